import { MAX_SUBMISSION_FILE_BYTES, type StoredFile, type StudentAssignment } from '@aula/contracts';
import AttachFile from '@mui/icons-material/AttachFile';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FilePickButton } from '@/components/activity-materials/file-pick-button';
import { errorMessage } from '@/lib/error-message';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { uploadHandInFile, useSubmitAssignment } from '../../api/student-assignments';
import { FileThumbnails } from './file-thumbnails';

/** The answer box and photo/file upload (the camera opens straight away on phones). */
export function HandInForm({ assignment }: { assignment: StudentAssignment }) {
  const submit = useSubmitAssignment(assignment.id);
  const [text, setText] = useState(assignment.text);
  const [files, setFiles] = useState<StoredFile[]>(assignment.files);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const needsAnswer = assignment.submission_type !== 'none';

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
      try {
        const stored = await uploadHandInFile(file);
        setFiles((list) => [...list, stored]);
      } catch (error) {
        problems.push(`${file.name}: ${errorMessage(error, 'não foi possível enviar.')}`);
      }
    }
    setUploading(false);
    if (problems.length) setUploadError(problems.join(' '));
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ text: text.trim(), files: files.map((f) => f.id) });
  };

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
          files={files}
          label="Arquivos escolhidos"
          onRemove={(file) => setFiles((list) => list.filter((f) => f.id !== file.id))}
        />
        {submit.isError && (
          <Alert severity="error">{errorMessage(submit.error, 'Não deu para entregar agora.')}</Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submit.isPending || uploading || (needsAnswer && !text.trim() && files.length === 0)}
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
