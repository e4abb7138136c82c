import { z } from 'zod';
import { requiredLine } from './text-fields';
import { dbId } from './ids';
import { paginationQuerySchema } from './errors';
import { planIntervalSchema, planLimitsSchema, planSchema } from './payments';
import { cents, MAX_MONEY_CENTS, money, optionalText } from './admin-fields';

/** What staff sell (/api/admin/payment/…): plans with their access, products, processors, coupons. */

/** How many times a coupon may be used at most (its `max_redemptions`). */
export const MAX_COUPON_REDEMPTIONS = 1_000_000;

// ── Access configurations and plans ───────────────────────────────────────────
export const accessConfigInputSchema = z.object({
  name: z.string().trim().max(80).optional(),
  max_students: z.int().min(0).max(100_000),
  max_custom_lessons: z.int().min(0).max(100_000),
  teachers_accounts: z.int().min(1).max(1000),
  ads: z.boolean(),
});

export const adminAccessConfigSchema = z.object({
  id: z.int(),
  name: z.string(),
  ...planLimitsSchema.shape,
  default_free_users: z.boolean(),
});
export type AdminAccessConfig = z.infer<typeof adminAccessConfigSchema>;

export const adminPlanSchema = planSchema.extend({
  is_public: z.boolean(),
  is_active: z.boolean(),
  position: z.int(),
  access_config: adminAccessConfigSchema,
  subscribers_count: z.int(),
  created_at: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlanInputSchema = z
  .object({
    name: requiredLine('o nome', 80),
    description: z.string().trim().max(1000).default(''),
    price_cents: money,
    interval: planIntervalSchema,
    interval_count: z.int().min(1).max(12).default(1),
    trial_days: z.int().min(0).max(365).default(0),
    /** Pick an existing configuration… */
    access_config_id: dbId().optional(),
    /** …or describe a new one. */
    access_config: accessConfigInputSchema.optional(),
    is_public: z.boolean().default(true),
    is_active: z.boolean().default(true),
    /** One-off orders of the plan: card instalments allowed, and the Pix discount. */
    max_installments: z
      .number({ error: 'Informe o número de parcelas.' })
      .int('Use um número inteiro.')
      .min(1, 'Ao menos 1 parcela.')
      .max(12, 'No máximo 12 parcelas.')
      .optional(),
    pix_discount_percent: z
      .number({ error: 'Informe o desconto do Pix.' })
      .int('Use um número inteiro.')
      .min(0, 'O desconto não pode ser negativo.')
      .max(50, 'No máximo 50%.')
      .default(0),
  })
  .refine((v) => v.access_config_id !== undefined || v.access_config !== undefined, {
    message: 'Escolha uma configuração de acesso ou descreva uma nova.',
    path: ['access_config'],
  });
export type AdminPlanInput = z.input<typeof adminPlanInputSchema>;

export const providerPlanSchema = z.object({
  id: z.int(),
  subscription_plan: z.int(),
  subscription_plan_name: z.string(),
  provider: z.string(),
  provider_plan_id: z.string(),
  price_cents: z.int(),
  created_at: z.string(),
});
export type ProviderPlan = z.infer<typeof providerPlanSchema>;
export const providerPlanInputSchema = z.object({ subscription_plan: dbId() });

// ── Products, processors ──────────────────────────────────────────────────────
export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  price_cents: z.int(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export const productInputSchema = z.object({
  name: requiredLine('o nome', 120),
  description: z.string().trim().max(1000).default(''),
  price_cents: cents(1, 'O preço deve ser maior que zero.'),
  is_active: z.boolean().default(true),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const paymentProcessorSchema = z.object({
  id: z.int(),
  name: z.string(),
  provider: z.string(),
  public_key: z.string(),
  secret_key_last4: z.string(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type PaymentProcessor = z.infer<typeof paymentProcessorSchema>;
export const paymentProcessorInputSchema = z.object({
  name: requiredLine('o nome', 80),
  provider: z.literal('pagarme', { error: 'O único provedor disponível é pagarme.' }).default('pagarme'),
  public_key: z
    .string({ error: 'Informe a chave pública.' })
    .trim()
    .min(8, 'Chave pública curta demais.')
    .max(200, 'Chave pública longa demais.'),
  secret_key: z
    .string({ error: 'Informe a chave secreta.' })
    .trim()
    .min(8, 'Chave secreta curta demais.')
    .max(200, 'Chave secreta longa demais.'),
  is_active: z.boolean().default(true),
  is_default: z.boolean().default(false),
});
export type PaymentProcessorInput = z.input<typeof paymentProcessorInputSchema>;

// ── Coupons ───────────────────────────────────────────────────────────────────
export const adminCouponSchema = z.object({
  id: z.int(),
  code: z.string(),
  discount_type: z.enum(['percentage', 'flat']),
  discount_value: z.int(),
  cycles: z.int().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_redemptions: z.int().nullable(),
  redemptions: z.int(),
  is_active: z.boolean(),
  plans: z.array(z.int()),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponInputSchema = z
  .object({
    code: z
      .string({ error: 'Informe o código.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, 'Use de 3 a 40 letras, números, - ou _.'),
    discount_type: z.enum(['percentage', 'flat'], { error: 'Escolha percentual ou valor fixo.' }),
    /** A percentage (1 to 100, checked below) or a flat amount in cents, at most a money value. */
    discount_value: z
      .number({ error: 'Informe o desconto.' })
      .int('Use um número inteiro.')
      .min(1, 'O desconto deve ser maior que zero.')
      .max(MAX_MONEY_CENTS, 'Desconto alto demais.'),
    cycles: z.int().min(1).max(120).nullable().default(1),
    valid_from: z.iso.datetime({ offset: true }).nullable().default(null),
    valid_until: z.iso.datetime({ offset: true }).nullable().default(null),
    max_redemptions: z
      .number()
      .int('Use um número inteiro.')
      .min(1, 'Ao menos 1 uso.')
      .max(MAX_COUPON_REDEMPTIONS, 'No máximo 1.000.000 de usos.')
      .nullable()
      .default(null),
    is_active: z.boolean().default(true),
    plans: z.array(dbId()).default([]),
  })
  .refine((v) => v.discount_type !== 'percentage' || v.discount_value <= 100, {
    message: 'Um desconto percentual vai de 1 a 100.',
    path: ['discount_value'],
  })
  .refine((v) => !v.valid_from || !v.valid_until || v.valid_from < v.valid_until, {
    message: 'O fim da validade deve ser depois do início.',
    path: ['valid_until'],
  });
export type AdminCouponInput = z.input<typeof adminCouponInputSchema>;
export const couponDeletionSchema = z.object({
  deleted: z.boolean(),
  deactivated: z.boolean(),
  detail: z.string(),
});
export const adminCouponQuerySchema = paginationQuerySchema.extend({
  search: optionalText(40),
  is_active: z.enum(['true', 'false']).optional(),
});
