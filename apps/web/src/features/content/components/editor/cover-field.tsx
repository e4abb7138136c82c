import type { StoredFile } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { uploadFile, type UploadRoute } from '../../api/upload-file';
import { ACCEPT_IMAGES, FileDropZone } from './file-drop-zone';
import { UploadStatus } from './upload-status';
import type { EditorHeading } from './use-editor-form';

/** The plan's cover: an image uploaded by click or drop, shown as it will appear. */
export function CoverField({
  value,
  onChange,
  uploadRoute,
  headingLevel,
}: {
  value: Pick<StoredFile, 'id' | 'url'> | null;
  onChange: (next: Pick<StoredFile, 'id' | 'url'> | null) => void;
  uploadRoute: UploadRoute;
  headingLevel: EditorHeading;
}) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async ([file]: File[]) => {
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      const stored = await uploadFile(uploadRoute, file, 'cover');
      onChange({ id: stored.id, url: stored.url });
    } catch (error) {
      setProblem(errorMessage(error, 'Não foi possível enviar a capa.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
        Capa
      </Typography>
      {value ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box
            component="img"
            src={value.url}
            alt="Capa atual do livro"
            sx={{
              width: 200,
              height: 125,
              objectFit: 'cover',
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Button color="error" onClick={() => onChange(null)}>
            Remover capa
          </Button>
        </Box>
      ) : null}
      <FileDropZone
        accept={ACCEPT_IMAGES}
        multiple={false}
        label={
          value
            ? 'Arraste e solte outra imagem aqui ou clique para trocar a capa'
            : 'Arraste e solte a imagem da capa aqui ou clique para selecionar'
        }
        hint="PNG, JPEG ou WebP, até 20 MB. Proporção sugerida: 16 × 10."
        disabled={uploading}
        onFiles={(files) => void upload(files)}
      />
      <UploadStatus uploading={uploading} label="Enviando a capa" problems={problem ? [problem] : []} />
    </Box>
  );
}
