import { asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPlan, adminPlanInputSchema } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, notFound, ValidationFailure } from '../../lib/errors';
import { accessLimitsOf, planFieldsOf, providerPlanFor, type PaymentProvider } from '../payments';
import { audit, iso, type Actor } from './shared';

const { subscriptionPlans, accessConfigs, subscriptions, providerSubscriptionPlans } = schema;
type PlanRow = typeof subscriptionPlans.$inferSelect;
type ConfigRow = typeof accessConfigs.$inferSelect;
type PlanInput = z.output<typeof adminPlanInputSchema>;

const toConfig = (c: ConfigRow) => ({
  id: c.id,
  name: c.name,
  ...accessLimitsOf(c),
  default_free_users: c.defaultFreeUsers,
});

function toAdminPlan(plan: PlanRow, config: ConfigRow, subscribers: number): AdminPlan {
  return {
    ...planFieldsOf(plan),
    is_public: plan.isPublic,
    is_active: plan.isActive,
    position: plan.position,
    access_config: toConfig(config),
    subscribers_count: subscribers,
    created_at: iso(plan.createdAt)!,
  };
}

export function adminPlansService(deps: { db: Database; provider: PaymentProvider }) {
  const { db, provider } = deps;

  async function subscriberCounts(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ id: subscriptions.subscriptionPlanId, n: count() })
      .from(subscriptions)
      .where(inArray(subscriptions.subscriptionPlanId, ids))
      .groupBy(subscriptions.subscriptionPlanId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  async function get(id: number) {
    const [row] = await db
      .select({ plan: subscriptionPlans, config: accessConfigs })
      .from(subscriptionPlans)
      .innerJoin(accessConfigs, eq(accessConfigs.id, subscriptionPlans.accessConfigId))
      .where(eq(subscriptionPlans.id, id));
    if (!row) throw notFound('Plano não encontrado.');
    const counts = await subscriberCounts([id]);
    return toAdminPlan(row.plan, row.config, counts.get(id) ?? 0);
  }

  /** The configuration the plan points to: an existing one, or a new one described in the input. */
  async function configFor(tx: Database, input: PlanInput) {
    if (input.access_config) {
      const c = input.access_config;
      const [created] = await tx
        .insert(accessConfigs)
        .values({
          name: c.name || `Plano ${input.name}`,
          ads: c.ads,
          maxStudents: c.max_students,
          maxCustomLessons: c.max_custom_lessons,
          teachersAccounts: c.teachers_accounts,
          group: 'paid',
        })
        .returning();
      return created!.id;
    }
    const [existing] = await tx
      .select()
      .from(accessConfigs)
      .where(eq(accessConfigs.id, input.access_config_id!));
    if (!existing)
      throw ValidationFailure.field('access_config_id', 'Configuração de acesso não encontrada.');
    return existing.id;
  }

  const columns = (input: PlanInput, accessConfigId: number) => ({
    name: input.name,
    description: input.description,
    priceCents: input.price_cents,
    interval: input.interval,
    intervalCount: input.interval_count,
    trialDays: input.trial_days,
    // One-off orders: 12 instalments by default for an annual plan (a monthly one sells no orders).
    maxInstallments: input.max_installments ?? (input.interval === 'year' ? 12 : 1),
    pixDiscountPercent: input.pix_discount_percent,
    accessConfigId,
    isPublic: input.is_public,
    isActive: input.is_active,
    updatedAt: new Date(),
  });

  return {
    get,
    async list() {
      const rows = await db
        .select({ plan: subscriptionPlans, config: accessConfigs })
        .from(subscriptionPlans)
        .innerJoin(accessConfigs, eq(accessConfigs.id, subscriptionPlans.accessConfigId))
        .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id));
      const counts = await subscriberCounts(rows.map((r) => r.plan.id));
      return rows.map((r) => toAdminPlan(r.plan, r.config, counts.get(r.plan.id) ?? 0));
    },
    async accessConfigs() {
      return (await db.select().from(accessConfigs).orderBy(asc(accessConfigs.id))).map(toConfig);
    },
    async create(actor: Actor, input: PlanInput) {
      const id = await db.transaction(async (tx) => {
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(subscriptionPlans);
        const [plan] = await tx
          .insert(subscriptionPlans)
          .values({ ...columns(input, await configFor(tx, input)), position: n + 1 })
          .returning();
        await audit(
          tx,
          actor,
          'subscription_plan.created',
          { type: 'subscription_plan', id: plan!.id },
          null,
          input,
        );
        return plan!.id;
      });
      return get(id);
    },
    async update(actor: Actor, id: number, input: PlanInput) {
      const before = await get(id);
      await db.transaction(async (tx) => {
        await tx
          .update(subscriptionPlans)
          .set(columns(input, await configFor(tx, input)))
          .where(eq(subscriptionPlans.id, id));
        await audit(tx, actor, 'subscription_plan.updated', { type: 'subscription_plan', id }, before, input);
      });
      return get(id);
    },
    /** History stays: a plan anybody ever subscribed to can only be deactivated. */
    async remove(actor: Actor, id: number) {
      const before = await get(id);
      if (before.subscribers_count > 0) {
        throw new ApiError(
          400,
          `O plano tem ${before.subscribers_count} assinatura(s) e não pode ser excluído; desative-o para parar as vendas.`,
          'plan_has_subscribers',
        );
      }
      await db.transaction(async (tx) => {
        await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id));
        await audit(tx, actor, 'subscription_plan.deleted', { type: 'subscription_plan', id }, before, null);
      });
    },
    async providerPlans() {
      const rows = await db
        .select({ p: providerSubscriptionPlans, name: subscriptionPlans.name })
        .from(providerSubscriptionPlans)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, providerSubscriptionPlans.subscriptionPlanId))
        .orderBy(asc(providerSubscriptionPlans.id));
      return rows.map(({ p, name }) => ({
        id: p.id,
        subscription_plan: p.subscriptionPlanId,
        subscription_plan_name: name,
        provider: p.provider,
        provider_plan_id: p.providerPlanId,
        price_cents: p.priceCents,
        created_at: iso(p.createdAt)!,
      }));
    },
    /** Creates the plan at the provider for its current price (once per price). */
    async createProviderPlan(actor: Actor, planId: number) {
      const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
      if (!plan) throw ValidationFailure.field('subscription_plan', 'Plano não encontrado.');
      const providerPlanId = await providerPlanFor(db, provider, plan);
      const [row] = await db
        .select()
        .from(providerSubscriptionPlans)
        .where(eq(providerSubscriptionPlans.providerPlanId, providerPlanId));
      await audit(
        db,
        actor,
        'provider_subscription_plan.created',
        { type: 'provider_subscription_plan', id: row!.id },
        null,
        {
          subscription_plan: planId,
          provider_plan_id: providerPlanId,
          price_cents: plan.priceCents,
        },
      );
      return {
        id: row!.id,
        subscription_plan: plan.id,
        subscription_plan_name: plan.name,
        provider: row!.provider,
        provider_plan_id: row!.providerPlanId,
        price_cents: row!.priceCents,
        created_at: iso(row!.createdAt)!,
      };
    },
  };
}

export type AdminPlansService = ReturnType<typeof adminPlansService>;
