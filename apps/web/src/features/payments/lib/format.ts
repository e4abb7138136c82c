import type { SubscriptionPlan } from '@aula/contracts';
import { formatMoney } from '@/lib/format';

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
