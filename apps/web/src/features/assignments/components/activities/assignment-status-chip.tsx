import type { SubmissionStatus } from '@aula/contracts';
import { StatusChip } from '@/components/status-chip';
import { statusLabels, statusTones } from '../../assignment-status';

export function SubmissionStatusChip({
  status,
  size = 'small',
}: {
  status: SubmissionStatus;
  size?: 'small' | 'medium';
}) {
  return <StatusChip size={size} label={statusLabels[status]} tone={statusTones[status]} />;
}
