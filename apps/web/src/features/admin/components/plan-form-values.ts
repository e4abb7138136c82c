import {
  adminPlanInputSchema,
  planIntervalSchema,
  type AdminAccessConfig,
  type AdminPlan,
} from '@aula/contracts';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { checkedBy } from '../lib/checked-by';
import { formatReais, reaisText } from '../lib/price';
import { wholeNumberText } from '../lib/whole-number';

const NAME_MAX = 80;
const limitsSchema = z.object({
  max_students: wholeNumberText(0, 100_000),
  max_custom_lessons: wholeNumberText(0, 100_000),
  teachers_accounts: wholeNumberText(1, 1000),
  ads: z.boolean(),
});
const fieldsSchema = z.object({
  // Checked as typed, so every field's message shows at once (the contract's runs after the prices).
  name: adminPlanInputSchema.shape.name,
  description: z.string().max(1000, 'No máximo 1000 caracteres.'),
  price_cents: reaisText,
  interval: planIntervalSchema,
  interval_count: wholeNumberText(1, 12),
  trial_days: wholeNumberText(0, 365),
  /** One-off orders of an annual plan: card instalments allowed, and the Pix discount. */
  max_installments: wholeNumberText(1, 12),
  pix_discount_percent: wholeNumberText(0, 50),
  access_config: limitsSchema,
  is_public: z.boolean(),
  is_active: z.boolean(),
});

/**
 * The inputs as typed → the body the API takes (checked by its contract). Unchanged limits keep the
 * plan's access configuration; changed ones get a new one, since other plans may share the current.
 */
export const planFormSchema = (current?: AdminAccessConfig) =>
  fieldsSchema
    .transform(({ access_config: limits, ...plan }) => {
      const same =
        current &&
        current.max_students === limits.max_students &&
        current.max_custom_lessons === limits.max_custom_lessons &&
        current.teachers_accounts === limits.teachers_accounts &&
        current.ads === limits.ads;
      return same
        ? { ...plan, access_config_id: current.id }
        : { ...plan, access_config: { name: `Plano ${plan.name.trim()}`.slice(0, NAME_MAX), ...limits } };
    })
    .transform(checkedBy(adminPlanInputSchema));

export type PlanFormInput = z.input<typeof fieldsSchema>;
export type PlanFormOutput = z.output<ReturnType<typeof planFormSchema>>;

/** The fields a server's 400 may name, as this form calls them. */
export const PLAN_SERVER_FIELDS: readonly Path<PlanFormInput>[] = [
  'name',
  'description',
  'price_cents',
  'interval',
  'interval_count',
  'trial_days',
  'max_installments',
  'pix_discount_percent',
  'access_config.max_students',
  'access_config.max_custom_lessons',
  'access_config.teachers_accounts',
  'access_config.ads',
  'is_public',
  'is_active',
];

export function planFormDefaults(plan?: AdminPlan): PlanFormInput {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price_cents: plan ? formatReais(plan.price_cents) : '',
    interval: plan?.interval ?? 'month',
    interval_count: String(plan?.interval_count ?? 1),
    trial_days: String(plan?.trial_days ?? 0),
    max_installments: String(plan?.max_installments ?? 12),
    pix_discount_percent: String(plan?.pix_discount_percent ?? 0),
    access_config: {
      max_students: String(plan?.access_config.max_students ?? 200),
      max_custom_lessons: String(plan?.access_config.max_custom_lessons ?? 50),
      teachers_accounts: String(plan?.access_config.teachers_accounts ?? 1),
      ads: plan?.access_config.ads ?? false,
    },
    is_public: plan?.is_public ?? true,
    is_active: plan?.is_active ?? true,
  };
}
