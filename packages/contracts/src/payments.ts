import { z } from 'zod';
import { BRAZILIAN_STATES, isValidCpf, onlyDigits } from './brazil';

const text = (label: string, max = 120) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `No máximo ${max} caracteres.`);

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

export const planIntervalSchema = z.enum(['month', 'year']);

export const subscriptionPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number().int(),
  interval: planIntervalSchema,
  interval_count: z.number().int(),
  trial_days: z.number().int(),
  limits: z.object({
    max_students: z.number().int(),
    max_custom_lessons: z.number().int(),
    teachers_accounts: z.number().int(),
    ads: z.boolean(),
  }),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const couponValidationRequestSchema = z.object({
  code: z.string({ error: 'Informe o cupom.' }).trim().toUpperCase().min(1, 'Informe o cupom.').max(40),
  subscription_plan: z.number().int().positive(),
});
export const couponValidationSchema = z.object({
  code: z.string(),
  discount_type: z.enum(['percentage', 'flat']),
  discount_value: z.number().int(),
  cycles: z.number().int().nullable(),
  price_cents: z.number().int(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;

export const createSubscriptionRequestSchema = z.object({
  subscription_plan: z.number().int().positive(),
  card_token: z.string({ error: 'Cartão não informado.' }).min(1, 'Cartão não informado.').max(200),
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

export const subscriptionInfoSchema = z.object({
  id: z.number().int(),
  status: subscriptionStatusSchema,
  plan: subscriptionPlanSchema.pick({ id: true, name: true, price_cents: true, interval: true }),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  next_billing_at: z.string().nullable(),
  next_amount_cents: z.number().int().nullable(),
  /** What the failed renewal left unpaid, while the subscription is past due. */
  open_amount_cents: z.number().int().nullable(),
  card: z.object({ brand: z.string(), last_four_digits: z.string() }).nullable(),
  cancel_at_period_end: z.boolean(),
  granted: z.boolean(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;
export const userSubscriptionInfoSchema = z.object({
  subscription: subscriptionInfoSchema.nullable(),
  payment_information_updated: z.boolean(),
});
export type UserSubscriptionInfo = z.infer<typeof userSubscriptionInfoSchema>;

export const chargeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['subscription', 'renewal', 'plan_change', 'product']),
  amount_cents: z.number().int(),
  discount_cents: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded', 'canceled']),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  plan_name: z.string().nullable(),
});

export const changePlanQuerySchema = z.object({
  'target-subscription-plan-id': z.coerce.number().int().positive(),
});
export const changePlanRequestSchema = z.object({ target_subscription_plan_id: z.number().int().positive() });
export const changePlanPreviewSchema = z.object({
  current_plan: subscriptionPlanSchema.pick({ id: true, name: true, price_cents: true, interval: true }),
  target_plan: subscriptionPlanSchema.pick({ id: true, name: true, price_cents: true, interval: true }),
  credit_cents: z.number().int(),
  amount_due_cents: z.number().int(),
  new_price_cents: z.number().int(),
  next_billing_at: z.string(),
});
export type ChangePlanPreview = z.infer<typeof changePlanPreviewSchema>;

export const cancelSubscriptionRequestSchema = z.object({ reason: z.string().trim().max(1000).optional() });
export const updateCardRequestSchema = z.object({
  card_token: z.string({ error: 'Cartão não informado.' }).min(1, 'Cartão não informado.').max(200),
});
