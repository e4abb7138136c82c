import type { StoredFile } from '@aula/contracts';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { fileSizeLabel } from '@/lib/file-size';

/** The photos (as thumbnails) and PDFs of a hand-in; with `onRemove`, each can be taken out. */
export function FileThumbnails({
  files,
  onRemove,
  label = 'Arquivos da entrega',
}: {
  files: StoredFile[];
  onRemove?: (file: StoredFile) => void;
  label?: string;
}) {
  if (files.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {files.map((file) => {
        const image = file.content_type.startsWith('image/');
        return (
          <Box component="li" key={file.id} sx={{ width: 112, position: 'relative' }}>
            <Link href={file.url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
              {image ? (
                <Box
                  component="img"
                  src={file.url}
                  alt={`Foto: ${file.name}`}
                  loading="lazy"
                  sx={{
                    width: 112,
                    height: 112,
                    objectFit: 'cover',
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'grey.300',
                    display: 'block',
                    bgcolor: 'grey.100',
                  }}
                />
              ) : (
                <Box
                  sx={{
                    width: 112,
                    height: 112,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'grey.300',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    bgcolor: 'grey.50',
                  }}
                >
                  <PictureAsPdfOutlined fontSize="large" aria-label={`PDF: ${file.name}`} />
                </Box>
              )}
            </Link>
            <Typography variant="caption" component="p" noWrap title={file.name} sx={{ mt: 0.5 }}>
              {file.name}
            </Typography>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {fileSizeLabel(file.size)}
            </Typography>
            {onRemove && (
              <IconButton
                size="small"
                aria-label={`Tirar ${file.name}`}
                onClick={() => onRemove(file)}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'rgba(255,255,255,0.9)',
                  '&:hover': { bgcolor: 'white' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
