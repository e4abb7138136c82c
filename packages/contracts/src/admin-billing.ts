import { z } from 'zod';
import { dbId, pageParam } from './ids';
import { paginationQuerySchema } from './errors';
import { subscriptionStatusSchema } from './payments';
import { adminPersonSchema } from './admin';
import { idQuery, isoDate, paymentMethod } from './admin-fields';

/** What was paid (/api/admin/payment/…): orders, subscriptions and the provider's own objects. */

export const providerIdParamSchema = z.object({ id: z.string().trim().min(1).max(80) });

// ── Orders ────────────────────────────────────────────────────────────────────
export const orderStatusSchema = z.enum(['pending', 'paid', 'failed', 'refunded', 'canceled', 'expired']);
export const orderKindSchema = z.enum(['subscription', 'renewal', 'plan_change', 'product']);
export const adminOrderSchema = z.object({
  id: z.int(),
  user: adminPersonSchema.nullable(),
  subscription_id: z.int().nullable(),
  subscription_plan_name: z.string().nullable(),
  product_id: z.int().nullable(),
  kind: orderKindSchema,
  amount_cents: z.int(),
  discount_cents: z.int(),
  refunded_cents: z.int(),
  status: orderStatusSchema,
  provider: z.string(),
  provider_invoice_id: z.string().nullable(),
  provider_charge_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** How it was paid; one-off orders (Pix, boleto, card in instalments) carry their provider order. */
  payment_method: paymentMethod,
  installments: z.int(),
  provider_order_id: z.string().nullable(),
  /** A boleto refund waiting for staff: the account to transfer it to. */
  refund_requested_at: z.string().nullable(),
  refund_bank_account: z
    .object({
      holder_name: z.string(),
      holder_cpf: z.string(),
      bank: z.string(),
      agency: z.string(),
      account: z.string(),
    })
    .nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderQuerySchema = paginationQuerySchema.extend({
  status: orderStatusSchema.optional(),
  payment_method: paymentMethod.optional(),
  /** Boleto refunds asked for and not yet paid by staff. */
  refund_pending: z.enum(['true']).optional(),
  user: idQuery,
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  ordering: z.enum(['created_at', '-created_at', 'amount_cents', '-amount_cents']).default('-created_at'),
});

/** Orders by how they were paid, over a period (the report by method). */
export const adminOrdersByMethodQuerySchema = z.object({
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
export const adminOrdersByMethodSchema = z.array(
  z.object({
    payment_method: paymentMethod,
    orders: z.int(),
    paid: z.int(),
    paid_cents: z.int(),
    refunded_cents: z.int(),
    pending: z.int(),
    expired_or_failed: z.int(),
    /** Paid card orders split in more than one instalment. */
    in_installments: z.int(),
  }),
);
export type AdminOrdersByMethod = z.infer<typeof adminOrdersByMethodSchema>;

// ── Subscriptions ─────────────────────────────────────────────────────────────
export const adminSubscriptionSchema = z.object({
  id: z.int(),
  user: adminPersonSchema.nullable(),
  plan: z.object({ id: z.int(), name: z.string() }),
  status: subscriptionStatusSchema,
  price_cents: z.int(),
  discount_cents: z.int(),
  provider_subscription_id: z.string().nullable(),
  provider_customer_id: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  coupon_id: z.int().nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  cancel_reason: z.string().nullable(),
  canceled_at: z.string().nullable(),
  granted_by: adminPersonSchema.nullable(),
  grant_reason: z.string().nullable(),
  created_at: z.string(),
  billing: z.enum(['recurring', 'order']),
  payment_method: paymentMethod,
  installments: z.int(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export const adminSubscriptionDetailSchema = adminSubscriptionSchema.extend({
  orders: z.array(adminOrderSchema),
});
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionDetailSchema>;
export const adminSubscriptionQuerySchema = paginationQuerySchema.extend({
  status: subscriptionStatusSchema.optional(),
  payment_method: paymentMethod.optional(),
  plan: idQuery,
  user: idQuery,
  ordering: z
    .enum(['created_at', '-created_at', 'current_period_end', '-current_period_end'])
    .default('-created_at'),
});
/** A live provider subscription no local row owned, found by the reconciliation sweep. */
export const adminOrphanSubscriptionSchema = z.object({
  id: z.int(),
  provider_subscription_id: z.string(),
  provider_customer_id: z.string().nullable(),
  user: adminPersonSchema.nullable(),
  action: z.enum(['canceled', 'reported']),
  refunded_cents: z.int(),
  detail: z.string().nullable(),
  found_at: z.string(),
});
export type AdminOrphanSubscription = z.infer<typeof adminOrphanSubscriptionSchema>;
export const adminOrphanQuerySchema = paginationQuerySchema;
/** Days of a subscription given or extended by staff, without payment. */
const MAX_SUBSCRIPTION_DAYS = 3650;
const subscriptionDaysSchema = z
  .number({ error: 'Informe os dias.' })
  .int('Use um número inteiro de dias.')
  .min(1, 'Ao menos 1 dia.')
  .max(MAX_SUBSCRIPTION_DAYS, 'No máximo 10 anos.');

export const adminSubscriptionActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('extend'),
      days: subscriptionDaysSchema,
    }),
    z.object({ action: z.literal('cancel_now'), reason: z.string().trim().max(500).optional() }),
    z.object({ action: z.literal('refund_first_payment'), reason: z.string().trim().max(500).optional() }),
  ],
  { error: 'Ação inválida: use extend, cancel_now ou refund_first_payment.' },
);
export type AdminSubscriptionAction = z.infer<typeof adminSubscriptionActionSchema>;

export const grantSubscriptionInputSchema = z.object({
  user: dbId('Escolha o usuário.'),
  subscription_plan: dbId('Escolha o plano.'),
  days: subscriptionDaysSchema,
  reason: z
    .string({ error: 'Informe o motivo.' })
    .trim()
    .min(3, 'Informe o motivo, com ao menos 3 caracteres.')
    .max(500, 'No máximo 500 caracteres.'),
});
export type GrantSubscriptionInput = z.infer<typeof grantSubscriptionInputSchema>;

// ── Provider proxies ──────────────────────────────────────────────────────────
export const providerListQuerySchema = z.object({
  provider_subscription_id: z.string().trim().min(1).max(80).optional(),
  customer_id: z.string().trim().min(1).max(80).optional(),
  page: pageParam().default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ProviderListQuery = z.infer<typeof providerListQuerySchema>;
const providerObject = z.record(z.string(), z.unknown());
export const providerPageSchema = z.object({
  data: z.array(providerObject),
  paging: z.object({
    total: z.number(),
    previous: z.string().nullable().optional(),
    next: z.string().nullable().optional(),
  }),
});
export type ProviderPage = z.infer<typeof providerPageSchema>;
export const providerObjectSchema = providerObject;
