import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import type { PaymentProvider } from './provider/types';
import { UNENDED_STATUSES } from './subscription-status';

const { subscriptions } = schema;

/**
 * Before an account is erased: its live subscriptions stop at the provider, so nobody is charged
 * for an account that no longer exists. The rows stay, anonymised by the user deletion.
 */
export function cancelSubscriptionsOnDeletion(db: Database, provider: PaymentProvider) {
  return async (userId: number) => {
    const live = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...UNENDED_STATUSES])));
    for (const subscription of live) {
      if (subscription.providerSubscriptionId) {
        await provider.cancelSubscription(
          subscription.providerSubscriptionId,
          { cancel_pending_invoices: true },
          {
            idempotencyKey: `account-deleted-${subscription.id}`,
          },
        );
      }
      await db
        .update(subscriptions)
        .set({
          status: 'expired',
          cancelReason: 'Conta excluída',
          canceledAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, subscription.id));
    }
  };
}
