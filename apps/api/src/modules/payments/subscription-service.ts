import { randomUUID } from 'node:crypto';
import { ApiError } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { cancelSubscription, resumeSubscription } from './cancel-subscription';
import { changeCard } from './change-card';
import { changePlan, previewPlanChange } from './change-plan';
import type { PaymentDeps } from './deps';
import { idempotent } from './idempotency';
import { withPaymentLock } from './payment-lock';
import { liveSubscription } from './subscription-records';
import { chargesOf, subscriptionInfo } from './subscription-info';
import { withdraw, withdrawalOf } from './withdrawal';

/**
 * The teacher's subscription after checkout, one action per file: change plan, change card,
 * cancel and resume, the withdrawal. Every action that moves money or state runs as the user's
 * only payment operation and answers "Minha assinatura" as it then stands.
 */
export function subscriptionService(deps: PaymentDeps) {
  const { db } = deps;
  const info = (user: UserRow) => subscriptionInfo(db, user);
  /** For actions without an Idempotency-Key: each attempt is its own holder of the lock. */
  const locked = <T>(user: UserRow, action: string, work: () => Promise<T>) =>
    withPaymentLock(db, user.id, `${action}:${randomUUID()}`, work);

  return {
    info,

    charges: (user: UserRow, subscriptionId: number) => chargesOf(db, user, subscriptionId),

    preview: (user: UserRow, targetPlanId: number) => previewPlanChange(deps, user, targetPlanId),

    changePlan: (user: UserRow, input: { target_subscription_plan_id: number }, key: string | undefined) =>
      idempotent(
        db,
        { userId: user.id, scope: 'change-plan', key, request: input, status: 200 },
        async (attempt) => {
          await changePlan(deps, user, input.target_subscription_plan_id, attempt);
          return info(user);
        },
      ),

    /** Without an Idempotency-Key, the provider calls get one of their own. */
    updateCard: (user: UserRow, cardToken: string, clientKey: string | undefined) => {
      const key = clientKey ?? randomUUID();
      return withPaymentLock(db, user.id, `card:${key}`, async () => {
        const chargedCents = await changeCard(deps, user, cardToken, key);
        return { ...(await info(user)), charged_cents: chargedCents };
      });
    },

    cancel: (user: UserRow, reason: string | undefined, refund = false) =>
      locked(user, 'cancel', async () => {
        await cancelSubscription(deps, user, reason, refund);
        return info(user);
      }),

    resume: (user: UserRow) =>
      locked(user, 'resume', async () => {
        await resumeSubscription(deps, user);
        return info(user);
      }),

    /** The refund (CDC art. 49) still open to the person, for the account deletion dialog. */
    async withdrawalOffer(userId: number) {
      const subscription = await liveSubscription(db, userId);
      const window = subscription ? await withdrawalOf(db, subscription) : null;
      return window ? { until: window.until.toISOString(), refund_cents: window.refundCents } : null;
    },

    /**
     * Deleting the account within the withdrawal window, asking for the money back: the same
     * refund as the cancel dialog's, before the account goes (400 once the window has closed).
     */
    withdrawBeforeDeletion: (user: UserRow) =>
      locked(user, 'delete', async () => {
        const subscription = await liveSubscription(db, user.id);
        if (!subscription || subscription.status === 'pending') {
          throw new ApiError(400, 'Não há pagamento para reembolsar.', 'withdrawal_window_closed');
        }
        await withdraw(deps, user, subscription, 'Conta excluída (direito de arrependimento)');
      }),
  };
}

export type SubscriptionService = ReturnType<typeof subscriptionService>;
