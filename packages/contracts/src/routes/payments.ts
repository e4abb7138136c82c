import { z } from 'zod';
import {
  cancelSubscriptionRequestSchema,
  changePlanPreviewSchema,
  changePlanQuerySchema,
  changePlanRequestSchema,
  chargeSchema,
  couponValidationRequestSchema,
  couponValidationSchema,
  createSubscriptionRequestSchema,
  paymentDataSchema,
  receiptSchema,
  subscriptionPlanSchema,
  updateCardRequestSchema,
  updateCardResponseSchema,
  userSubscriptionInfoSchema,
} from '../payments';
import { defineRoute, withErrors } from '../route';
import { idParamSchema } from '../ids';

const PAYMENT_DATA = '/api/payment/user-payment-data';
const CHANGE_PLAN = '/api/payment/change-subscription-plan/';

/**
 * The teacher's subscription endpoints (SPEC section 7, Payment), for the API's routes and the web
 * app's calls. Subscribe, change plan and card update read an `Idempotency-Key` header.
 */
export const paymentRoutes = withErrors([400, 401, 403, 404, 409, 503], {
  plans: defineRoute({
    method: 'GET',
    path: '/api/payment/subscription-plans/',
    summary: 'Planos à venda',
    errors: [],
    responses: { 200: z.array(subscriptionPlanSchema) },
  }),
  plan: defineRoute({
    method: 'GET',
    path: '/api/payment/subscription-plans/:id/',
    summary: 'Um plano',
    params: idParamSchema,
    errors: [404],
    responses: { 200: subscriptionPlanSchema },
  }),
  paymentData: defineRoute({
    method: 'GET',
    path: PAYMENT_DATA,
    summary: 'Dados de cobrança',
    responses: { 200: paymentDataSchema },
  }),
  savePaymentData: defineRoute({
    method: 'PUT',
    path: PAYMENT_DATA,
    summary: 'Salva os dados de cobrança',
    body: paymentDataSchema,
    responses: { 200: paymentDataSchema },
  }),
  validateCoupon: defineRoute({
    method: 'POST',
    path: '/api/payment/coupon-codes',
    summary: 'Confere um cupom para um plano',
    body: couponValidationRequestSchema,
    responses: { 200: couponValidationSchema },
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/payment/subscriptions/',
    summary: 'Assina um plano com o cartão tokenizado (exige Idempotency-Key)',
    body: createSubscriptionRequestSchema,
    responses: { 201: userSubscriptionInfoSchema },
  }),
  subscriptionInfo: defineRoute({
    method: 'GET',
    path: '/api/payment/user-subscription-info',
    summary: 'Assinatura atual',
    responses: { 200: userSubscriptionInfoSchema },
  }),
  charges: defineRoute({
    method: 'GET',
    path: '/api/payment/subscriptions/:id/charges',
    summary: 'Histórico de cobranças',
    params: idParamSchema,
    responses: { 200: z.array(chargeSchema) },
  }),
  receipt: defineRoute({
    method: 'GET',
    path: '/api/payment/receipts/:id/',
    summary: 'Recibo de uma cobrança paga (para imprimir)',
    params: idParamSchema,
    responses: { 200: receiptSchema },
  }),
  changePlanPreview: defineRoute({
    method: 'GET',
    path: CHANGE_PLAN,
    summary: 'Prévia da mudança de plano',
    query: changePlanQuerySchema,
    responses: { 200: changePlanPreviewSchema },
  }),
  changePlan: defineRoute({
    method: 'POST',
    path: CHANGE_PLAN,
    summary: 'Muda de plano (valor recalculado no servidor)',
    body: changePlanRequestSchema,
    responses: { 200: userSubscriptionInfoSchema },
  }),
  updateCard: defineRoute({
    method: 'POST',
    path: '/api/payment/update-subscription-credit-card',
    summary: 'Troca o cartão; com pagamento atrasado, cobra nele o valor em aberto',
    body: updateCardRequestSchema,
    responses: { 200: updateCardResponseSchema },
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/payment/cancel-subscription',
    summary:
      'Cancela ao fim do período pago; com refund, até 7 dias após o primeiro pagamento, encerra agora e reembolsa',
    body: cancelSubscriptionRequestSchema,
    responses: { 200: userSubscriptionInfoSchema },
  }),
  resume: defineRoute({
    method: 'POST',
    path: '/api/payment/resume-subscription',
    summary: 'Desfaz o cancelamento antes do fim do período',
    responses: { 200: userSubscriptionInfoSchema },
  }),
  /** Signed by the provider over the raw bytes: no body schema, the route reads the text itself. */
  pagarmeWebhook: defineRoute({
    method: 'POST',
    path: '/api/payment/webhooks/pagarme/',
    summary: 'Eventos do Pagar.me (assinados)',
    errors: [],
    responses: {},
  }),
});
