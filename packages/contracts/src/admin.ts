import { z } from 'zod';
import { requiredLine } from './text-fields';
import { dbId, dbIdParam, pageParam } from './ids';
import { userAccessConfigSchema } from './accounts';
import { paginationQuerySchema } from './errors';
import { planIntervalSchema, planLimitsSchema, planSchema, subscriptionStatusSchema } from './payments';

/** Admin area (/api/admin/): users, plans, coupons, subscriptions, payments, webhooks, statistics. */

const isoDate = z.iso.date({ error: 'Use uma data no formato AAAA-MM-DD.' });
const optionalText = (max = 200) => z.string().trim().max(max).optional();
const idQuery = dbIdParam().optional();
/** The largest amount (in cents) any price or flat discount may have: R$ 100.000,00. */
const MAX_MONEY_CENTS = 100_000_00;
/** How many times a coupon may be used at most (its `max_redemptions`). */
export const MAX_COUPON_REDEMPTIONS = 1_000_000;
/** An amount in cents from `min`, one message per problem. */
const cents = (min: number, tooLow: string) =>
  z
    .number({ error: 'Informe o valor em centavos.' })
    .int('Use centavos inteiros.')
    .min(min, tooLow)
    .max(MAX_MONEY_CENTS, 'Valor alto demais.');
const money = cents(0, 'O valor não pode ser negativo.');

export const adminIdParamSchema = z.object({ id: dbIdParam() });
export const providerIdParamSchema = z.object({ id: z.string().trim().min(1).max(80) });

