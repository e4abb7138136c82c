import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { claimCoupon } from './coupons';
import type { PaymentDeps } from './deps';
import type { PagarmeSubscription } from './provider/types';
import { alreadySubscribed, cardDeclined } from './refusals';
import { undoRemoteSubscription } from './remote';
import { isLive } from './subscription-status';

const { subscriptions } = schema;

export async function liveSubscription(db: Database, userId: number) {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const now = new Date();
  return rows.find((s) => isLive(s, now));
}

export async function requireLive(db: Database, user: UserRow) {
  const subscription = await liveSubscription(db, user.id);
  if (!subscription) throw notFound('Você não tem uma assinatura ativa.');
  return subscription;
}

/** The terms a provider subscription was created with, enough to write its local row. */
export interface LocalTerms {
  subscriptionPlanId: number;
  priceCents: number;
  discountCents: number;
  couponId: number | null;
  replacesSubscriptionId?: number;
}

/**
 * Writes the local row of a subscription the provider has (claiming its coupon's use), and a plan
 * change ends the subscription it replaces in the same transaction. When the row cannot be kept
 * (another live subscription got there first), it is undone at the provider, never dropped silently.
 */
export async function recordSubscription(
  deps: PaymentDeps,
  userId: number,
  remote: PagarmeSubscription,
  terms: LocalTerms,
) {
  const { db, provider } = deps;
  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, remote.id));
  if (existing) return existing.id;
  const inserted = await db.transaction(async (tx) => {
    if (terms.replacesSubscriptionId) {
      await expireReplacedSubscription(tx, userId, terms.replacesSubscriptionId);
    }
    const rows = await tx
      .insert(subscriptions)
      .values({
        userId,
        subscriptionPlanId: terms.subscriptionPlanId,
        status: 'pending',
        providerSubscriptionId: remote.id,
        providerCustomerId: remote.customer.id,
        providerCardId: remote.card?.id ?? null,
        cardBrand: remote.card?.brand ?? null,
        cardLast4: remote.card?.last_four_digits ?? null,
        couponId: terms.couponId,
        priceCents: terms.priceCents,
        discountCents: terms.discountCents,
        replacesSubscriptionId: terms.replacesSubscriptionId ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    const row = rows[0];
    if (terms.couponId && row) {
      await claimCoupon(tx, terms.couponId, remote.code ?? `subscription-${row.id}`, row.id);
    }
    return rows[0];
  });
  if (inserted) return inserted.id;
  const [raced] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, remote.id));
  if (raced) return raced.id;
  await undoRemoteSubscription(provider, remote.id, { refund: true, reason: 'duplicada' });
  throw alreadySubscribed();
}

async function expireReplacedSubscription(tx: Database, userId: number, replacedId: number) {
  await tx
    .update(subscriptions)
    .set({
      status: 'expired',
      cancelReason: 'Mudança de plano',
      canceledAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, replacedId), eq(subscriptions.userId, userId)));
}

/** A subscription whose first charge the issuer refused ends the checkout with the card's 400. */
export async function refuseIfDeclined(db: Database, localId: number) {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, localId));
  if (row?.status === 'failed') throw cardDeclined();
}
