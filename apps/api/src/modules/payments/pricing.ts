import { PAYMENT_GRACE_DAYS } from '@aula/contracts';

export interface CouponTerms {
  discountType: 'percentage' | 'flat';
  /** Percent (1–100) or cents. */
  discountValue: number;
}

/** The discount on one charge, never more than the price itself. */
export function couponDiscountCents(priceCents: number, coupon: CouponTerms): number {
  const raw =
    coupon.discountType === 'percentage'
      ? Math.round((priceCents * coupon.discountValue) / 100)
      : coupon.discountValue;
  return Math.max(0, Math.min(priceCents, raw));
}

/**
 * What each renewal charges: a coupon with a cycle count was for the first charges, a "forever" one
 * (no count) keeps applying.
 */
export function recurringPriceCents(
  priceCents: number,
  coupon: (CouponTerms & { cycles: number | null }) | null | undefined,
): number {
  return coupon && coupon.cycles === null ? priceCents - couponDiscountCents(priceCents, coupon) : priceCents;
}

export interface CurrentPeriod {
  /** What the user paid for this period, after any discount. */
  paidCents: number;
  start: Date;
  end: Date;
}

/** The provider cannot charge less than R$ 1,00, so a change always charges at least that. */
const MINIMUM_CHARGE_CENTS = 100;

/**
 * A plan change starts the new plan now: the unused part of the current period becomes a credit
 * against the new plan's first charge (prorated by the second). What that charge cannot absorb (a
 * year's credit on a cheaper monthly plan) goes back to the card.
 */
export function prorateChange(current: CurrentPeriod, newPriceCents: number, now: Date) {
  const total = current.end.getTime() - current.start.getTime();
  const left = Math.min(Math.max(current.end.getTime() - now.getTime(), 0), total);
  const creditCents = total > 0 ? Math.floor((current.paidCents * left) / total) : 0;
  const appliedCredit = Math.min(creditCents, Math.max(newPriceCents - MINIMUM_CHARGE_CENTS, 0));
  return {
    creditCents,
    appliedCreditCents: appliedCredit,
    amountDueCents: newPriceCents - appliedCredit,
    refundCents: creditCents - appliedCredit,
  };
}

export function addInterval(from: Date, interval: 'month' | 'year', count = 1): Date {
  const next = new Date(from);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + count);
  else next.setUTCMonth(next.getUTCMonth() + count);
  return next;
}

/** The last moment of full access after a failed renewal. */
export function graceUntil(pastDueSince: Date): Date {
  return new Date(pastDueSince.getTime() + PAYMENT_GRACE_DAYS * 86_400_000);
}