export const adminPersonSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  name: z.string(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

// ── Users ─────────────────────────────────────────────────────────────────────
export const adminRoleSchema = z.enum(['teacher', 'student', 'staff', 'superuser']);
export const adminUserOrderingSchema = z.enum([
  'date_joined',
  '-date_joined',
  'last_login',
  '-last_login',
  'email',
  '-email',
  'first_name',
  '-first_name',
]);
export const adminUserQuerySchema = paginationQuerySchema.extend({
  search: optionalText(),
  role: adminRoleSchema.optional(),
  subscription_status: z.union([subscriptionStatusSchema, z.literal('none')]).optional(),
  is_active: z.enum(['true', 'false']).optional(),
  ordering: adminUserOrderingSchema.default('-date_joined'),
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_teacher: z.boolean(),
  is_student: z.boolean(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
  subscription_status: subscriptionStatusSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserSubscriptionSchema = z.object({
  id: z.number().int(),
  status: subscriptionStatusSchema,
  plan_id: z.number().int(),
  plan_name: z.string(),
  current_period_end: z.string().nullable(),
  granted: z.boolean(),
});

export const adminUserDetailSchema = adminUserSchema.extend({
  birth_date: z.string().nullable(),
  groups: z.array(z.string()),
  user_access_config: userAccessConfigSchema,
  subscription: adminUserSubscriptionSchema.nullable(),
  classrooms_count: z.number().int(),
  students_count: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserPatchSchema = z
  .object({
    is_teacher: z.boolean().optional(),
    is_staff: z.boolean().optional(),
    is_superuser: z.boolean().optional(),
    is_active: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Informe ao menos um campo para alterar.');
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

// ── Access configurations and plans ───────────────────────────────────────────
export const accessConfigInputSchema = z.object({
  name: z.string().trim().max(80).optional(),
  max_students: z.number().int().min(0).max(100_000),
  max_custom_lessons: z.number().int().min(0).max(100_000),
  teachers_accounts: z.number().int().min(1).max(1000),
  ads: z.boolean(),
});

export const adminAccessConfigSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...planLimitsSchema.shape,
  default_free_users: z.boolean(),
});
export type AdminAccessConfig = z.infer<typeof adminAccessConfigSchema>;

export const adminPlanSchema = planSchema.extend({
  is_public: z.boolean(),
  is_active: z.boolean(),
  position: z.number().int(),
  access_config: adminAccessConfigSchema,
  subscribers_count: z.number().int(),
  created_at: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlanInputSchema = z
  .object({
    name: requiredLine('o nome', 80),
    description: z.string().trim().max(1000).default(''),
    price_cents: money,
    interval: planIntervalSchema,
    interval_count: z.number().int().min(1).max(12).default(1),
    trial_days: z.number().int().min(0).max(365).default(0),
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
  id: z.number().int(),
  subscription_plan: z.number().int(),
  subscription_plan_name: z.string(),
  provider: z.string(),
  provider_plan_id: z.string(),
  price_cents: z.number().int(),
  created_at: z.string(),
});
export type ProviderPlan = z.infer<typeof providerPlanSchema>;
export const providerPlanInputSchema = z.object({ subscription_plan: dbId() });

// ── Products, processors ──────────────────────────────────────────────────────
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number().int(),
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
  id: z.number().int(),
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

// ── Orders ────────────────────────────────────────────────────────────────────
export const orderStatusSchema = z.enum(['pending', 'paid', 'failed', 'refunded', 'canceled', 'expired']);
export const orderKindSchema = z.enum(['subscription', 'renewal', 'plan_change', 'product']);
export const adminOrderSchema = z.object({
  id: z.number().int(),
  user: adminPersonSchema.nullable(),
  subscription_id: z.number().int().nullable(),
  subscription_plan_name: z.string().nullable(),
  product_id: z.number().int().nullable(),
  kind: orderKindSchema,
  amount_cents: z.number().int(),
  discount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  status: orderStatusSchema,
  provider: z.string(),
  provider_invoice_id: z.string().nullable(),
  provider_charge_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** How it was paid; one-off orders (Pix, boleto, card in instalments) carry their provider order. */
  payment_method: z.enum(['pix', 'boleto', 'credit_card']),
  installments: z.number().int(),
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
  payment_method: z.enum(['pix', 'boleto', 'credit_card']).optional(),
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
    payment_method: z.enum(['pix', 'boleto', 'credit_card']),
    orders: z.number().int(),
    paid: z.number().int(),
    paid_cents: z.number().int(),
    refunded_cents: z.number().int(),
    pending: z.number().int(),
    expired_or_failed: z.number().int(),
    /** Paid card orders split in more than one instalment. */
    in_installments: z.number().int(),
  }),
);
export type AdminOrdersByMethod = z.infer<typeof adminOrdersByMethodSchema>;

// ── Coupons ───────────────────────────────────────────────────────────────────
export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_type: z.enum(['percentage', 'flat']),
  discount_value: z.number().int(),
  cycles: z.number().int().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  is_active: z.boolean(),
  plans: z.array(z.number().int()),
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
    cycles: z.number().int().min(1).max(120).nullable().default(1),
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

// ── Subscriptions ─────────────────────────────────────────────────────────────
export const adminSubscriptionSchema = z.object({
  id: z.number().int(),
  user: adminPersonSchema.nullable(),
  plan: z.object({ id: z.number().int(), name: z.string() }),
  status: subscriptionStatusSchema,
  price_cents: z.number().int(),
  discount_cents: z.number().int(),
  provider_subscription_id: z.string().nullable(),
  provider_customer_id: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  coupon_id: z.number().int().nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  cancel_reason: z.string().nullable(),
  canceled_at: z.string().nullable(),
  granted_by: adminPersonSchema.nullable(),
  grant_reason: z.string().nullable(),
  created_at: z.string(),
  billing: z.enum(['recurring', 'order']),
  payment_method: z.enum(['pix', 'boleto', 'credit_card']),
  installments: z.number().int(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export const adminSubscriptionDetailSchema = adminSubscriptionSchema.extend({
  orders: z.array(adminOrderSchema),
});
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionDetailSchema>;
export const adminSubscriptionQuerySchema = paginationQuerySchema.extend({
  status: subscriptionStatusSchema.optional(),
  payment_method: z.enum(['pix', 'boleto', 'credit_card']).optional(),
  plan: idQuery,
  user: idQuery,
  ordering: z
    .enum(['created_at', '-created_at', 'current_period_end', '-current_period_end'])
    .default('-created_at'),
});
/** A live provider subscription no local row owned, found by the reconciliation sweep. */
export const adminOrphanSubscriptionSchema = z.object({
  id: z.number().int(),
  provider_subscription_id: z.string(),
  provider_customer_id: z.string().nullable(),
  user: adminPersonSchema.nullable(),
  action: z.enum(['canceled', 'reported']),
  refunded_cents: z.number().int(),
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

// ── Webhook events ────────────────────────────────────────────────────────────
export const webhookStatusSchema = z.enum(['received', 'processing', 'processed', 'failed', 'rejected']);
export const adminWebhookEventSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  event_id: z.string().nullable(),
  type: z.string(),
  status: webhookStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  received_at: z.string(),
  processed_at: z.string().nullable(),
});
export type AdminWebhookEvent = z.infer<typeof adminWebhookEventSchema>;
export const adminWebhookEventDetailSchema = adminWebhookEventSchema.extend({
  headers: z.record(z.string(), z.unknown()),
  payload: z.unknown(),
  raw_body: z.string(),
});
export type AdminWebhookEventDetail = z.infer<typeof adminWebhookEventDetailSchema>;
export const adminWebhookQuerySchema = paginationQuerySchema.extend({
  type: optionalText(80),
  status: webhookStatusSchema.optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

// ── Audit log ─────────────────────────────────────────────────────────────────
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: adminPersonSchema.nullable(),
  /** Staff member who acted through an impersonated session. */
  impersonator: adminPersonSchema.nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = paginationQuerySchema.extend({
  target_type: optionalText(60),
  target_id: optionalText(60),
  actor: idQuery,
  /** An exact action, e.g. `coupon.created`. */
  action: optionalText(80),
  /** Calendar days in São Paulo, both included. */
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

// ── Statistics ────────────────────────────────────────────────────────────────
export const statisticsQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'O início deve ser antes do fim.',
    path: ['to'],
  });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const byRole = { teachers: z.number().int(), students: z.number().int(), staff: z.number().int() };
export const userStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ users: z.number().int(), ...byRole }),
  signups: z.number().int(),
  signups_per_day: z.array(z.object({ date: z.string(), ...byRole })),
  signups_per_month: z.array(z.object({ month: z.string(), ...byRole })),
  active_users_30d: z.number().int(),
  most_linked_lessons: z.array(
    z.object({ lesson_id: z.number().int(), title: z.string(), count: z.number().int() }),
  ),
  most_favorited_lessons: z.array(
    z.object({ lesson_id: z.number().int(), title: z.string(), count: z.number().int() }),
  ),
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;

export const subscriptionStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  mrr_cents: z.number().int(),
  active_subscriptions: z.number().int(),
  active_by_plan: z.array(
    z.object({
      plan_id: z.number().int(),
      plan_name: z.string(),
      count: z.number().int(),
      mrr_cents: z.number().int(),
    }),
  ),
  per_month: z.array(
    z.object({
      month: z.string(),
      new: z.number().int(),
      canceled: z.number().int(),
      failed_payments: z.number().int(),
      upgrades: z.number().int(),
      downgrades: z.number().int(),
    }),
  ),
  /** New subscribers (a plan change is not one). */
  new_subscriptions: z.number().int(),
  /** Plan changes to a higher / lower monthly equivalent. */
  upgrades: z.number().int(),
  downgrades: z.number().int(),
  canceled_subscriptions: z.number().int(),
  /** Subscribers who left in the period (plan changes excluded) over active at its start plus new in it (0–1). */
  churn_rate: z.number(),
  failed_payments: z.number().int(),
  past_due: z.number().int(),
  failed_webhooks: z.number().int(),
  trial_to_paid: z
    .object({ trials: z.number().int(), converted: z.number().int(), rate: z.number() })
    .nullable(),
});
export type SubscriptionStatistics = z.infer<typeof subscriptionStatisticsSchema>;

// ── "Fale conosco" inbox ──────────────────────────────────────────────────────
export const contactMessageStatusSchema = z.enum(['open', 'answered']);
export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  rating: z.number().int().nullable(),
  created_at: z.string(),
  sender: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      username: z.string(),
      role: z.enum(['teacher', 'student', 'staff']),
    })
    .nullable(),
  status: contactMessageStatusSchema,
  answered_at: z.string().nullable(),
  answered_by: adminPersonSchema.nullable(),
  reply: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const adminContactQuerySchema = paginationQuerySchema.extend({
  status: contactMessageStatusSchema.optional(),
});
export const contactAnswerInputSchema = z.object({
  reply: z
    .string()
    .trim()
    .max(5000, 'A resposta pode ter no máximo 5.000 caracteres.')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ContactAnswerInput = z.infer<typeof contactAnswerInputSchema>;
