import { formatDateTime } from '@/lib/format';
import { providerStatusLabels } from '../lib/labels';
import type { CustomerSummary } from '../lib/provider-summary';
import { LabelledStatusChip } from './labelled-status-chip';

/** How the provider screens show an instant, a customer and a status of the provider's. */
export const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
export const customerText = (c: CustomerSummary | null) =>
  c ? [c.name, c.email].filter(Boolean).join(' · ') : '—';
export const providerStatusChip = (status: string | null) =>
  status ? <LabelledStatusChip value={status} labels={providerStatusLabels} /> : '—';
