import { z } from 'zod';
import { dbId, dbIdParam } from './ids';
import { BRAZILIAN_STATES, isValidCpf, onlyDigits } from './brazil';
import { sharedSchema } from './shared-schema';

const text = sharedSchema((label: string, max: number = 120) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `No máximo ${max} caracteres.`),
);

export const paymentDataSchema = z.object({
  full_name: text('o nome completo'),
  cpf: z
    .string({ error: 'Informe o CPF.' })
    .transform(onlyDigits)
    .refine((v) => v.length === 11, 'O CPF tem 11 dígitos.')
    .refine(isValidCpf, 'CPF inválido: confira os dígitos.'),
  phone: z
    .string({ error: 'Informe o telefone.' })
    .transform(onlyDigits)
    .refine((v) => /^[1-9]{2}9?\d{8}$/.test(v), 'Informe o telefone com DDD, ex. (21) 99999-9999.'),
  cep: z
    .string({ error: 'Informe o CEP.' })
    .transform(onlyDigits)
    .refine((v) => v.length === 8, 'O CEP tem 8 dígitos, ex. 01001-000.'),
  street: text('a rua'),
  number: text('o número', 20),
  complement: z.string().trim().max(120, 'No máximo 120 caracteres.').optional().default(''),
  neighborhood: text('o bairro'),
  city: text('a cidade'),
  state: z
    .string({ error: 'Informe o estado.' })
    .trim()
    .toUpperCase()
    .refine((v) => (BRAZILIAN_STATES as readonly string[]).includes(v), 'Escolha um estado.'),
});
export type PaymentData = z.infer<typeof paymentDataSchema>;

export const planIntervalSchema = z.enum(['month', 'year'], { error: 'Escolha mensal ou anual.' });

/**
 * A price per month, in centavos, rounded to the nearest centavo: the one rule behind every
 * "equivale a R$ …/mês", the admin MRR and upgrade/downgrade (R$ 299,00/ano → R$ 24,92 everywhere).
 */
export function monthlyEquivalentCents(
  priceCents: number,
  interval: z.infer<typeof planIntervalSchema>,
  intervalCount = 1,
): number {
  const months = (interval === 'year' ? 12 : 1) * Math.max(1, intervalCount);
  return Math.round(priceCents / months);
}

/** What a plan's limits allow, as every answer describing them says it. */
export const planLimitsSchema = z.object({
  max_students: z.int(),
  max_custom_lessons: z.int(),
  teachers_accounts: z.int(),
  ads: z.boolean(),
});

/** A plan as teachers and staff both see it. */
export const planSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  price_cents: z.int(),
  interval: planIntervalSchema,
  interval_count: z.int(),
  trial_days: z.int(),
  /** Card instalments a one-off order of this plan may have (annual plans; 12 by default). */
  max_installments: z.int(),
  /** Discount of a one-off order paid by Pix, in percent (0 = none). */
  pix_discount_percent: z.int(),
});

