import Chip from '@mui/material/Chip';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default';

/**
 * The theme's success/warning/info colours are too light for text on white (WCAG AA), so status
 * chips use a light tint with a dark text of the same hue.
 */
const tones: Record<StatusTone, { bgcolor: string; color: string }> = {
  success: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  warning: { bgcolor: '#fff3e0', color: '#7a3e00' },
  error: { bgcolor: '#fdecea', color: '#8e0016' },
  info: { bgcolor: '#e3f2fd', color: '#0d47a1' },
  default: { bgcolor: '#eeeeee', color: '#424242' },
};

export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  return <Chip size="small" label={label} sx={{ ...tones[tone], fontWeight: 600 }} />;
}
