import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@aula/db';
import { ApiError } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import type { PaymentDeps } from './deps';
import { providerCardFor, providerCustomerFor } from './provider-customer';
import { requireLive } from './subscription-records';
import { syncSubscription } from './subscription-sync';

const { subscriptions, orders } = schema;

/**
 * A new card for the next charges; a past-due subscription retries its open invoice with it.
 * Answers what that retry charged, or null.
 */
export async function changeCard(deps: PaymentDeps, user: UserRow, cardToken: string, key: string) {
  const { db, provider } = deps;
  const subscription = await requireLive(db, user);
  if (!subscription.providerSubscriptionId)
    throw new ApiError(400, 'Esta assinatura não usa cartão.', 'no_card');
  const customer = await providerCustomerFor(db, provider, user, key);
  const card = await providerCardFor(provider, user, customer, cardToken, key);
  await provider.updateSubscriptionCard(subscription.providerSubscriptionId, card.id, {
    idempotencyKey: `card-change-${user.id}-${key}`,
  });
  await db
    .update(subscriptions)
    .set({
      providerCardId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last_four_digits,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, subscription.id));
  if (subscription.status !== 'past_due') return null;
  const [failed] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.subscriptionId, subscription.id), eq(orders.status, 'failed')))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (failed?.providerChargeId) {
    await provider.retryCharge(failed.providerChargeId, {
      idempotencyKey: `retry-${failed.providerChargeId}-${key}`,
    });
  }
  await syncSubscription(deps, subscription.providerSubscriptionId);
  if (!failed) return null;
  const [after] = await db.select().from(orders).where(eq(orders.id, failed.id));
  return after?.status === 'paid' ? after.amountCents : null;
}
