import { z } from 'zod';
import { dbIdParam } from './ids';
import { userAccessConfigSchema } from './accounts';
import { paginationQuerySchema } from './errors';
import { subscriptionStatusSchema } from './payments';
import { idQuery, isoDate, optionalText } from './admin-fields';

/**
 * Admin area (/api/admin/): users, webhooks, audit, statistics and the "Fale conosco" inbox here;
 * plans, products and coupons in admin-catalogue.ts; orders, subscriptions and the provider's
 * objects in admin-billing.ts.
 */

export const adminIdParamSchema = z.object({ id: dbIdParam() });

export const adminPersonSchema = z.object({
  id: z.int(),
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
  id: z.int(),
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
  id: z.int(),
  status: subscriptionStatusSchema,
  plan_id: z.int(),
  plan_name: z.string(),
  current_period_end: z.string().nullable(),
  granted: z.boolean(),
});

export const adminUserDetailSchema = adminUserSchema.extend({
  birth_date: z.string().nullable(),
  groups: z.array(z.string()),
  user_access_config: userAccessConfigSchema,
  subscription: adminUserSubscriptionSchema.nullable(),
  classrooms_count: z.int(),
  students_count: z.int(),
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

// ── Webhook events ────────────────────────────────────────────────────────────
export const webhookStatusSchema = z.enum(['received', 'processing', 'processed', 'failed', 'rejected']);
export const adminWebhookEventSchema = z.object({
  id: z.int(),
  provider: z.string(),
  event_id: z.string().nullable(),
  type: z.string(),
  status: webhookStatusSchema,
  attempts: z.int(),
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
  id: z.int(),
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

const byRole = { teachers: z.int(), students: z.int(), staff: z.int() };
export const userStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ users: z.int(), ...byRole }),
  signups: z.int(),
  signups_per_day: z.array(z.object({ date: z.string(), ...byRole })),
  signups_per_month: z.array(z.object({ month: z.string(), ...byRole })),
  active_users_30d: z.int(),
  most_linked_lessons: z.array(z.object({ lesson_id: z.int(), title: z.string(), count: z.int() })),
  most_favorited_lessons: z.array(z.object({ lesson_id: z.int(), title: z.string(), count: z.int() })),
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;

export const subscriptionStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  mrr_cents: z.int(),
  active_subscriptions: z.int(),
  active_by_plan: z.array(
    z.object({
      plan_id: z.int(),
      plan_name: z.string(),
      count: z.int(),
      mrr_cents: z.int(),
    }),
  ),
  per_month: z.array(
    z.object({
      month: z.string(),
      new: z.int(),
      canceled: z.int(),
      failed_payments: z.int(),
      upgrades: z.int(),
      downgrades: z.int(),
    }),
  ),
  /** New subscribers (a plan change is not one). */
  new_subscriptions: z.int(),
  /** Plan changes to a higher / lower monthly equivalent. */
  upgrades: z.int(),
  downgrades: z.int(),
  canceled_subscriptions: z.int(),
  /** Subscribers who left in the period (plan changes excluded) over active at its start plus new in it (0–1). */
  churn_rate: z.number(),
  failed_payments: z.int(),
  past_due: z.int(),
  failed_webhooks: z.int(),
  trial_to_paid: z.object({ trials: z.int(), converted: z.int(), rate: z.number() }).nullable(),
});
export type SubscriptionStatistics = z.infer<typeof subscriptionStatisticsSchema>;

// ── "Fale conosco" inbox ──────────────────────────────────────────────────────
export const contactMessageStatusSchema = z.enum(['open', 'answered']);
export const adminContactMessageSchema = z.object({
  id: z.int(),
  message: z.string(),
  rating: z.int().nullable(),
  created_at: z.string(),
  sender: z
    .object({
      id: z.int(),
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
