import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { VIDEO_FRAME_ALLOW, videoFrameSrc } from '@/lib/video-frame';

/** A player's box: the poster keeps its place, so nothing moves when the player replaces it. */
const frameSx = {
  display: 'block',
  width: '100%',
  maxWidth: 720,
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: 2,
} as const;

/** The poster of a video, here and in lesson HTML (lib/lesson-html.ts draws it as a plain button). */
export const videoPosterSx = {
  ...frameSx,
  bgcolor: '#111',
  color: '#fff',
  font: 'inherit',
  fontSize: '1.125rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { bgcolor: '#222' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;

/**
 * A YouTube or Vimeo video as a poster until it is tapped: the player (~1 MB) is never loaded for
 * whoever only scrolls past it, and it plays only when asked (see videoFrameSrc for Save-Data).
 */
export function VideoEmbed({ src, title, sx = [] }: { src: string; title: string; sx?: SxProps<Theme> }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const host = new URL(src).hostname.includes('vimeo') ? 'Vimeo' : 'YouTube';

  if (playing) {
    return (
      <Box
        component="iframe"
        ref={frame}
        src={videoFrameSrc(src)}
        title={title}
        allow={VIDEO_FRAME_ALLOW}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sx={[frameSx, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    );
  }
  return (
    <Box
      component="button"
      type="button"
      aria-label={`Assistir ao vídeo (${host}): ${title}`}
      onClick={() => setPlaying(true)}
      sx={[videoPosterSx, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      ▶ Assistir ao vídeo ({host})
    </Box>
  );
}
