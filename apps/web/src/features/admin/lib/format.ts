/** Brazilian money and dates (PRODUCT "Language"): R$ 1.234,56, dd/mm/aaaa, in São Paulo's time zone. */
export const TIME_ZONE = 'America/Sao_Paulo';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const date = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const integer = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

export const formatMoney = (cents: number | null | undefined) =>
  cents == null ? '—' : money.format(cents / 100);
export const formatInteger = (n: number) => integer.format(n);
export const formatPercent = (ratio: number) => percent.format(ratio);

function valid(iso: string | null | undefined) {
  if (!iso) return null;
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? null : value;
}
export const formatDate = (iso: string | null | undefined) => {
  const v = valid(iso);
  return v ? date.format(v) : '—';
};
export const formatDateTime = (iso: string | null | undefined) => {
  const v = valid(iso);
  return v ? dateTime.format(v).replace(',', '') : '—';
};
/** "2026-03-05" (a calendar day) → "05/03/2026", without time-zone shifts. */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
/** "2026-03" → "mar/2026". */
export const formatMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]}/${month.slice(0, 4)}`;

/** Today in São Paulo as YYYY-MM-DD, and a day N days before it. */
export function isoDay(offsetDays = 0) {
  const now = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

export const personName = (p: { name: string; email: string | null } | null) =>
  p ? p.name || p.email || 'Sem nome' : 'Conta excluída';