export const subscriptionPlanSchema = planSchema.extend({ limits: planLimitsSchema });
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const couponValidationRequestSchema = z.object({
  code: z
    .string({ error: 'Informe o cupom.' })
    .trim()
    .toUpperCase()
    .min(1, 'Informe o cupom.')
    .max(40, 'Cupom não encontrado.'),
  subscription_plan: dbId(),
});
export const couponValidationSchema = z.object({
  code: z.string(),
  discount_type: z.enum(['percentage', 'flat']),
  discount_value: z.int(),
  cycles: z.int().nullable(),
  price_cents: z.int(),
  discount_cents: z.int(),
  total_cents: z.int(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;

export const createSubscriptionRequestSchema = z.object({
  subscription_plan: dbId(),
  card_token: z
    .string({ error: 'Cartão não informado.' })
    .min(1, 'Cartão não informado.')
    .max(200, 'Cartão inválido.'),
  coupon_code: z.string().trim().toUpperCase().max(40).optional(),
});

export const subscriptionStatusSchema = z.enum([
  'pending',
  'active',
  'past_due',
  'canceled',
  'expired',
  'failed',
]);

/**
 * Running and not on its way out: nothing replaces one of these (a staff grant, a new checkout) until
 * it ends or is canceled.
 */
export const ONGOING_STATUSES = ['pending', 'active', 'past_due'] as const;

export const isOngoing = (status: string) => (ONGOING_STATUSES as readonly string[]).includes(status);

/**
 * Not ended yet: it may still bill at the provider, so it owns its provider subscription (a canceled
 * one runs to the end of its paid period). Account deletion, reconciliation and staff actions use this.
 */
export const UNENDED_STATUSES = [...ONGOING_STATUSES, 'canceled'] as const;

export const isUnended = (status: string) => (UNENDED_STATUSES as readonly string[]).includes(status);

/**
 * Days a teacher keeps every resource of her plan after a renewal fails (past_due), with a warning;
 * afterwards the free limits apply (nothing is deleted) until she pays.
 */
export const PAYMENT_GRACE_DAYS = 7;

/** Right of withdrawal (CDC art. 49): days after the first payment in which cancelling refunds it. */
export const WITHDRAWAL_DAYS = 7;

export const subscriptionInfoSchema = z.object({
  id: z.int(),
  status: subscriptionStatusSchema,
  plan: subscriptionPlanSchema.pick({ id: true, name: true, price_cents: true, interval: true }),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  next_billing_at: z.string().nullable(),
  next_amount_cents: z.int().nullable(),
  /** What the failed renewal left unpaid, while the subscription is past due. */
  open_amount_cents: z.int().nullable(),
  /** While past due: until when the plan's resources stay (PAYMENT_GRACE_DAYS after the failure). */
  grace_until: z.string().nullable(),
  /**
   * Right of withdrawal (CDC art. 49): until when cancelling refunds what was paid (7 days after the
   * first payment), and how much; null outside that window.
   */
  withdrawal: z.object({ until: z.string(), refund_cents: z.int() }).nullable(),
  card: z.object({ brand: z.string(), last_four_digits: z.string() }).nullable(),
  cancel_at_period_end: z.boolean(),
  granted: z.boolean(),
  /** `order`: paid a year at a time by one-off orders (Pix, boleto or card in instalments). */
  billing: z.enum(['recurring', 'order']),
  payment_method: z.enum(['pix', 'boleto', 'credit_card']),
  installments: z.int(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;
export const userSubscriptionInfoSchema = z.object({
  subscription: subscriptionInfoSchema.nullable(),
  payment_information_updated: z.boolean(),
});
export type UserSubscriptionInfo = z.infer<typeof userSubscriptionInfoSchema>;
/** A card change also pays a past-due subscription's open charge: what it charged now, if anything. */
export const updateCardResponseSchema = userSubscriptionInfoSchema.extend({
  charged_cents: z.int().nullable(),
});

export const chargeSchema = z.object({
  id: z.int(),
  kind: z.enum(['subscription', 'renewal', 'plan_change', 'product']),
  amount_cents: z.int(),
  discount_cents: z.int(),
  /** Given back to the card: all of it when refunded, part after a change to a cheaper plan. */
  refunded_cents: z.int(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded', 'canceled', 'expired']),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  plan_name: z.string().nullable(),
  payment_method: z.enum(['pix', 'boleto', 'credit_card']),
  installments: z.int(),
});

export const changePlanQuerySchema = z.object({
  'target-subscription-plan-id': dbIdParam(),
});
export const changePlanRequestSchema = z.object({ target_subscription_plan_id: dbId() });
export const changePlanPreviewSchema = z.object({
  current_plan: subscriptionPlanSchema.pick({ id: true, name: true, price_cents: true, interval: true }),
  target_plan: subscriptionPlanSchema.pick({ id: true, name: true, price_cents: true, interval: true }),
  credit_cents: z.int(),
  /** The credit the new plan's first charge cannot take, refunded to the card with the change. */
  refund_cents: z.int(),
  amount_due_cents: z.int(),
  new_price_cents: z.int(),
  next_billing_at: z.string(),
});
export type ChangePlanPreview = z.infer<typeof changePlanPreviewSchema>;

export const cancelSubscriptionRequestSchema = z.object({
  reason: z.string().trim().max(1000).optional(),
  /** Within the withdrawal window: end now and refund what was paid, instead of at period end. */
  refund: z.boolean().optional(),
});
export const updateCardRequestSchema = z.object({
  card_token: z
    .string({ error: 'Cartão não informado.' })
    .min(1, 'Cartão não informado.')
    .max(200, 'Cartão inválido.'),
});

/** A paid charge's receipt, printable from "Minha assinatura". */
export const receiptSchema = z.object({
  id: z.int(),
  /** "AULA-000123": the receipt's number, from the charge's id. */
  number: z.string(),
  kind: chargeSchema.shape.kind,
  plan_name: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  amount_cents: z.int(),
  discount_cents: z.int(),
  refunded_cents: chargeSchema.shape.refunded_cents,
  status: chargeSchema.shape.status,
  paid_at: z.string(),
  card: z.object({ brand: z.string(), last_four_digits: z.string() }).nullable(),
  payment_method: z.enum(['pix', 'boleto', 'credit_card']),
  installments: z.int(),
  customer: z.object({ name: z.string(), cpf: z.string().nullable() }),
  /** The issuer, from the server's configuration (COMPANY_NAME, COMPANY_CNPJ digits). */
  company: z.object({ name: z.string(), cnpj: z.string().nullable() }),
  provider_charge_id: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
