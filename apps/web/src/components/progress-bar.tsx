import { alpha, keyframes, styled, type SxProps, type Theme } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled('div')({
  position: 'relative',
  overflow: 'hidden',
  height: 4,
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    backgroundColor: 'var(--bar-color)',
  },
});

interface ProgressBarProps {
  label: string;
  /** 0–100; without it the bar is indeterminate (something is loading). */
  value?: number;
  color?: 'primary' | 'warning' | 'error';
  /** Across the top of the window, over the app bar. */
  fixed?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * MUI's LinearProgress drawn with the theme in a few lines: it is on pages every visit loads (the
 * route table's fallback, the navigation and reload indicators, the teacher's home), where MUI's would
 * add ~1.7 KB brotli.
 */
export function ProgressBar({ label, value, color = 'primary', fixed = false, sx = [] }: ProgressBarProps) {
  const determinate = value !== undefined;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuenow={determinate ? Math.round(value) : undefined}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      sx={[
        (theme) => ({
          '--bar-color': theme.palette[color].main,
          backgroundColor: alpha(theme.palette[color].main, 0.24),
          '&::after': determinate
            ? { width: `${value}%`, transition: theme.transitions.create('width') }
            : {
                width: '40%',
                animation: `${slide} 1.4s ease-in-out infinite`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
              },
        }),
        fixed && { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'appBar', height: 3 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
