import { formatMonth } from '@/lib/format';
import { statisticsLabels as L } from '../lib/labels';
import { BarsChart, chartColors, type Series } from './charts';

/** Teachers and students, in the same colours on every signups chart. */
export const SIGNUP_SERIES: Series[] = [
  { key: 'teachers', label: L.teachers, color: chartColors.primary },
  { key: 'students', label: L.students, color: chartColors.secondary },
];

/** "Cadastros por mês": teachers and students stacked. */
export function MonthlySignupsChart({ summary, data }: { summary: string; data: Record<string, unknown>[] }) {
  return (
    <BarsChart
      title="Cadastros por mês"
      summary={summary}
      data={data}
      xKey="month"
      xFormat={formatMonth}
      stacked
      series={SIGNUP_SERIES}
    />
  );
}
