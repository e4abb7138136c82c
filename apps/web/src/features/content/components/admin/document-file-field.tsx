import { MAX_UPLOAD_BYTES, type StoredFile } from '@aula/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { ADMIN_UPLOAD_ROUTE, uploadFile } from '../../api/upload-file';
import { ACCEPT_DOCUMENTS, FileDropZone } from '../editor/file-drop-zone';
import { UploadStatus } from '../editor/upload-status';
import { FileTypeIcon } from '../ui/file-links';
import { fileSizeLabel } from '@/lib/file-size';

/** A document's one file: sent as soon as it is chosen (click or drop); choosing again replaces it. */
export function DocumentFileField({
  value,
  onChange,
  error,
}: {
  value: StoredFile | null;
  onChange: (file: StoredFile) => void;
  error?: string | undefined;
}) {
  const headingId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async ([file]: File[]) => {
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setProblem(`${file.name}: o arquivo excede o limite de 20 MB.`);
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadFile(ADMIN_UPLOAD_ROUTE, file, 'document'));
    } catch (uploadError) {
      setProblem(`${file.name}: ${errorMessage(uploadError, 'não foi possível enviar.')}`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Arquivo
      </Typography>
      {value && (
        <Paper
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, borderRadius: 2 }}
        >
          <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex' }}>
            <FileTypeIcon contentType={value.content_type} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value.name}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {fileSizeLabel(value.size)}
            </Typography>
          </Box>
        </Paper>
      )}
      <FileDropZone
        accept={ACCEPT_DOCUMENTS}
        multiple={false}
        label={
          value
            ? 'Arraste e solte outro arquivo aqui ou clique para trocar'
            : 'Arraste e solte o arquivo aqui ou clique para selecionar'
        }
        hint="PDF, PNG, JPEG ou WebP, até 20 MB."
        disabled={uploading}
        onFiles={(files) => void upload(files)}
      />
      <UploadStatus
        uploading={uploading}
        label="Enviando o arquivo"
        problems={problem ? [problem] : []}
        error={error}
      />
    </Box>
  );
}
