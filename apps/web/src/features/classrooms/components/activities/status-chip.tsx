import type { SubmissionStatus } from '@aula/contracts';
import Chip from '@mui/material/Chip';
import { statusColors, statusLabels } from '../../assignment-status';

export function StatusChip({
  status,
  size = 'small',
}: {
  status: SubmissionStatus;
  size?: 'small' | 'medium';
}) {
  return <Chip size={size} label={statusLabels[status]} sx={{ ...statusColors[status], fontWeight: 600 }} />;
}
