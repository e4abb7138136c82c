import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/job-queue';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequireAuth } from '../../plugins/auth';
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
  return { webhooks, lifecycle, paymentOrders };
}
