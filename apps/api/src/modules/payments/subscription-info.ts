import { and, desc, eq, inArray } from 'drizzle-orm';
import type { UserSubscriptionInfo } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { graceUntil, recurringPriceCents } from './pricing';
import { liveSubscription } from './subscription-records';
import { withdrawalOf } from './withdrawal';

const { subscriptions, subscriptionPlans, orders, coupons } = schema;
type SubscriptionRow = typeof subscriptions.$inferSelect;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** What the next renewal charges: the plan's price, less a coupon that applies forever. */
async function nextAmount(db: Database, subscription: SubscriptionRow, priceCents: number) {
  if (!subscription.couponId) return priceCents;
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, subscription.couponId));
  return recurringPriceCents(priceCents, coupon);
}

/** The last charge of a past-due subscription that did not go through; else the plan's price. */
async function openAmount(db: Database, subscription: SubscriptionRow, priceCents: number) {
  const [unpaid] = await db
    .select({ amountCents: orders.amountCents })
    .from(orders)
    .where(and(eq(orders.subscriptionId, subscription.id), inArray(orders.status, ['failed', 'pending'])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return unpaid?.amountCents ?? (await nextAmount(db, subscription, priceCents));
}

/** "Minha assinatura": the live subscription, what it charges next and what can still be undone. */
export async function subscriptionInfo(db: Database, user: UserRow): Promise<UserSubscriptionInfo> {
  const subscription = await liveSubscription(db, user.id);
  if (!subscription) return { subscription: null, payment_information_updated: true };
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, subscription.subscriptionPlanId));
  const renews =
    subscription.status === 'active' && !subscription.cancelAtPeriodEnd && !subscription.grantedById;
  return {
    payment_information_updated: subscription.status !== 'past_due',
    subscription: {
      id: subscription.id,
      status: subscription.status,
      plan: { id: plan!.id, name: plan!.name, price_cents: plan!.priceCents, interval: plan!.interval },
      current_period_start: iso(subscription.currentPeriodStart),
      current_period_end: iso(subscription.currentPeriodEnd),
      next_billing_at: renews ? iso(subscription.currentPeriodEnd) : null,
      next_amount_cents: renews ? await nextAmount(db, subscription, plan!.priceCents) : null,
      open_amount_cents:
        subscription.status === 'past_due' ? await openAmount(db, subscription, plan!.priceCents) : null,
      grace_until:
        subscription.status === 'past_due'
          ? graceUntil(subscription.pastDueSince ?? subscription.updatedAt).toISOString()
          : null,
      card:
        subscription.cardBrand && subscription.cardLast4
          ? { brand: subscription.cardBrand, last_four_digits: subscription.cardLast4 }
          : null,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      granted: subscription.grantedById !== null,
      billing: subscription.billing,
      payment_method: subscription.paymentMethod,
      installments: subscription.installments,
      withdrawal: await withdrawalOf(db, subscription).then((w) =>
        w ? { until: w.until.toISOString(), refund_cents: w.refundCents } : null,
      ),
    },
  };
}

/** Every charge of the teacher's (one-off orders included), newest first. */
export async function chargesOf(db: Database, user: UserRow, subscriptionId: number) {
  const [subscription] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, user.id)));
  if (!subscription) throw notFound('Assinatura não encontrada.');
  const rows = await db
    .select({ order: orders, planName: subscriptionPlans.name })
    .from(orders)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, orders.subscriptionPlanId))
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(({ order, planName }) => ({
    id: order.id,
    kind: order.kind,
    amount_cents: order.amountCents,
    discount_cents: order.discountCents,
    refunded_cents: order.refundedCents,
    status: order.status,
    paid_at: iso(order.paidAt),
    created_at: order.createdAt.toISOString(),
    plan_name: planName,
    payment_method: order.paymentMethod,
    installments: order.installments,
  }));
}
