import { z } from 'zod';
import { pageParam } from './ids';

/**
 * Every `code` of a `{detail, code}` answer, one list for the API (which may only send these) and
 * the web app (which branches on them).
 */
export const ERROR_CODES = [
  // Sessions and permissions
  'not_authenticated',
  'token_not_valid',
  'password_change_required',
  'permission_denied',
  'impersonated_write',
  'same_user',
  'self_demotion',
  'throttled',
  // Generic
  'invalid',
  'not_found',
  'server_error',
  'database_unavailable',
  // Accounts and students
  'password_already_set',
  'username_busy',
  'card_code_busy',
  'student_limit_reached',
  'student_managed_elsewhere',
  'account_disabled',
  'over_plan_limits',
  'classroom_not_found',
  'classroom_code_disabled',
  'no_classroom',
  'classroom_archived',
  // Content and files
  'premium_required',
  'custom_lessons_limit',
  'invalid_file_link',
  'already_returned',
  // Payments
  'already_subscribed',
  'payment_data_missing',
  'payment_in_progress',
  'in_progress',
  'idempotency_mismatch',
  'card_declined',
  'no_card',
  'pending',
  'not_live',
  'not_canceled',
  'not_changeable',
  'same_plan',
  'nothing_to_refund',
  'refund_window_closed',
  'withdrawal_window_closed',
  'rejected_event',
  'not_extendable',
  'plan_has_subscribers',
  'provider_card_declined',
  'provider_invalid_request',
  'provider_invalid_fields',
  'provider_business_rule',
  'provider_not_found',
  'provider_configuration',
  'provider_rate_limited',
  'provider_unavailable',
  'provider_timeout',
  'provider_network',
  // Diary and gradebook
  'period_closed',
  'no_closed_period',
  'roll_call_changed',
  // Families
  'consent_required',
  // Quizzes
  'quiz_answered',
  'quiz_time_over',
  'quiz_no_attempts',
  // Print
  'pdf_failed',
  'pdf_busy',
  // One-off orders (Pix, boleto, card in instalments)
  'order_plan_not_annual',
  'order_not_refundable',
  'bank_account_required',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** DRF-shaped error bodies: `{detail, code?}` for non-field errors, `{field: [messages]}` for validation. */
export const detailErrorSchema = z.object({ detail: z.string(), code: z.enum(ERROR_CODES).optional() });
export type DetailError = z.infer<typeof detailErrorSchema>;

export const validationErrorSchema = z.record(z.string(), z.array(z.string()));
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** A 400: field errors, or a detail for object-level failures. */
export const badRequestSchema = z.union([validationErrorSchema, detailErrorSchema]);

const pageCount = z.int();
const pageLink = z.string().nullable();

export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ count: pageCount, next: pageLink, previous: pageLink, results: z.array(item) });

export const paginationQuerySchema = z.object({
  page: pageParam().default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
