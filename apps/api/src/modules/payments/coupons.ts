import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import { couponDiscountCents } from './pricing';

const { coupons, couponPlans, couponRedemptions } = schema;

const refuse = (message: string) => ValidationFailure.field('code', message);
const usedUp = () => refuse('Este cupom já foi usado o número máximo de vezes.');

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
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) throw usedUp();
  const plans = await db.select().from(couponPlans).where(eq(couponPlans.couponId, coupon.id));
  if (plans.length > 0 && !plans.some((p) => p.subscriptionPlanId === plan.id)) {
    throw refuse('Este cupom não vale para este plano.');
  }
  const discountCents = couponDiscountCents(plan.priceCents, coupon);
  return { coupon, discountCents, totalCents: plan.priceCents - discountCents };
}

/**
 * `coupons.redemptions` is the count of its uses (see `couponRedemptions`). The coupon's row is
 * locked first, in its own statement: a count read by the statement that waited for the lock would
 * miss the uses the other transaction just committed.
 */
async function recount(tx: Database, couponId: number) {
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
  await tx
    .update(coupons)
    .set({
      redemptions: sql`(select count(*) from ${couponRedemptions} where ${couponRedemptions.couponId} = ${couponId})`,
    })
    .where(eq(coupons.id, couponId));
}

/**
 * Holds a use of the coupon for a checkout before the provider charges, under the coupon's row lock
 * so that racing checkouts cannot take more uses than it has. Holding it again is a no-op.
 */
export async function reserveCoupon(db: Database, couponId: number, checkout: string) {
  await db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
    const [held] = await tx
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.checkout, checkout));
    if (held) return;
    if (!coupon?.isActive) throw refuse('Este cupom não está mais ativo.');
    if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) throw usedUp();
    await tx.insert(couponRedemptions).values({ couponId, checkout, reservedAt: new Date() });
    await recount(tx, couponId);
  });
}

/** Gives back what `reserveCoupon` held for a checkout that recorded no subscription. */
export async function releaseCoupon(db: Database, checkout: string) {
  await db.transaction(async (tx) => {
    const released = await tx
      .delete(couponRedemptions)
      .where(and(eq(couponRedemptions.checkout, checkout), isNotNull(couponRedemptions.reservedAt)))
      .returning({ couponId: couponRedemptions.couponId });
    for (const { couponId } of released) await recount(tx, couponId);
  });
}

/** Reservations of checkouts that died before recording anything (a crash): an hour is far past any. */
export async function releaseStaleCoupons(db: Database, now = new Date()) {
  const stale = await db
    .select({ checkout: couponRedemptions.checkout })
    .from(couponRedemptions)
    .where(lt(couponRedemptions.reservedAt, new Date(now.getTime() - 3_600_000)));
  for (const { checkout } of stale) await releaseCoupon(db, checkout);
}

/**
 * The use of a coupon the provider has applied to a subscription's charges: its checkout's
 * reservation becomes the subscription's. Never refuses: the money moved, so the use counts even
 * if a reservation was given back (a timeout) and racing checkouts took the last ones meanwhile.
 */
export async function claimCoupon(tx: Database, couponId: number, checkout: string, subscriptionId: number) {
  await tx
    .insert(couponRedemptions)
    .values({ couponId, checkout, subscriptionId })
    .onConflictDoUpdate({
      target: couponRedemptions.checkout,
      set: { subscriptionId, reservedAt: null },
    });
  await recount(tx, couponId);
}

/**
 * A subscription whose first charge failed holds no use; one that is paid after all takes it back.
 * Called in the transaction that changes its status.
 */
export async function followCouponUse(
  tx: Database,
  subscription: { id: number; couponId: number | null },
  failed: boolean,
) {
  if (!subscription.couponId) return;
  if (failed) {
    await tx.delete(couponRedemptions).where(eq(couponRedemptions.subscriptionId, subscription.id));
  } else {
    await tx
      .insert(couponRedemptions)
      .values({
        couponId: subscription.couponId,
        checkout: `subscription-${subscription.id}`,
        subscriptionId: subscription.id,
      })
      .onConflictDoNothing();
  }
  await recount(tx, subscription.couponId);
}

const orderCheckout = (orderId: number) => `order-${orderId}`;

/** A recorded order keeps the use its checkout reserved: no longer a reservation the cleanup gives back. */
export async function keepCouponForOrder(db: Database, checkout: string, orderId: number) {
  await db
    .update(couponRedemptions)
    .set({ checkout: orderCheckout(orderId), reservedAt: null })
    .where(eq(couponRedemptions.checkout, checkout));
}

/** An order that lapsed or was declined gives its coupon's use back (inside the caller's transaction). */
export async function releaseOrderCoupon(tx: Database, order: { id: number; couponId: number | null }) {
  if (!order.couponId) return;
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.checkout, orderCheckout(order.id)));
  await recount(tx, order.couponId);
}
