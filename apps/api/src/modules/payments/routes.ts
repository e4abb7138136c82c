import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequestSchema,
  cancelSubscriptionRequestSchema,
  changePlanPreviewSchema,
  changePlanQuerySchema,
  changePlanRequestSchema,
  chargeSchema,
  couponValidationRequestSchema,
  couponValidationSchema,
  createSubscriptionRequestSchema,
  detailErrorSchema,
  paymentDataSchema,
  receiptSchema,
  subscriptionPlanSchema,
  userSubscriptionInfoSchema,
  updateCardRequestSchema,
  updateCardResponseSchema,
  idParamSchema,
} from '@aula/contracts';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../lib/errors';
import { authOf, type RequireAuth } from '../../plugins/auth';
import { checkCoupon } from './coupons';
import { onceper } from './idempotency';
import type { LifecycleService } from './lifecycle';
import { getPaymentData, savePaymentData } from './payment-data';
import { findPlan, listPublicPlans, toPlan } from './plans';
import { receiptOf, type Company } from './receipts';
import { subscribe } from './subscribe';
import type { SyncDeps } from './sync';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { WebhookService } from './webhooks';

const tags = ['pagamentos'];
const errors = {
  400: badRequestSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  409: detailErrorSchema,
  503: detailErrorSchema,
};
/** Provider events are a few KiB; nothing bigger is worth reading before the signature check. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;
const WEBHOOK_RATE = { limit: 600, windowSeconds: 60 };
const keyOf = (headers: Record<string, unknown>) => {
  const key = headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
};

export function paymentRoutes(
  app: FastifyInstance,
  deps: SyncDeps & {
    lifecycle: LifecycleService;
    webhooks: WebhookService;
    requireAuth: RequireAuth;
    company: Company;
    rateLimiter: RateLimiter;
  },
) {
  const { db, lifecycle, webhooks, requireAuth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teacher = requireAuth({ roles: ['teacher'] });

  r.get(
    '/api/payment/subscription-plans/',
    { schema: { tags, summary: 'Planos à venda', response: { 200: z.array(subscriptionPlanSchema) } } },
    () => listPublicPlans(db),
  );
  r.get(
    '/api/payment/subscription-plans/:id/',
    {
      schema: {
        tags,
        summary: 'Um plano',
        params: idParamSchema,
        response: { 200: subscriptionPlanSchema, 404: detailErrorSchema },
      },
    },
    async (request) => {
      const { plan, config } = await findPlan(db, request.params.id, { publicOnly: true });
      return toPlan(plan, config);
    },
  );
  r.get(
    '/api/payment/user-payment-data',
    {
      onRequest: teacher,
      schema: { tags, summary: 'Dados de cobrança', response: { 200: paymentDataSchema, ...errors } },
    },
    (request) => getPaymentData(db, authOf(request).user.id),
  );
  r.put(
    '/api/payment/user-payment-data',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Salva os dados de cobrança',
        body: paymentDataSchema,
        response: { 200: paymentDataSchema, ...errors },
      },
    },
    (request) => savePaymentData(db, authOf(request).user.id, request.body),
  );
  r.post(
    '/api/payment/coupon-codes',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Confere um cupom para um plano',
        body: couponValidationRequestSchema,
        response: { 200: couponValidationSchema, ...errors },
      },
    },
    async (request) => {
      const { plan } = await findPlan(db, request.body.subscription_plan, { publicOnly: true });
      const { coupon, discountCents, totalCents } = await checkCoupon(db, request.body.code, plan);
      return {
        code: coupon.code,
        discount_type: coupon.discountType,
        discount_value: coupon.discountValue,
        cycles: coupon.cycles,
        price_cents: plan.priceCents,
        discount_cents: discountCents,
        total_cents: totalCents,
      };
    },
  );
  r.post(
    '/api/payment/subscriptions/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Assina um plano com o cartão tokenizado (exige Idempotency-Key)',
        body: createSubscriptionRequestSchema,
        response: { 201: userSubscriptionInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const key = keyOf(request.headers);
      const result = await onceper(
        db,
        { userId: user.id, scope: 'subscribe', key, request: request.body },
        async (recovering) => {
          try {
            await subscribe(deps, user, request.body, key!, recovering);
            return { statusCode: 201, body: await lifecycle.info(user) };
          } catch (error) {
            // A declined card is a final answer: replays of this key get the same one.
            if (error instanceof ApiError && error.code === 'card_declined') {
              return { statusCode: 400, body: { detail: error.detail, code: error.code } };
            }
            throw error;
          }
        },
      );
      return reply.status(result.statusCode).send(result.body as never);
    },
  );
  r.get(
    '/api/payment/user-subscription-info',
    {
      onRequest: teacher,
      schema: { tags, summary: 'Assinatura atual', response: { 200: userSubscriptionInfoSchema, ...errors } },
    },
    (request) => lifecycle.info(authOf(request).user),
  );
  r.get(
    '/api/payment/subscriptions/:id/charges',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Histórico de cobranças',
        params: idParamSchema,
        response: { 200: z.array(chargeSchema), ...errors },
      },
    },
    (request) => lifecycle.charges(authOf(request).user, request.params.id),
  );
  r.get(
    '/api/payment/receipts/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Recibo de uma cobrança paga (para imprimir)',
        params: idParamSchema,
        response: { 200: receiptSchema, ...errors },
      },
    },
    (request) => receiptOf(db, deps.company, authOf(request).user, request.params.id),
  );
  r.get(
    '/api/payment/change-subscription-plan/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Prévia da mudança de plano',
        querystring: changePlanQuerySchema,
        response: { 200: changePlanPreviewSchema, ...errors },
      },
    },
    (request) => lifecycle.preview(authOf(request).user, request.query['target-subscription-plan-id']),
  );
  r.post(
    '/api/payment/change-subscription-plan/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Muda de plano (valor recalculado no servidor)',
        body: changePlanRequestSchema,
        response: { 200: userSubscriptionInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const key = keyOf(request.headers);
      const result = await onceper(
        db,
        { userId: user.id, scope: 'change-plan', key, request: request.body },
        async (recovering) => ({
          statusCode: 200,
          body: await lifecycle.changePlan(user, request.body.target_subscription_plan_id, key!, recovering),
        }),
      );
      return reply.status(result.statusCode).send(result.body as never);
    },
  );
  r.post(
    '/api/payment/update-subscription-credit-card',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Troca o cartão; com pagamento atrasado, cobra nele o valor em aberto',
        body: updateCardRequestSchema,
        response: { 200: updateCardResponseSchema, ...errors },
      },
    },
    (request) =>
      lifecycle.updateCard(
        authOf(request).user,
        request.body.card_token,
        keyOf(request.headers) ?? randomUUID(),
      ),
  );
  r.post(
    '/api/payment/cancel-subscription',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary:
          'Cancela ao fim do período pago; com refund, até 7 dias após o primeiro pagamento, encerra agora e reembolsa',
        body: cancelSubscriptionRequestSchema,
        response: { 200: userSubscriptionInfoSchema, ...errors },
      },
    },
    (request) => lifecycle.cancel(authOf(request).user, request.body.reason, request.body.refund),
  );
  r.post(
    '/api/payment/resume-subscription',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Desfaz o cancelamento antes do fim do período',
        response: { 200: userSubscriptionInfoSchema, ...errors },
      },
    },
    (request) => lifecycle.resume(authOf(request).user),
  );

  // The signature covers the exact bytes, so this route keeps the body as a string.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payment/webhooks/pagarme/',
      {
        schema: { tags, summary: 'Eventos do Pagar.me (assinados)' },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        onRequest: async (request) => {
          await deps.rateLimiter.consume({ key: `webhook:ip:${request.ip}`, ...WEBHOOK_RATE });
        },
      },
      async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        const result = await webhooks.receive(body, request.headers);
        if (!result.accepted) {
          return result.reason === 'unsigned'
            ? reply.status(401).send({ detail: 'Assinatura do webhook inválida.' })
            : reply.status(400).send({ detail: 'Evento de webhook malformado.' });
        }
        // Answer fast; processing happens from storage (and again from the sweep if this dies).
        if (result.storedId) setImmediate(() => void webhooks.processEvent(result.storedId!));
        return reply.status(200).send({ status: 'OK' });
      },
    );
  });
}
