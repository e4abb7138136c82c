import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentOrderRoutes, paymentRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequireAuth } from '../../plugins/auth';
import type { CheckoutService } from './checkout-service';
import type { OrdersService } from './orders-service';
import type { SubscriptionService } from './subscription-service';
import type { WebhookService } from './webhooks-service';

const tags = ['pagamentos'];
/** Provider events are a few KiB; nothing bigger is worth reading before the signature check. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;
const WEBHOOK_RATE = { limit: 600, windowSeconds: 60 };

const keyOf = (request: FastifyRequest) => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
};

/** The teacher's checkout, subscription and one-off orders, and the provider's webhook. */
export function paymentsRoutes(
  app: FastifyInstance,
  deps: {
    checkout: CheckoutService;
    subscription: SubscriptionService;
    orders: OrdersService;
    webhooks: WebhookService;
    requireAuth: RequireAuth;
    rateLimiter: RateLimiter;
    publicUrl: string;
  },
) {
  const { checkout, subscription, orders, webhooks, requireAuth, publicUrl } = deps;
  const route = contractRoutes(app, { tags, publicUrl });
  const teacher = requireAuth({ roles: ['teacher'] });

  route(paymentRoutes.plans, { handle: () => checkout.plans() });
  route(paymentRoutes.plan, { handle: ({ params }) => checkout.plan(params.id) });
  route(paymentRoutes.paymentData, { onRequest: teacher, handle: ({ user }) => checkout.paymentData(user) });
  route(paymentRoutes.savePaymentData, {
    onRequest: teacher,
    handle: ({ user, body }) => checkout.savePaymentData(user, body),
  });
  route(paymentRoutes.validateCoupon, {
    onRequest: teacher,
    handle: ({ body }) => checkout.validateCoupon(body.code, body.subscription_plan),
  });
  route(paymentRoutes.subscribe, {
    onRequest: teacher,
    handle: ({ user, body, request }) => checkout.subscribe(user, body, keyOf(request)),
  });
  route(paymentRoutes.receipt, {
    onRequest: teacher,
    handle: ({ user, params }) => checkout.receipt(user, params.id),
  });

  route(paymentRoutes.subscriptionInfo, {
    onRequest: teacher,
    handle: ({ user }) => subscription.info(user),
  });
  route(paymentRoutes.charges, {
    onRequest: teacher,
    handle: ({ user, params }) => subscription.charges(user, params.id),
  });
  route(paymentRoutes.changePlanPreview, {
    onRequest: teacher,
    handle: ({ user, query }) => subscription.preview(user, query['target-subscription-plan-id']),
  });
  route(paymentRoutes.changePlan, {
    onRequest: teacher,
    handle: ({ user, body, request }) => subscription.changePlan(user, body, keyOf(request)),
  });
  route(paymentRoutes.updateCard, {
    onRequest: teacher,
    handle: ({ user, body, request }) => subscription.updateCard(user, body.card_token, keyOf(request)),
  });
  route(paymentRoutes.cancel, {
    onRequest: teacher,
    handle: ({ user, body }) => subscription.cancel(user, body.reason, body.refund),
  });
  route(paymentRoutes.resume, { onRequest: teacher, handle: ({ user }) => subscription.resume(user) });

  route(paymentOrderRoutes.create, {
    onRequest: teacher,
    handle: ({ user, body, request }) => orders.create(user, body, keyOf(request)),
  });
  route(paymentOrderRoutes.list, { onRequest: teacher, handle: ({ user }) => orders.list(user) });
  route(paymentOrderRoutes.detail, {
    onRequest: teacher,
    handle: ({ user, params }) => orders.get(user, params.id),
  });
  route(paymentOrderRoutes.refund, {
    onRequest: teacher,
    handle: ({ user, params, body }) => orders.refund(user, params.id, body),
  });

  // The signature covers the exact bytes, so this route keeps the body as a string.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    contractRoutes(scope, { tags, publicUrl })(paymentRoutes.pagarmeWebhook, {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      onRequest: async (request) => {
        await deps.rateLimiter.consume({ key: `webhook:ip:${request.ip}`, ...WEBHOOK_RATE });
      },
      handle: async ({ request, reply }) => {
        const body = typeof request.body === 'string' ? request.body : '';
        const result = await webhooks.receive(body, request.headers);
        if (!result.accepted) {
          return result.reason === 'unsigned'
            ? reply.status(401).send({ detail: 'Assinatura do webhook inválida.' })
            : reply.status(400).send({ detail: 'Evento de webhook malformado.' });
        }
        // Answered at once: a job processes the stored event (the sweep picks up what it misses).
        return { status: 'OK' };
      },
    });
  });
}
