import type { SubscriptionPlan } from '@aula/contracts';

/** Brazilian money and dates (PRODUCT "Language"): R$ 1.234,56, dd/mm/aaaa, in São Paulo's time zone. */
export const TIME_ZONE = 'America/Sao_Paulo';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const date = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** 123456 → "R$ 1.234,56" (Intl puts a no-break space after "R$"). */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/** An ISO instant as the calendar day in São Paulo, "dd/mm/aaaa"; "—" when absent or invalid. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '—' : date.format(value);
}

type Interval = SubscriptionPlan['interval'];

/** "mês", "3 meses", "ano", "2 anos". */
export function intervalLabel(interval: Interval, count = 1): string {
  if (count <= 1) return interval === 'month' ? 'mês' : 'ano';
  return `${count} ${interval === 'month' ? 'meses' : 'anos'}`;
}

/** "R$ 29,90/mês", "R$ 50,00 a cada 3 meses". */
export function formatPrice(cents: number, interval: Interval, count = 1): string {
  return count <= 1
    ? `${formatMoney(cents)}/${intervalLabel(interval)}`
    : `${formatMoney(cents)} a cada ${intervalLabel(interval, count)}`;
}
