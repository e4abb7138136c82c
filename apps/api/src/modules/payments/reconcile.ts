import { eq, or, sql } from 'drizzle-orm';
import { schema } from '@aula/db';
import { safeErrorMessage } from '../../lib/log-redaction';
import { PAYMENT_LOCK_TTL_MS } from './payment-lock';
import { liveRemoteSubscriptions, undoRemoteSubscription } from './remote';
import type { PaymentDeps } from './deps';
import { syncSubscription } from './subscription-sync';
import { isUnended } from './subscription-status';

const { subscriptions, userPaymentData, orphanSubscriptions } = schema;

/**
 * Customers compared with the provider per sweep (every 30 s): about three reads each, well under
 * the provider's 200 reads a minute.
 */
const RECONCILE_BATCH = 10;
/** A subscription younger than this may belong to a request still writing its row. */
export const ORPHAN_GRACE_MS = 10 * PAYMENT_LOCK_TTL_MS;

/**
 * Compares a batch of customers (least recently checked first) with the provider: every live local
 * subscription is synced from it (so a renewal whose webhook was lost still ends past_due), and a
 * live provider subscription no local row owns is cancelled there — refunded when nothing here ever
 * knew it — and recorded for staff.
 */
export async function reconcileCustomers(deps: PaymentDeps, now = new Date(), limit = RECONCILE_BATCH) {
  const { db, provider } = deps;
  // Claimed and marked in one statement (the least recently checked first): instances sweeping at
  // the same time take different customers, and one the provider keeps failing on waits its turn.
  const claimed = await db.execute<{ user_id: number; provider_customer_id: string }>(sql`
    update ${userPaymentData} set reconciled_at = ${now.toISOString()}::timestamptz
    where user_id in (
      select user_id from ${userPaymentData}
      where provider_customer_id is not null
      order by reconciled_at asc nulls first, user_id
      limit ${limit}
      for update skip locked)
    returning user_id, provider_customer_id`);
  const batch = claimed.rows.map((r) => ({ userId: Number(r.user_id), customerId: r.provider_customer_id }));
  for (const { userId, customerId } of batch) {
    // Marked first, so a customer the provider keeps failing on does not hold up the others.
    await db.update(userPaymentData).set({ reconciledAt: now }).where(eq(userPaymentData.userId, userId));
    const local = await db
      .select()
      .from(subscriptions)
      .where(or(eq(subscriptions.userId, userId), eq(subscriptions.providerCustomerId, customerId)));
    const owned = new Set(local.filter((s) => isUnended(s.status)).map((s) => s.providerSubscriptionId));
    const known = new Set(local.map((s) => s.providerSubscriptionId));
    for (const remote of await liveRemoteSubscriptions(provider, customerId)) {
      if (owned.has(remote.id)) continue;
      if (now.getTime() - Date.parse(remote.created_at) < ORPHAN_GRACE_MS) continue;
      const everKnown = known.has(remote.id);
      const found = {
        providerSubscriptionId: remote.id,
        providerCustomerId: customerId,
        userId,
        foundAt: now,
      };
      try {
        const refundedCents = await undoRemoteSubscription(provider, remote.id, {
          refund: !everKnown,
          reason: 'órfã',
        });
        await db
          .insert(orphanSubscriptions)
          .values({
            ...found,
            action: 'canceled',
            refundedCents,
            detail: everKnown
              ? 'Encerrada aqui, ainda ativa no provedor: cancelada no provedor.'
              : 'Sem assinatura local: cancelada e estornada no provedor.',
          })
          .onConflictDoNothing();
      } catch (error) {
        await db
          .insert(orphanSubscriptions)
          .values({
            ...found,
            action: 'reported',
            detail: `Não foi possível cancelar no provedor: ${safeErrorMessage(error)}`,
          })
          .onConflictDoNothing();
      }
    }
    for (const row of local) {
      if (row.providerSubscriptionId && isUnended(row.status)) {
        await syncSubscription(deps, row.providerSubscriptionId, now);
      }
    }
  }
  return batch.length;
}
