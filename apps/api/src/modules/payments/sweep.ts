import { and, eq, lte, isNotNull } from 'drizzle-orm';
import { schema } from '@aula/db';
import { releaseStaleCoupons } from './coupons';
import { sweepOrders } from './order-renewals';
import { reconcileCustomers } from './reconcile';
import type { PaymentDeps } from './deps';
import type { WebhookService } from './webhooks-service';

const { subscriptions } = schema;
const HOUR_MS = 3_600_000;

/**
 * Periodic work, safe on every instance: webhook events left unprocessed (crash, failure), the
 * comparison with the provider (reconcile.ts), coupon uses held by checkouts that died, and
 * period ends — a subscription canceled by its owner stops at the provider just before it would
 * renew, then expires; a granted one simply expires.
 */
export async function sweepPayments(deps: PaymentDeps & { webhooks: WebhookService }, now = new Date()) {
  await deps.webhooks.processPending();
  await reconcileCustomers(deps, now);
  await releaseStaleCoupons(deps.db, now);
  await sweepOrders(deps, now);
  const ending = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'canceled'),
        eq(subscriptions.cancelAtPeriodEnd, true),
        isNotNull(subscriptions.providerSubscriptionId),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + HOUR_MS)),
      ),
    );
  for (const subscription of ending) {
    await deps.provider.cancelSubscription(
      subscription.providerSubscriptionId!,
      { cancel_pending_invoices: true },
      {
        idempotencyKey: `period-end-${subscription.id}`,
      },
    );
  }
  await deps.db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(subscriptions.status, 'canceled'), lte(subscriptions.currentPeriodEnd, now)));
  await deps.db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNotNull(subscriptions.grantedById),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
}
