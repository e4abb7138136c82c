import type { CouponValidation, SubscriptionInfo } from '@aula/contracts';
import type { Charge } from '../api/subscription';
import { formatMoney } from '@/lib/format';

export function describeCoupon(
  coupon: Pick<CouponValidation, 'discount_type' | 'discount_value' | 'cycles'>,
): string {
  const amount =
    coupon.discount_type === 'percentage'
      ? `${coupon.discount_value}% de desconto`
      : `${formatMoney(coupon.discount_value)} de desconto`;
  if (coupon.cycles === null) return `${amount} em todas as cobranças`;
  if (coupon.cycles === 1) return `${amount} na primeira cobrança`;
  return `${amount} nas ${coupon.cycles} primeiras cobranças`;
}

type Status = SubscriptionInfo['status'];

export const statusLabels: Record<Status, string> = {
  pending: 'Aguardando pagamento',
  active: 'Ativa',
  past_due: 'Pagamento pendente',
  canceled: 'Cancelada',
  expired: 'Encerrada',
  failed: 'Pagamento recusado',
};

export const statusColors: Record<Status, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  pending: 'info',
  active: 'success',
  past_due: 'error',
  canceled: 'warning',
  expired: 'default',
  failed: 'error',
};

export const chargeKindLabels: Record<Charge['kind'], string> = {
  subscription: 'Assinatura',
  renewal: 'Renovação',
  plan_change: 'Mudança de plano',
  product: 'Compra avulsa',
};

export const chargeStatusLabels: Record<Charge['status'], string> = {
  pending: 'Pendente',
  paid: 'Pago',
  failed: 'Recusado',
  refunded: 'Estornado',
  canceled: 'Cancelado',
  expired: 'Expirado',
};

/** Paid, with part of it given back (the unused credit of a change to a cheaper plan). */
export const partlyRefunded = (charge: Pick<Charge, 'status' | 'refunded_cents'>) =>
  charge.status === 'paid' && charge.refunded_cents > 0;

export const chargeStatusColors: Record<Charge['status'], 'success' | 'warning' | 'error' | 'default'> = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  refunded: 'default',
  expired: 'default',
  canceled: 'default',
};

export function describeCard(card: { brand: string; last_four_digits: string } | null): string {
  // A no-break space keeps "final 0010" together at the end of a line.
  return card ? `${card.brand} final\u00a0${card.last_four_digits}` : 'Nenhum cartão';
}

/** "529.***.***-25": enough to recognise, not enough to copy. */
export function maskedCpf(cpf: string): string {
  return cpf.length === 11 ? `${cpf.slice(0, 3)}.***.***-${cpf.slice(9)}` : cpf;
}

/** 14 characters (digits, or the alphanumeric CNPJ) as "00.000.000/0000-00". */
export function formatCnpj(cnpj: string): string {
  return cnpj.length === 14
    ? `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`
    : cnpj;
}

export function formatCep(cep: string): string {
  return cep.length === 8 ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;
}
