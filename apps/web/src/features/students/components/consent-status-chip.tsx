import { CONSENT_STATUS_LABELS, type ConsentStatus } from '@aula/contracts';
import { StatusChip, type StatusTone } from '@/components/status-chip';

const tones: Record<ConsentStatus, StatusTone> = {
  not_required: 'default',
  pending: 'warning',
  granted: 'success',
  refused: 'error',
  revoked: 'error',
};

/** The family's consent for a child, in words (the colour only repeats them). */
export function ConsentStatusChip({ status }: { status: ConsentStatus }) {
  return <StatusChip label={CONSENT_STATUS_LABELS[status]} tone={tones[status]} />;
}
