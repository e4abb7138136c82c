import { and, desc, eq } from 'drizzle-orm';
import type { ChangePlanPreview } from '@aula/contracts';
import { schema } from '@aula/db';
import { ApiError } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { recoverCheckout, settleAbandonedCheckouts } from './checkout-recovery';
import type { PaymentDeps } from './deps';
import type { Attempt } from './idempotency';
import { findPlan } from './plans';
import { addInterval, prorateChange } from './pricing';
import { providerPlanFor } from './provider-plan';
import { cardDeclined } from './refusals';
import { checkoutCode, undoRemoteSubscription } from './remote';
import { recordSubscription, requireLive } from './subscription-records';
import { syncSubscription } from './subscription-sync';

const { subscriptions, subscriptionPlans, orders } = schema;

const planOf = (plan: typeof subscriptionPlans.$inferSelect) => ({
  id: plan.id,
  name: plan.name,
  price_cents: plan.priceCents,
  interval: plan.interval,
});

/** The change as the server computes it, with what the change itself needs beyond the preview. */
async function quote(deps: PaymentDeps, user: UserRow, targetPlanId: number, now = new Date()) {
  const { db } = deps;
  const subscription = await requireLive(db, user);
  if (subscription.status !== 'active' || subscription.grantedById) {
    throw new ApiError(
      400,
      'Só é possível mudar de plano com uma assinatura ativa e paga.',
      'not_changeable',
    );
  }
  if (subscription.subscriptionPlanId === targetPlanId) {
    throw new ApiError(400, 'Você já está neste plano.', 'same_plan');
  }
  const { plan: target } = await findPlan(db, targetPlanId, { publicOnly: true });
  const [current] = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, subscription.subscriptionPlanId));
  const [lastPaid] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.subscriptionId, subscription.id), eq(orders.status, 'paid')))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  const proration = prorateChange(
    {
      paidCents: lastPaid?.amountCents ?? 0,
      start: subscription.currentPeriodStart ?? now,
      end: subscription.currentPeriodEnd ?? now,
    },
    target.priceCents,
    now,
  );
  const preview: ChangePlanPreview = {
    current_plan: planOf(current!),
    target_plan: planOf(target),
    credit_cents: proration.appliedCreditCents,
    refund_cents: lastPaid?.providerChargeId ? proration.refundCents : 0,
    amount_due_cents: proration.amountDueCents,
    new_price_cents: target.priceCents,
    next_billing_at: addInterval(now, target.interval, target.intervalCount).toISOString(),
  };
  return { preview, subscription, target, refundFrom: lastPaid?.providerChargeId ?? null };
}

export async function previewPlanChange(deps: PaymentDeps, user: UserRow, targetPlanId: number) {
  return (await quote(deps, user, targetPlanId)).preview;
}

/**
 * v5 has no plan change: the old subscription ends at the provider and a new one starts now,
 * its first charge reduced by the prorated credit (recomputed here, never taken from the client).
 */
export async function changePlan(
  deps: PaymentDeps,
  user: UserRow,
  targetPlanId: number,
  { key, recovering }: Attempt,
) {
  const { db, provider } = deps;
  if (recovering) {
    const recovered = await recoverCheckout(deps, user.id, 'change-plan', key);
    if (recovered) return finishChange(deps, recovered);
  }
  // A change a crash left unfinished under another key is settled before a new one is tried.
  await settleAbandonedCheckouts(deps, user.id, key);
  const { preview, subscription, target, refundFrom } = await quote(deps, user, targetPlanId);
  const providerPlanId = await providerPlanFor(db, provider, target);
  const remote = await provider.createSubscription(
    {
      plan_id: providerPlanId,
      customer_id: subscription.providerCustomerId!,
      payment_method: 'credit_card',
      card_id: subscription.providerCardId!,
      code: checkoutCode(user.id, 'change-plan', key),
      ...(preview.credit_cents > 0
        ? { discounts: [{ value: preview.credit_cents, discount_type: 'flat' as const, cycles: 1 }] }
        : {}),
      metadata: {
        user_id: String(user.id),
        subscription_plan_id: String(target.id),
        replaces: String(subscription.id),
        // Kept with the new subscription, so a change a crash interrupted still refunds it.
        ...(preview.refund_cents > 0 && refundFrom
          ? { refund_cents: String(preview.refund_cents), refund_charge: refundFrom }
          : {}),
      },
    },
    { idempotencyKey: `change-${user.id}-${key}` },
  );
  if (remote.status === 'failed') {
    // The new plan was not paid: the old subscription goes on untouched, the attempt ends there.
    await undoRemoteSubscription(provider, remote.id, { refund: false, reason: 'recusada' });
    throw cardDeclined();
  }
  const localId = await recordSubscription(deps, user.id, remote, {
    subscriptionPlanId: target.id,
    priceCents: target.priceCents,
    discountCents: preview.credit_cents,
    couponId: null,
    replacesSubscriptionId: subscription.id,
  });
  await finishChange(deps, localId);
}

/** The new plan's state from the provider, and the replaced subscription ended there too. */
async function finishChange(deps: PaymentDeps, localId: number) {
  const { db, provider } = deps;
  const [created] = await db.select().from(subscriptions).where(eq(subscriptions.id, localId));
  if (created?.providerSubscriptionId) await syncSubscription(deps, created.providerSubscriptionId);
  if (!created?.replacesSubscriptionId) return;
  const [old] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, created.replacesSubscriptionId));
  if (!old?.providerSubscriptionId) return;
  await undoRemoteSubscription(provider, old.providerSubscriptionId, {
    refund: false,
    reason: 'mudança de plano',
  });
  if (created.providerSubscriptionId) {
    await refundUnusedCredit(deps, created.providerSubscriptionId);
    await syncSubscription(deps, old.providerSubscriptionId);
  }
}

/**
 * The credit of the old plan the new one's first charge could not take, given back on the charge
 * it came from (the amount and charge travel in the new subscription's metadata). Once per change:
 * the provider replays the refund under the same key.
 */
async function refundUnusedCredit({ provider }: PaymentDeps, providerSubscriptionId: string) {
  const remote = await provider.getSubscription(providerSubscriptionId);
  const cents = Number(remote.metadata?.refund_cents);
  const charge = remote.metadata?.refund_charge;
  if (!charge || !Number.isInteger(cents) || cents <= 0) return;
  await provider.refundCharge(charge, { amount: cents }, { idempotencyKey: `change-refund-${remote.id}` });
}
