import { eq } from 'drizzle-orm';
import { schema } from '@aula/db';
import { ApiError } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import type { PaymentDeps } from './deps';
import { subscriptionCanceledEmail } from './emails';
import { requireLive } from './subscription-records';
import { withdraw } from './withdrawal';

const { subscriptions, subscriptionPlans } = schema;

/**
 * Cancels at the end of the paid period: access stays until then and can be resumed. With
 * `refund`, inside the withdrawal window, it ends now and gives the money back instead.
 */
export async function cancelSubscription(
  deps: PaymentDeps,
  user: UserRow,
  reason: string | undefined,
  refund: boolean,
) {
  const { db } = deps;
  const subscription = await requireLive(db, user);
  if (refund && subscription.status !== 'pending') return withdraw(deps, user, subscription, reason);
  if (subscription.status === 'canceled') return;
  if (subscription.status === 'pending') {
    throw new ApiError(400, 'Aguarde a confirmação do primeiro pagamento para cancelar.', 'pending');
  }
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, subscription.subscriptionPlanId));
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({
        status: 'canceled',
        cancelAtPeriodEnd: true,
        cancelReason: reason ?? null,
        canceledAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.id, subscription.id));
    if (user.email) {
      await deps.mailer.send(
        subscriptionCanceledEmail(user.email, user.firstName, plan!.name, subscription.currentPeriodEnd),
        tx,
      );
    }
  });
}

/** Undoes a cancellation at the period end, before that end. */
export async function resumeSubscription(deps: PaymentDeps, user: UserRow) {
  const subscription = await requireLive(deps.db, user);
  if (subscription.status !== 'canceled' || !subscription.cancelAtPeriodEnd) {
    throw new ApiError(400, 'Não há cancelamento para desfazer.', 'not_canceled');
  }
  await deps.db
    .update(subscriptions)
    .set({
      status: 'active',
      cancelAtPeriodEnd: false,
      cancelReason: null,
      canceledAt: null,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, subscription.id));
}
