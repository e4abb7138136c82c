import {
  assignmentLinkInputSchema,
  customPlanRoutes,
  MAX_ASSIGNMENT_ATTACHMENTS,
  MAX_ASSIGNMENT_LINKS,
  MAX_UPLOAD_BYTES,
  type StoredFile,
} from '@aula/contracts';
import AttachFile from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { callRoute, fileForm } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { FilePickButton } from './file-pick-button';

export interface LinkDraft {
  url: string;
  title: string;
}

/** The teacher's own upload route: the file is checked by its bytes (PDF, PNG, JPEG or WebP). */
function uploadActivityFile(file: File): Promise<StoredFile> {
  return callRoute(customPlanRoutes.upload, { query: { kind: 'attachment' }, form: fileForm(file) });
}

/**
 * Files (dragged onto the box, picked, or a photo from the phone's camera) and links of an activity.
 * Server errors arrive by field (`attachments`, `links`, `links.0.url`).
 */
export function ActivityMaterialsField({
  files,
  onFilesChange,
  links,
  onLinksChange,
  errors = {},
}: {
  files: StoredFile[];
  onFilesChange: (next: StoredFile[]) => void;
  links: LinkDraft[];
  onLinksChange: (next: LinkDraft[]) => void;
  errors?: Record<string, string[] | undefined>;
}) {
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  const upload = async (picked: File[]) => {
    setProblems([]);
    const room = MAX_ASSIGNMENT_ATTACHMENTS - files.length;
    const failures: string[] = [];
    if (picked.length > room)
      failures.push(`No máximo ${MAX_ASSIGNMENT_ATTACHMENTS} arquivos por atividade.`);
    const added: StoredFile[] = [];
    const accepted = picked.slice(0, Math.max(room, 0));
    setUploading(accepted.length);
    for (const file of accepted) {
      if (file.size > MAX_UPLOAD_BYTES) {
        failures.push(`${file.name}: o arquivo passa de ${Math.round(MAX_UPLOAD_BYTES / 1024 / 1024)} MB.`);
      } else {
        try {
          added.push(await uploadActivityFile(file));
        } catch (error) {
          failures.push(`${file.name}: ${errorMessage(error, 'não foi possível enviar.')}`);
        }
      }
      setUploading((n) => n - 1);
    }
    if (added.length > 0) onFilesChange([...files, ...added]);
    setProblems(failures);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 0) void upload(dropped);
  };

  const addLink = () => {
    const parsed = assignmentLinkInputSchema.safeParse({ url, title: title || undefined });
    if (!parsed.success) {
      setLinkError(parsed.error.issues[0]?.message ?? 'Link inválido.');
      return;
    }
    setLinkError(null);
    onLinksChange([...links, { url: parsed.data.url, title: parsed.data.title ?? '' }]);
    setUrl('');
    setTitle('');
  };

  const serverLinkError =
    errors.links?.[0] ??
    Object.entries(errors).find(([key]) => key.startsWith('links.'))?.[1]?.[0] ??
    undefined;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Arquivos para os alunos
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="activity-drop-zone"
        sx={{
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
          p: 2,
          textAlign: 'center',
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 3,
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
        }}
      >
        <CloudUploadOutlined color="primary" aria-hidden="true" />
        <Typography variant="body2">Arraste aqui uma ficha em PDF ou imagens (até 20 MB cada).</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <FilePickButton
            label="Escolher arquivos"
            icon={<AttachFile />}
            disabled={uploading > 0}
            onFiles={(f) => void upload(f)}
          />
          <FilePickButton
            label="Tirar foto"
            icon={<PhotoCamera />}
            camera
            disabled={uploading > 0}
            onFiles={(f) => void upload(f)}
          />
        </Stack>
      </Box>
      {uploading > 0 && (
        <Alert severity="info" role="status">
          Enviando {uploading === 1 ? 'o arquivo' : `${uploading} arquivos`}…
        </Alert>
      )}
      {problems.length > 0 && <Alert severity="error">{problems.join(' ')}</Alert>}
      {errors.attachments?.[0] && <Alert severity="error">{errors.attachments[0]}</Alert>}
      {files.length > 0 && (
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0 }}
          component="ul"
          aria-label="Arquivos anexados"
        >
          {files.map((file) => (
            <Box component="li" key={file.id} sx={{ listStyle: 'none' }}>
              <Chip
                label={file.name}
                onDelete={() => onFilesChange(files.filter((f) => f.id !== file.id))}
                deleteIcon={<CloseIcon aria-label={`Tirar ${file.name}`} />}
              />
            </Box>
          ))}
        </Stack>
      )}

      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mt: 1 }}>
        Links
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Endereço do link"
          placeholder="https://www.youtube.com/watch?v=…"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addLink();
            }
          }}
          error={Boolean(linkError ?? serverLinkError)}
          helperText={linkError ?? serverLinkError ?? 'Vídeos do YouTube e do Vimeo aparecem como player.'}
          type="url"
          sx={{ flex: 2 }}
        />
        <TextField
          label="Nome do link (opcional)"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          onClick={addLink}
          disabled={!url.trim() || links.length >= MAX_ASSIGNMENT_LINKS}
          sx={{ mt: { sm: 1 } }}
        >
          Adicionar link
        </Button>
      </Stack>
      {links.length > 0 && (
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0 }}
          component="ul"
          aria-label="Links adicionados"
        >
          {links.map((link, index) => (
            <Box component="li" key={`${link.url}-${index}`} sx={{ listStyle: 'none', maxWidth: '100%' }}>
              <Chip
                label={link.title || link.url}
                onDelete={() => onLinksChange(links.filter((_, i) => i !== index))}
                deleteIcon={<CloseIcon aria-label={`Tirar o link ${link.title || link.url}`} />}
                sx={{ maxWidth: '100%' }}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
