import type { FastifyInstance } from 'fastify';
import { errorFields } from '../../lib/log-redaction';
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

/** With the 30 s stale claim, an event a crash left `processing` is retried within a minute. */
const SWEEP_INTERVAL_MS = 30_000;

export function registerPayments(
  app: FastifyInstance,
  deps: SyncDeps & {
    jwks: JwksSource;
    requireAuth: RequireAuth;
    company: Company;
    rateLimiter: RateLimiter;
    sweepEveryMs?: number | false;
  },
) {
  const webhooks = webhookService({ ...deps, log: app.log });
  const lifecycle = lifecycleService(deps);
  const checkout = checkoutService({ ...deps, lifecycle });
  paymentsRoutes(app, { ...deps, checkout, lifecycle, webhooks });

  const every = deps.sweepEveryMs ?? SWEEP_INTERVAL_MS;
  if (every !== false) {
    const run = () =>
      sweepPayments({ ...deps, webhooks }).catch((error: unknown) =>
        app.log.error(errorFields(error), 'falha na varredura de pagamentos'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(run, every);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return { webhooks, lifecycle, sweep: () => sweepPayments({ ...deps, webhooks }) };
}
