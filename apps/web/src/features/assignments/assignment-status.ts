import { gradeSchema, type SubmissionStatus } from '@aula/contracts';
import { formatOneDecimal, formatWeekdayDateTime } from '@/lib/format';
import type { StatusTone } from '@/components/status-chip';

/** Text and colour for each status: the text always shows, so colour is never the only signal. */
export const statusLabels: Record<SubmissionStatus, string> = {
  assigned: 'Não aberta',
  opened: 'Aberta',
  submitted: 'Entregue',
  late: 'Entregue com atraso',
  returned: 'Devolvida',
};

/** Told apart by hue and by the words. */
export const statusTones: Record<SubmissionStatus, StatusTone> = {
  assigned: 'default',
  opened: 'info',
  submitted: 'success',
  late: 'warning',
  returned: 'accent',
};

export const formatDue = (iso: string | null) => (iso ? formatWeekdayDateTime(iso) : 'Sem prazo');

/** Whether the students cannot see the activity yet: its publication date is still ahead. */
export const isScheduled = (publishAt: string | null, now = Date.now()): publishAt is string =>
  publishAt !== null && new Date(publishAt).getTime() > now;

/** "Agendada para qua., 02/12 às 07:00" (Brasília time). */
export const scheduledLabel = (publishAt: string) =>
  `Agendada para ${formatWeekdayDateTime(publishAt).replace(/, (\d{2}:\d{2})$/, ' às $1')}`;

export const formatGrade = (grade: number | null) => (grade === null ? '' : formatOneDecimal(grade));

export type ParsedGrade = { ok: true; grade: number | null } | { ok: false; error: string };

/**
 * A grade as typed in pt-BR ("7,5", "7.5", "10"; empty clears it), checked like the server does:
 * 0 to 10 with at most one decimal place.
 */
export function parseGrade(text: string): ParsedGrade {
  const typed = text.trim();
  if (typed === '') return { ok: true, grade: null };
  if (!/^\d+(?:[.,]\d*)?$/.test(typed)) return { ok: false, error: 'Digite um número de 0 a 10, como 7,5.' };
  const result = gradeSchema.safeParse(Number(typed.replace(',', '.')));
  return result.success
    ? { ok: true, grade: result.data }
    : { ok: false, error: result.error.issues[0]?.message ?? 'A nota vai de 0 a 10.' };
}
