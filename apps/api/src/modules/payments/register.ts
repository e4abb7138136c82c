import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/job-queue';
import type { RateLimiter } from '../../lib/rate-limiter';
import { ApiError } from '../../lib/errors';
import type { RequireAuth } from '../../plugins/auth';
import type { UserRow } from '../../lib/auth-context';
import { lifecycleService } from './lifecycle';
import type { JwksSource } from './provider/webhook-signature';
import type { Company } from './receipts';
import { paymentsRoutes } from './routes';
import { sweepPayments } from './sweep';
import type { SyncDeps } from './sync';
import { webhookService } from './webhooks';
import { checkoutService } from './checkout-service';
import { paymentOrdersService } from './orders';

const PAYMENTS_SWEEP = 'payments-sweep';
/** Once a minute across all instances: an event a crash left `processing` (30 s stale claim) waits at most two. */
const SWEEP_CRON = '* * * * *';

export function registerPayments(
  app: FastifyInstance,
  deps: SyncDeps & {
    jwks: JwksSource;
    requireAuth: RequireAuth;
    company: Company;
    rateLimiter: RateLimiter;
    jobs: JobQueue;
  },
) {
  const webhooks = webhookService({ ...deps, log: app.log });
  const lifecycle = lifecycleService(deps);
  const checkout = checkoutService({ ...deps, lifecycle });
  const paymentOrders = paymentOrdersService(deps);
  paymentsRoutes(app, { ...deps, checkout, lifecycle, webhooks, paymentOrders });

  // No retries: the next period runs it again anyway.
  deps.jobs.define(PAYMENTS_SWEEP, () => sweepPayments({ ...deps, webhooks }), 0);
  deps.jobs.every(PAYMENTS_SWEEP, SWEEP_CRON);
  return { webhooks, lifecycle, paymentOrders, deletionRefund: deletionRefund(lifecycle, paymentOrders) };
}

/**
 * The right of withdrawal offered when the account is deleted: a card subscription's charges, else
 * a Pix or card order of the annual plan.
 */
function deletionRefund(
  lifecycle: ReturnType<typeof lifecycleService>,
  paymentOrders: ReturnType<typeof paymentOrdersService>,
) {
  return {
    async offer(userId: number) {
      const fromSubscription = await lifecycle.withdrawalOffer(userId);
      if (fromSubscription) return fromSubscription;
      const refundable = await paymentOrders.refundableOnDeletion(userId);
      return refundable
        ? { until: refundable.until.toISOString(), refund_cents: refundable.order.amountCents }
        : null;
    },
    async perform(user: UserRow) {
      if (await lifecycle.withdrawalOffer(user.id)) return lifecycle.withdrawBeforeDeletion(user);
      const refundable = await paymentOrders.refundableOnDeletion(user.id);
      if (!refundable) {
        throw new ApiError(400, 'Não há pagamento para reembolsar.', 'withdrawal_window_closed');
      }
      await paymentOrders.refund(user, refundable.order.id, {
        reason: 'Conta excluída (direito de arrependimento)',
      });
    },
  };
}
