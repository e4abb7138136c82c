import { eq } from 'drizzle-orm';
import { schema } from '@aula/db';
import type { PaymentDeps } from './deps';
import { forgetKey, unfinishedKeys } from './idempotency';
import { findPaymentData } from './payment-data';
import type { PagarmeSubscription } from './provider/types';
import { checkoutCode, findByCode } from './remote';
import { recordSubscription, type LocalTerms } from './subscription-records';
import { syncSubscription } from './subscription-sync';

type PlanRow = typeof schema.subscriptionPlans.$inferSelect;

/** What a checkout wrote in the provider's metadata: enough to rebuild its local row. */
function termsFromMetadata(remote: PagarmeSubscription, plan: PlanRow): LocalTerms {
  const couponId = Number(remote.metadata?.coupon_id);
  const replaces = Number(remote.metadata?.replaces);
  const discount = remote.discounts?.find((d) => d.discount_type === 'flat');
  return {
    subscriptionPlanId: plan.id,
    priceCents: plan.priceCents,
    discountCents: discount?.value ?? 0,
    couponId: Number.isInteger(couponId) && couponId > 0 ? couponId : null,
    ...(Number.isInteger(replaces) && replaces > 0 ? { replacesSubscriptionId: replaces } : {}),
  };
}

/**
 * Asks the provider what happened under a checkout key whose request never finished (a crash):
 * the subscription it created, if any, gets its local row and its real state.
 */
export async function recoverCheckout(deps: PaymentDeps, userId: number, scope: string, key: string) {
  const { db, provider } = deps;
  const data = await findPaymentData(db, userId);
  const remote = await findByCode(provider, data?.providerCustomerId, checkoutCode(userId, scope, key));
  if (!remote) return undefined;
  const planId = Number(remote.metadata?.subscription_plan_id);
  const [plan] = await db
    .select()
    .from(schema.subscriptionPlans)
    .where(eq(schema.subscriptionPlans.id, planId));
  if (!plan || remote.status === 'canceled') return undefined;
  const id = await recordSubscription(deps, userId, remote, termsFromMetadata(remote, plan));
  await syncSubscription(deps, remote.id);
  return id;
}

/**
 * Checkouts of this user that a crash left "in progress" under other keys (the "start over" after
 * an unknown outcome): what the provider did with them becomes local before anything new is tried,
 * so a teacher who already paid is never charged again. Only called under the user's payment lock,
 * so none of them is still running.
 */
export async function settleAbandonedCheckouts(deps: PaymentDeps, userId: number, currentKey: string) {
  const stale = await unfinishedKeys(deps.db, userId, ['subscribe', 'change-plan'], currentKey);
  for (const row of stale) {
    // Whatever it found, the key is settled: replaying it now meets the subscription it created.
    await recoverCheckout(deps, userId, row.scope, row.key);
    await forgetKey(deps.db, userId, row.scope, row.key);
  }
}
