import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import type { PaymentProvider } from './provider/types';

const { providerSubscriptionPlans } = schema;
type PlanRow = typeof schema.subscriptionPlans.$inferSelect;

/** Our plan's id at the provider, created there the first time (per price). */
export async function providerPlanFor(db: Database, provider: PaymentProvider, plan: PlanRow) {
  const [existing] = await db
    .select()
    .from(providerSubscriptionPlans)
    .where(
      and(
        eq(providerSubscriptionPlans.subscriptionPlanId, plan.id),
        eq(providerSubscriptionPlans.priceCents, plan.priceCents),
      ),
    );
  if (existing) return existing.providerPlanId;
  const remote = await provider.createPlan(
    {
      name: plan.name,
      interval: plan.interval,
      interval_count: plan.intervalCount,
      billing_type: 'prepaid',
      payment_methods: ['credit_card'],
      installments: [1],
      currency: 'BRL',
      items: [
        { name: plan.name, quantity: 1, pricing_scheme: { scheme_type: 'unit', price: plan.priceCents } },
      ],
      ...(plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}),
      metadata: { subscription_plan_id: String(plan.id) },
    },
    { idempotencyKey: `plan-${plan.id}-${plan.priceCents}` },
  );
  await db
    .insert(providerSubscriptionPlans)
    .values({ subscriptionPlanId: plan.id, providerPlanId: remote.id, priceCents: plan.priceCents })
    .onConflictDoNothing();
  return remote.id;
}
