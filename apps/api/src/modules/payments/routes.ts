import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentOrderRoutes, paymentRoutes } from '@aula/contracts';
import { randomUUID } from 'node:crypto';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { CheckoutService } from './checkout-service';
import type { LifecycleService } from './lifecycle';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { WebhookService } from './webhooks';
import type { PaymentOrdersService } from './orders';

const tags = ['pagamentos'];
/** Provider events are a few KiB; nothing bigger is worth reading before the signature check. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;
const WEBHOOK_RATE = { limit: 600, windowSeconds: 60 };
const keyOf = (headers: Record<string, unknown>) => {
  const key = headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
};

export function paymentsRoutes(
  app: FastifyInstance,
  deps: {
    checkout: CheckoutService;
    lifecycle: LifecycleService;
    webhooks: WebhookService;
    paymentOrders: PaymentOrdersService;
    requireAuth: RequireAuth;
    rateLimiter: RateLimiter;
  },
) {
  const { checkout, lifecycle, webhooks, requireAuth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teacher = requireAuth({ roles: ['teacher'] });

  const meta = { tags };

  r.route({
    ...fromContract(paymentRoutes.plans, { tags }),
    handler: () => checkout.plans(),
  });
  r.route({
    ...fromContract(paymentRoutes.plan, { tags }),
    handler: (request) => checkout.plan(request.params.id),
  });
  r.route({
    ...fromContract(paymentRoutes.paymentData, meta),
    onRequest: teacher,
    handler: (request) => checkout.paymentData(authOf(request).user),
  });
  r.route({
    ...fromContract(paymentRoutes.savePaymentData, meta),
    onRequest: teacher,
    handler: (request) => checkout.savePaymentData(authOf(request).user, request.body),
  });
  r.route({
    ...fromContract(paymentRoutes.validateCoupon, meta),
    onRequest: teacher,
    handler: (request) => checkout.validateCoupon(request.body.code, request.body.subscription_plan),
  });
  r.route({
    ...fromContract(paymentRoutes.subscribe, meta),
    onRequest: teacher,
    handler: async (request, reply) => {
      const result = await checkout.subscribe(authOf(request).user, request.body, keyOf(request.headers));
      // A replay answers whatever was stored first (a declined card's 400 included).
      return reply.status(result.statusCode as never).send(result.body as never);
    },
  });
  r.route({
    ...fromContract(paymentRoutes.subscriptionInfo, meta),
    onRequest: teacher,
    handler: (request) => lifecycle.info(authOf(request).user),
  });
  r.route({
    ...fromContract(paymentRoutes.charges, meta),
    onRequest: teacher,
    handler: (request) => lifecycle.charges(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(paymentRoutes.receipt, meta),
    onRequest: teacher,
    handler: (request) => checkout.receipt(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(paymentRoutes.changePlanPreview, meta),
    onRequest: teacher,
    handler: (request) =>
      lifecycle.preview(authOf(request).user, request.query['target-subscription-plan-id']),
  });
  r.route({
    ...fromContract(paymentRoutes.changePlan, meta),
    onRequest: teacher,
    handler: async (request, reply) => {
      const result = await checkout.changePlan(authOf(request).user, request.body, keyOf(request.headers));
      return reply.status(result.statusCode as never).send(result.body as never);
    },
  });
  r.route({
    ...fromContract(paymentRoutes.updateCard, meta),
    onRequest: teacher,
    handler: (request) =>
      lifecycle.updateCard(
        authOf(request).user,
        request.body.card_token,
        keyOf(request.headers) ?? randomUUID(),
      ),
  });
  r.route({
    ...fromContract(paymentRoutes.cancel, meta),
    onRequest: teacher,
    handler: (request) => lifecycle.cancel(authOf(request).user, request.body.reason, request.body.refund),
  });
  r.route({
    ...fromContract(paymentRoutes.resume, meta),
    onRequest: teacher,
    handler: (request) => lifecycle.resume(authOf(request).user),
  });

  r.route({
    ...fromContract(paymentOrderRoutes.create, meta),
    onRequest: teacher,
    handler: async (request, reply) => {
      const result = await deps.paymentOrders.create(
        authOf(request).user,
        request.body,
        keyOf(request.headers),
      );
      // A replay answers whatever was stored first (a declined card's 400 included).
      return reply.status(result.statusCode as never).send(result.body as never);
    },
  });
  r.route({
    ...fromContract(paymentOrderRoutes.list, meta),
    onRequest: teacher,
    handler: (request) => deps.paymentOrders.list(authOf(request).user),
  });
  r.route({
    ...fromContract(paymentOrderRoutes.detail, meta),
    onRequest: teacher,
    handler: (request) => deps.paymentOrders.get(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(paymentOrderRoutes.refund, meta),
    onRequest: teacher,
    handler: (request) => deps.paymentOrders.refund(authOf(request).user, request.params.id, request.body),
  });

  // The signature covers the exact bytes, so this route keeps the body as a string.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      ...fromContract(paymentRoutes.pagarmeWebhook, meta),
      bodyLimit: WEBHOOK_BODY_LIMIT,
      onRequest: async (request) => {
        await deps.rateLimiter.consume({ key: `webhook:ip:${request.ip}`, ...WEBHOOK_RATE });
      },
      handler: async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        const result = await webhooks.receive(body, request.headers);
        if (!result.accepted) {
          return result.reason === 'unsigned'
            ? reply.status(401).send({ detail: 'Assinatura do webhook inválida.' })
            : reply.status(400).send({ detail: 'Evento de webhook malformado.' });
        }
        // Answered at once: a job processes the stored event (the sweep picks up what it misses).
        return reply.status(200).send({ status: 'OK' });
      },
    });
  });
}
