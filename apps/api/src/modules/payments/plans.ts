import { and, asc, eq } from 'drizzle-orm';
import type { SubscriptionPlan } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound } from '../../lib/errors';
import { accessLimitsOf } from './access-config';

const { subscriptionPlans, accessConfigs } = schema;
type PlanRow = typeof subscriptionPlans.$inferSelect;
type ConfigRow = typeof accessConfigs.$inferSelect;

/** The fields every answer about a plan shares (checkout, back office). */
export const planFieldsOf = (plan: PlanRow) => ({
  id: plan.id,
  name: plan.name,
  description: plan.description,
  price_cents: plan.priceCents,
  interval: plan.interval,
  interval_count: plan.intervalCount,
  trial_days: plan.trialDays,
  max_installments: plan.maxInstallments,
  pix_discount_percent: plan.pixDiscountPercent,
});

export function toPlan(plan: PlanRow, config: ConfigRow): SubscriptionPlan {
  return { ...planFieldsOf(plan), limits: accessLimitsOf(config) };
}

export async function listPublicPlans(db: Database) {
  const rows = await db
    .select({ plan: subscriptionPlans, config: accessConfigs })
    .from(subscriptionPlans)
    .innerJoin(accessConfigs, eq(accessConfigs.id, subscriptionPlans.accessConfigId))
    .where(and(eq(subscriptionPlans.isPublic, true), eq(subscriptionPlans.isActive, true)))
    .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.priceCents));
  return rows.map((r) => toPlan(r.plan, r.config));
}

/** A plan users can buy (active); `publicOnly` hides plans kept for grants. */
export async function findPlan(db: Database, id: number, options: { publicOnly?: boolean } = {}) {
  const [row] = await db
    .select({ plan: subscriptionPlans, config: accessConfigs })
    .from(subscriptionPlans)
    .innerJoin(accessConfigs, eq(accessConfigs.id, subscriptionPlans.accessConfigId))
    .where(
      and(
        eq(subscriptionPlans.id, id),
        eq(subscriptionPlans.isActive, true),
        options.publicOnly ? eq(subscriptionPlans.isPublic, true) : undefined,
      ),
    );
  if (!row) throw notFound('Plano não encontrado.');
  return row;
}
