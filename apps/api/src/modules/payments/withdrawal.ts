import { WITHDRAWAL_DAYS } from '@aula/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { ApiError } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import type { PaymentDeps } from './deps';
import { withdrawalEmail } from './emails';
import { undoRemoteSubscription } from './remote';

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

/**
 * Right of withdrawal: ends the subscription now, at the provider too, and refunds there every
 * charge paid since the first payment.
 */
export async function withdraw(
  deps: PaymentDeps,
  user: UserRow,
  subscription: SubscriptionRow,
  reason: string | undefined,
) {
  const { db, provider } = deps;
  const window = await withdrawalOf(db, subscription);
  if (!window) {
    throw new ApiError(
      400,
      `O prazo de arrependimento (${WITHDRAWAL_DAYS} dias após o primeiro pagamento) já passou. Você pode cancelar ao fim do período.`,
      'withdrawal_window_closed',
    );
  }
  for (const order of window.orders) {
    if (!order.providerChargeId) continue;
    await provider.refundCharge(
      order.providerChargeId,
      { operation_reference: 'arrependimento' },
      { idempotencyKey: `withdrawal-${order.id}` },
    );
  }
  await undoRemoteSubscription(provider, subscription.providerSubscriptionId!, {
    refund: false,
    reason: 'arrependimento',
  });
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ status: 'refunded', refundedCents: sql`${orders.amountCents}`, updatedAt: now })
      .where(
        inArray(
          orders.id,
          window.orders.map((order) => order.id),
        ),
      );
    await tx
      .update(subscriptions)
      .set({
        status: 'expired',
        cancelAtPeriodEnd: false,
        cancelReason: reason ?? 'Direito de arrependimento',
        canceledAt: now,
        currentPeriodEnd: now,
        refundedAt: now,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, subscription.id));
    if (user.email) {
      await deps.mailer.send(withdrawalEmail(user.email, user.firstName, window.refundCents), tx);
    }
  });
}
