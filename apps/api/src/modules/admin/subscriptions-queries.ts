import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminOrder, AdminSubscription } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { iso, personOf } from './shared';

const { subscriptions, subscriptionPlans, users, orders } = schema;
const granter = alias(users, 'granter');

export const personColumns = (t: typeof users | typeof granter) => ({
  id: t.id,
  email: t.email,
  firstName: t.firstName,
  lastName: t.lastName,
});

const subscriptionSelect = {
  s: subscriptions,
  planName: subscriptionPlans.name,
  user: personColumns(users),
  granter: personColumns(granter),
};

type SubscriptionJoin = {
  s: typeof subscriptions.$inferSelect;
  planName: string;
  user: Parameters<typeof personOf>[0];
  granter: Parameters<typeof personOf>[0];
};

export function toSubscription({ s, planName, user, granter: by }: SubscriptionJoin): AdminSubscription {
  return {
    id: s.id,
    user: personOf(user),
    plan: { id: s.subscriptionPlanId, name: planName },
    status: s.status,
    price_cents: s.priceCents,
    discount_cents: s.discountCents,
    provider_subscription_id: s.providerSubscriptionId,
    provider_customer_id: s.providerCustomerId,
    card_brand: s.cardBrand,
    card_last4: s.cardLast4,
    coupon_id: s.couponId,
    current_period_start: iso(s.currentPeriodStart),
    current_period_end: iso(s.currentPeriodEnd),
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_reason: s.cancelReason,
    canceled_at: iso(s.canceledAt),
    granted_by: personOf(by),
    grant_reason: s.grantReason,
    created_at: iso(s.createdAt)!,
    billing: s.billing,
    payment_method: s.paymentMethod,
    installments: s.installments,
  };
}

const orderSelect = { o: orders, planName: subscriptionPlans.name, user: personColumns(users) };
type OrderJoin = {
  o: typeof orders.$inferSelect;
  planName: string | null;
  user: Parameters<typeof personOf>[0];
};

export function toOrder({ o, planName, user }: OrderJoin): AdminOrder {
  return {
    id: o.id,
    user: personOf(user),
    subscription_id: o.subscriptionId,
    subscription_plan_name: planName,
    product_id: o.productId,
    kind: o.kind,
    amount_cents: o.amountCents,
    discount_cents: o.discountCents,
    refunded_cents: o.refundedCents,
    status: o.status,
    provider: o.provider,
    provider_invoice_id: o.providerInvoiceId,
    provider_charge_id: o.providerChargeId,
    paid_at: iso(o.paidAt),
    created_at: iso(o.createdAt)!,
    payment_method: o.paymentMethod,
    installments: o.installments,
    provider_order_id: o.providerOrderId,
    refund_requested_at: iso(o.refundRequestedAt),
    refund_bank_account: o.refundBankAccount,
  };
}

/** Subscriptions with their plan's name, subscriber and granter. */
export const selectSubscriptions = (db: Database) =>
  db
    .select(subscriptionSelect)
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.subscriptionPlanId))
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(granter, eq(granter.id, subscriptions.grantedById));

/** Orders with their plan's name and buyer. */
export const selectOrders = (db: Database) =>
  db
    .select(orderSelect)
    .from(orders)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, orders.subscriptionPlanId))
    .leftJoin(users, eq(users.id, orders.userId));
