import { WITHDRAWAL_DAYS } from '@aula/contracts';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';

const { subscriptions, orders } = schema;
type SubscriptionRow = typeof subscriptions.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * The right of withdrawal (CDC art. 49) of a paid subscription: while within WITHDRAWAL_DAYS of its
 * first payment — counted from the subscription a plan change started from —, every charge paid
 * since can be refunded. Null outside the window.
 */
export async function withdrawalOf(db: Database, subscription: SubscriptionRow, now = new Date()) {
  if (subscription.grantedById || !subscription.providerSubscriptionId) return null;
  const chain = [subscription.id];
  let previous = subscription.replacesSubscriptionId;
  while (previous && !chain.includes(previous)) {
    chain.push(previous);
    const [row] = await db
      .select({ replaces: subscriptions.replacesSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.id, previous));
    previous = row?.replaces ?? null;
  }
  const paid = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.subscriptionId, chain), eq(orders.status, 'paid'), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const first = paid[0];
  if (!first) return null;
  const until = new Date(first.paidAt!.getTime() + WITHDRAWAL_DAYS * DAY_MS);
  if (now > until) return null;
  // What is still on the card: a change to a cheaper plan may have given part of a charge back.
  const refundCents = paid.reduce((sum, order) => sum + order.amountCents - order.refundedCents, 0);
  return { until, orders: paid, refundCents };
}
