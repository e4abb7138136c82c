import type { StoredFile } from '@aula/contracts';
import Download from '@mui/icons-material/Download';
import RotateRight from '@mui/icons-material/RotateRight';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { fileSizeLabel } from '@/lib/file-size';

// pdf.js is large: it loads only when a hand-in has a PDF.
const PdfPages = lazy(() => import('./pdf-pages'));

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3];

/** One file of a hand-in, shown inline: a photo or a PDF, with zoom and rotation (a sideways photo). */
function InlineFile({ file }: { file: StoredFile }) {
  const [zoom, setZoom] = useState(2);
  const [rotation, setRotation] = useState(0);
  const [aspect, setAspect] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setFrameWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const isImage = file.content_type.startsWith('image/');
  const isPdf = file.content_type === 'application/pdf';
  const width = Math.max(120, Math.round(frameWidth * ZOOMS[zoom]!));
  const sideways = rotation % 180 !== 0;

  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, mb: 2, borderRadius: 2, overflow: 'hidden' }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 0.5, px: 1, py: 0.5, bgcolor: 'grey.50', flexWrap: 'wrap' }}
      >
        <Typography
          component="figcaption"
          variant="body2"
          sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {file.name} ({fileSizeLabel(file.size)})
        </Typography>
        {(isImage || isPdf) && (
          <>
            <span>
              <IconButton
                aria-label={`Diminuir ${file.name}`}
                onClick={() => setZoom((z) => Math.max(0, z - 1))}
                disabled={zoom === 0}
              >
                <ZoomOut />
              </IconButton>
            </span>
            <Typography variant="body2" aria-live="polite" sx={{ minWidth: 44, textAlign: 'center' }}>
              {Math.round(ZOOMS[zoom]! * 100)}%
            </Typography>
            <span>
              <IconButton
                aria-label={`Aumentar ${file.name}`}
                onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
                disabled={zoom === ZOOMS.length - 1}
              >
                <ZoomIn />
              </IconButton>
            </span>
            <IconButton aria-label={`Girar ${file.name}`} onClick={() => setRotation((r) => (r + 90) % 360)}>
              <RotateRight />
            </IconButton>
          </>
        )}
        <IconButton
          aria-label={`Baixar ${file.name}`}
          href={`${file.url}${file.url.includes('?') ? '&' : '?'}download=1`}
        >
          <Download />
        </IconButton>
      </Stack>
      {/* Scrolls when zoomed in: focusable, so the arrow keys can move around it too. */}
      <Box
        ref={frame}
        tabIndex={0}
        role="region"
        aria-label={`Visualização de ${file.name}`}
        sx={{ overflow: 'auto', maxHeight: { xs: '70vh', md: '80vh' }, bgcolor: 'grey.200' }}
      >
        {frameWidth === 0 ? null : isImage ? (
          <Box
            sx={{
              // Turned sideways, the photo's height becomes its width on screen: the box takes the
              // turned size so nothing is cut and the scroll bars follow.
              width,
              height: sideways && aspect ? width * aspect : undefined,
              position: 'relative',
              overflow: 'hidden',
            }}
          >
            <Box
              component="img"
              src={file.url}
              alt={`Foto enviada: ${file.name}`}
              onLoad={(event) => {
                const img = event.currentTarget;
                if (img.naturalHeight) setAspect(img.naturalWidth / img.naturalHeight);
              }}
              sx={
                sideways && aspect
                  ? {
                      position: 'absolute',
                      width: width * aspect,
                      height: width,
                      maxWidth: 'none',
                      left: '50%',
                      top: '50%',
                      transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
                    }
                  : { width, maxWidth: 'none', display: 'block', transform: `rotate(${rotation}deg)` }
              }
            />
          </Box>
        ) : isPdf ? (
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
                <CircularProgress aria-label={`Abrindo ${file.name}…`} />
              </Box>
            }
          >
            <PdfPages url={file.url} name={file.name} width={width} rotation={rotation} />
          </Suspense>
        ) : (
          <Typography sx={{ p: 2 }}>Este arquivo não pode ser mostrado aqui. Use “Baixar”.</Typography>
        )}
      </Box>
    </Paper>
  );
}

export function InlineFiles({ files }: { files: StoredFile[] }) {
  if (files.length === 0) return null;
  return (
    <Box>
      {files.map((file) => (
        <InlineFile key={file.id} file={file} />
      ))}
    </Box>
  );
}
