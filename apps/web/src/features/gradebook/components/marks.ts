import type { GradebookStatus } from '@aula/contracts';
import type { StatusTone } from '@/components/status-chip';

/** A mark as the class writes it: 7,5 with one decimal, 7,50 with two. */
export const formatMark = (value: number | null, decimals: number) =>
  value === null
    ? '—'
    : value.toLocaleString('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** A grade as typed back into its cell (7,5, not 7,50). */
export const gradeText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

export const attendanceText = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

export const statusTones: Record<GradebookStatus, StatusTone> = {
  aprovado: 'success',
  recuperacao: 'error',
  sem_nota: 'default',
};

export const studentName = (student: { first_name: string; last_name: string }) =>
  `${student.first_name} ${student.last_name}`.trim();
