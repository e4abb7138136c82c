import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import { couponDiscountCents } from './pricing';

const { coupons, couponPlans } = schema;

const refuse = (message: string) => ValidationFailure.field('code', message);

/** The coupon if it can be used on this plan now, with the discount on the first charge. */
export async function checkCoupon(
  db: Database,
  code: string,
  plan: { id: number; priceCents: number },
  now = new Date(),
) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  if (!coupon) throw refuse('Cupom não encontrado.');
  if (!coupon.isActive) throw refuse('Este cupom não está mais ativo.');
  if (coupon.validFrom && coupon.validFrom > now) throw refuse('Este cupom ainda não está valendo.');
  if (coupon.validUntil && coupon.validUntil < now) throw refuse('Este cupom expirou.');
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
    throw refuse('Este cupom já foi usado o número máximo de vezes.');
  }
  const plans = await db.select().from(couponPlans).where(eq(couponPlans.couponId, coupon.id));
  if (plans.length > 0 && !plans.some((p) => p.subscriptionPlanId === plan.id)) {
    throw refuse('Este cupom não vale para este plano.');
  }
  const discountCents = couponDiscountCents(plan.priceCents, coupon);
  return { coupon, discountCents, totalCents: plan.priceCents - discountCents };
}

/**
 * Counts a use of a coupon the provider has already applied to a charge. Never refuses: the money
 * moved, so the local row must stay, even if a concurrent checkout took the last use.
 */
export async function redeemCoupon(tx: Database, couponId: number) {
  await tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(eq(coupons.id, couponId));
}
