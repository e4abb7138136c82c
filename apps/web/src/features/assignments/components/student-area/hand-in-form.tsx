import { MAX_SUBMISSION_FILE_BYTES, type StoredFile, type StudentAssignment } from '@aula/contracts';
import AttachFile from '@mui/icons-material/AttachFile';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { FilePickButton } from '@/components/activity-materials/file-pick-button';
import { QueuedWorkNotice } from '@/components/queued-work-notice';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { useQueuedHandIn } from '../../api/hand-in-outbox';
import { uploadHandInFile, useSubmitAssignment } from '../../api/student-assignments';
import { FileThumbnails } from './file-thumbnails';

/** A photo taken without signal: kept in the browser (its thumbnail from memory) until it can go. */
interface PendingPhoto extends StoredFile {
  blob: Blob;
}

const noSignal = (error: unknown) => error instanceof ApiError && error.status === 0;

/** The answer box and photo/file upload (the camera opens straight away on phones). */
export function HandInForm({ assignment }: { assignment: StudentAssignment }) {
  const submit = useSubmitAssignment(assignment.id);
  const offline = useQueuedHandIn(assignment.id);
  const [text, setText] = useState(assignment.text);
  const [files, setFiles] = useState<StoredFile[]>(assignment.files);
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const needsAnswer = assignment.submission_type !== 'none';

  useEffect(() => () => pending.forEach((photo) => URL.revokeObjectURL(photo.url)), [pending]);

  const keepForLater = (file: File) =>
    setPending((list) => [
      ...list,
      {
        id: `pendente-${list.length}-${file.name}`,
        name: file.name,
        content_type: file.type,
        size: file.size,
        url: URL.createObjectURL(file),
        blob: file,
      },
    ]);

  const upload = async (picked: File[]) => {
    setUploadError(null);
    setUploading(true);
    const problems: string[] = [];
    for (const original of picked) {
      const file = await shrinkPhoto(original);
      if (file.size > MAX_SUBMISSION_FILE_BYTES) {
        problems.push(`${file.name}: o arquivo passa de 10 MB.`);
        continue;
      }
      if (!navigator.onLine) {
        keepForLater(file);
        continue;
      }
      try {
        const stored = await uploadHandInFile(file);
        setFiles((list) => [...list, stored]);
      } catch (error) {
        if (noSignal(error)) keepForLater(file);
        else problems.push(`${file.name}: ${errorMessage(error, 'não foi possível enviar.')}`);
      }
    }
    setUploading(false);
    if (problems.length) setUploadError(problems.join(' '));
  };

  // Without signal (or with photos taken without it) the hand-in waits in this browser and goes by itself.
  const queue = () =>
    void offline
      .queue({
        text: text.trim(),
        files: files.map((f) => f.id),
        photos: pending.map(({ name, content_type, blob }) => ({ name, type: content_type, blob })),
      })
      .then(() => setPending([]));

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!navigator.onLine || pending.length > 0) return queue();
    submit.mutate(
      { text: text.trim(), files: files.map((f) => f.id) },
      { onError: (e) => noSignal(e) && queue() },
    );
  };

  if (offline.waiting || offline.status) {
    const photos = offline.waiting?.photos.length ?? 0;
    return (
      <QueuedWorkNotice status={offline.status} what="a entrega" onDiscard={offline.discard}>
        {offline.waiting && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {offline.waiting.text || 'Sem texto.'}
            {photos > 0 && ` (${plural(photos, 'foto', 'fotos')} para enviar)`}
          </Typography>
        )}
      </QueuedWorkNotice>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={send} aria-label="Entregar a atividade">
      <Stack spacing={2}>
        {needsAnswer && (
          <TextField
            label="Sua resposta"
            multiline
            minRows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 20000 } }}
          />
        )}
        {needsAnswer && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
            <FilePickButton
              size="large"
              label="Tirar foto"
              icon={<PhotoCamera />}
              camera
              onFiles={(f) => void upload(f)}
              disabled={uploading}
            />
            <FilePickButton
              size="large"
              label="Enviar foto ou PDF"
              icon={<AttachFile />}
              onFiles={(f) => void upload(f)}
              disabled={uploading}
            />
          </Stack>
        )}
        {uploading && <Alert severity="info">Enviando o arquivo…</Alert>}
        {uploadError && <Alert severity="error">{uploadError}</Alert>}
        <FileThumbnails
          files={[...files, ...pending]}
          label="Arquivos escolhidos"
          onRemove={(file) => {
            setFiles((list) => list.filter((f) => f.id !== file.id));
            setPending((list) => list.filter((f) => f.id !== file.id));
          }}
        />
        {submit.isError && !noSignal(submit.error) && (
          <Alert severity="error">{errorMessage(submit.error, 'Não deu para entregar agora.')}</Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={
              submit.isPending ||
              uploading ||
              (needsAnswer && !text.trim() && files.length + pending.length === 0)
            }
          >
            {submit.isPending
              ? 'Entregando…'
              : assignment.redo_requested
                ? 'Entregar de novo'
                : needsAnswer
                  ? 'Entregar'
                  : 'Marcar como feita'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
