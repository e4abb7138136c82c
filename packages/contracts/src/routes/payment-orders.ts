import { z } from 'zod';
import { idParamSchema } from '../ids';
import {
  createPaymentOrderRequestSchema,
  paymentOrderSchema,
  refundPaymentOrderRequestSchema,
} from '../payment-orders';
import { defineRoute, withErrors } from '../route';

/**
 * The annual plan as a one-off order: Pix, boleto or card in instalments (one open order at a time).
 * Apart from paymentRoutes so that every teacher screen does not load the order schemas.
 */
export const paymentOrderRoutes = withErrors([400, 401, 403, 404, 409, 503], {
  create: defineRoute({
    method: 'POST',
    path: '/api/payment/orders/',
    summary: 'Compra o plano anual por Pix, boleto ou cartão parcelado (exige Idempotency-Key)',
    body: createPaymentOrderRequestSchema,
    responses: { 201: paymentOrderSchema },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/payment/orders/',
    summary: 'Pedidos avulsos da professora',
    responses: { 200: z.array(paymentOrderSchema) },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/payment/orders/:id/',
    summary: 'Um pedido avulso (a tela do Pix acompanha por aqui)',
    params: idParamSchema,
    responses: { 200: paymentOrderSchema },
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/api/payment/orders/:id/refund/',
    summary:
      'Cancela e pede reembolso até 7 dias após o pagamento (Pix e cartão pelo provedor; boleto pede a conta bancária)',
    params: idParamSchema,
    body: refundPaymentOrderRequestSchema,
    responses: { 200: paymentOrderSchema },
  }),
});
