import type { ChipProps } from '@mui/material/Chip';
import { StatusChip, type StatusTone } from '@/components/status-chip';
import { statusLabel } from '../lib/labels';

const toneOf: Record<NonNullable<ChipProps['color']>, StatusTone> = {
  success: 'success',
  warning: 'warning',
  error: 'error',
  info: 'info',
  primary: 'info',
  secondary: 'accent',
  default: 'default',
};

/** A status from one of the admin label maps, as the app's one status chip. */
export function LabelledStatusChip({
  value,
  labels,
}: {
  value: string;
  labels: Record<string, [string, ChipProps['color']]>;
}) {
  return <StatusChip label={statusLabel(labels, value)} tone={toneOf[labels[value]?.[1] ?? 'default']} />;
}
