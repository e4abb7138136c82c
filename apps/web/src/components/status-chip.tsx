import Chip from '@mui/material/Chip';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'accent' | 'default';

/**
 * The one status chip of the app (subscriptions, charges, hand-ins, admin lists). The theme's success/warning/info colours are too light for text on white (WCAG AA), so status
 * chips use a light tint with a dark text of the same hue.
 */
const tones: Record<StatusTone, { bgcolor: string; color: string }> = {
  success: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  warning: { bgcolor: '#fff3e0', color: '#7a3e00' },
  error: { bgcolor: '#fdecea', color: '#8e0016' },
  info: { bgcolor: '#e3f2fd', color: '#0d47a1' },
  accent: { bgcolor: '#ede7f6', color: '#4527a0' },
  default: { bgcolor: '#eeeeee', color: '#424242' },
};

export function StatusChip({
  label,
  tone,
  size = 'small',
}: {
  label: string;
  tone: StatusTone;
  size?: 'small' | 'medium';
}) {
  return <Chip size={size} label={label} sx={{ ...tones[tone], fontWeight: 600 }} />;
}
