import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/job-queue';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequireAuth } from '../../plugins/auth';
import { deletionRefund } from './account-deletion';
import { checkoutService } from './checkout-service';
import type { PaymentDeps } from './deps';
import { ordersService } from './orders-service';
import type { JwksSource } from './provider/webhook-signature';
import type { Company } from './receipts';
import { paymentsRoutes } from './routes';
import { subscriptionService } from './subscription-service';
import { sweepPayments } from './sweep';
import { webhookService } from './webhooks-service';

const PAYMENTS_SWEEP = 'payments-sweep';
/** Once a minute across all instances: an event a crash left `processing` (30 s stale claim) waits at most two. */
const SWEEP_CRON = '* * * * *';

/**
 * Checkout, the subscription's actions, one-off orders and the provider's webhooks, each a service
 * over the one provider port; the sweep that catches up with the provider runs every minute.
 */
export function registerPayments(
  app: FastifyInstance,
  deps: PaymentDeps & {
    jwks: JwksSource;
    requireAuth: RequireAuth;
    company: Company;
    rateLimiter: RateLimiter;
    jobs: JobQueue;
  },
) {
  const webhooks = webhookService({ ...deps, log: app.log });
  const subscription = subscriptionService(deps);
  const orders = ordersService(deps);
  paymentsRoutes(app, { ...deps, checkout: checkoutService(deps), subscription, orders, webhooks });

  // No retries: the next period runs it again anyway.
  deps.jobs.define(PAYMENTS_SWEEP, () => sweepPayments({ ...deps, webhooks }), 0);
  deps.jobs.every(PAYMENTS_SWEEP, SWEEP_CRON);
  return { webhooks, deletionRefund: deletionRefund(subscription, orders) };
}
