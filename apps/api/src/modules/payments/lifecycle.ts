import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ChangePlanPreview, SubscriptionInfo } from '@aula/contracts';
import { schema } from '@aula/db';
import { ApiError, notFound } from '../../lib/errors';
import type { UserRow } from '../../plugins/auth';
import { subscriptionCanceledEmail } from './emails';
import { findPlan } from './plans';
import { addInterval, couponDiscountCents, prorateChange } from './pricing';
import { liveSubscription, providerCustomerFor, providerPlanFor } from './subscribe';
import { syncSubscription, type SyncDeps } from './sync';

const { subscriptions, subscriptionPlans, orders, coupons } = schema;
type SubscriptionRow = typeof subscriptions.$inferSelect;

const iso = (value: Date | null) => value?.toISOString() ?? null;

async function requireLive(deps: SyncDeps, user: UserRow) {
  const subscription = await liveSubscription(deps.db, user.id);
  if (!subscription) throw notFound('Você não tem uma assinatura ativa.');
  return subscription;
}

export function lifecycleService(deps: SyncDeps) {
  const { db, provider } = deps;

  async function nextAmount(subscription: SubscriptionRow, priceCents: number) {
    if (!subscription.couponId) return priceCents;
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, subscription.couponId));
    // Discounts with a cycle count were for the first charges; "forever" ones keep applying.
    return coupon && coupon.cycles === null
      ? priceCents - couponDiscountCents(priceCents, coupon)
      : priceCents;
  }

  /** The last charge of a past-due subscription that did not go through; else the plan's price. */
  async function openAmount(subscription: SubscriptionRow, priceCents: number) {
    const [unpaid] = await db
      .select({ amountCents: orders.amountCents })
      .from(orders)
      .where(and(eq(orders.subscriptionId, subscription.id), inArray(orders.status, ['failed', 'pending'])))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    return unpaid?.amountCents ?? (await nextAmount(subscription, priceCents));
  }

  async function info(
    user: UserRow,
  ): Promise<{ subscription: SubscriptionInfo | null; payment_information_updated: boolean }> {
    const subscription = await liveSubscription(db, user.id);
    if (!subscription) return { subscription: null, payment_information_updated: true };
    const [plan] = await db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, subscription.subscriptionPlanId));
    const renews =
      subscription.status === 'active' && !subscription.cancelAtPeriodEnd && !subscription.grantedById;
    return {
      payment_information_updated: subscription.status !== 'past_due',
      subscription: {
        id: subscription.id,
        status: subscription.status,
        plan: { id: plan!.id, name: plan!.name, price_cents: plan!.priceCents, interval: plan!.interval },
        current_period_start: iso(subscription.currentPeriodStart),
        current_period_end: iso(subscription.currentPeriodEnd),
        next_billing_at: renews ? iso(subscription.currentPeriodEnd) : null,
        next_amount_cents: renews ? await nextAmount(subscription, plan!.priceCents) : null,
        open_amount_cents:
          subscription.status === 'past_due' ? await openAmount(subscription, plan!.priceCents) : null,
        card:
          subscription.cardBrand && subscription.cardLast4
            ? { brand: subscription.cardBrand, last_four_digits: subscription.cardLast4 }
            : null,
        cancel_at_period_end: subscription.cancelAtPeriodEnd,
        granted: subscription.grantedById !== null,
      },
    };
  }

  async function preview(
    user: UserRow,
    targetPlanId: number,
    now = new Date(),
  ): Promise<ChangePlanPreview & { subscription: SubscriptionRow }> {
    const subscription = await requireLive(deps, user);
    if (subscription.status !== 'active' || subscription.grantedById) {
      throw new ApiError(
        400,
        'Só é possível mudar de plano com uma assinatura ativa e paga.',
        'not_changeable',
      );
    }
    if (subscription.subscriptionPlanId === targetPlanId) {
      throw new ApiError(400, 'Você já está neste plano.', 'same_plan');
    }
    const { plan: target } = await findPlan(db, targetPlanId, { publicOnly: true });
    const [current] = await db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, subscription.subscriptionPlanId));
    const [lastPaid] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.subscriptionId, subscription.id), eq(orders.status, 'paid')))
      .orderBy(desc(orders.paidAt))
      .limit(1);
    const proration = prorateChange(
      {
        paidCents: lastPaid?.amountCents ?? 0,
        start: subscription.currentPeriodStart ?? now,
        end: subscription.currentPeriodEnd ?? now,
      },
      target.priceCents,
      now,
    );
    return {
      subscription,
      current_plan: {
        id: current!.id,
        name: current!.name,
        price_cents: current!.priceCents,
        interval: current!.interval,
      },
      target_plan: {
        id: target.id,
        name: target.name,
        price_cents: target.priceCents,
        interval: target.interval,
      },
      credit_cents: proration.appliedCreditCents,
      amount_due_cents: proration.amountDueCents,
      new_price_cents: target.priceCents,
      next_billing_at: addInterval(now, target.interval, target.intervalCount).toISOString(),
    };
  }

  return {
    info,

    async charges(user: UserRow, subscriptionId: number) {
      const [subscription] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, user.id)));
      if (!subscription) throw notFound('Assinatura não encontrada.');
      const rows = await db
        .select({ order: orders, planName: subscriptionPlans.name })
        .from(orders)
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, orders.subscriptionPlanId))
        .where(eq(orders.userId, user.id))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return rows.map(({ order, planName }) => ({
        id: order.id,
        kind: order.kind,
        amount_cents: order.amountCents,
        discount_cents: order.discountCents,
        status: order.status,
        paid_at: iso(order.paidAt),
        created_at: order.createdAt.toISOString(),
        plan_name: planName,
      }));
    },

    /** Cancels at the end of the paid period: access stays until then and can be resumed. */
    async cancel(user: UserRow, reason: string | undefined) {
      const subscription = await requireLive(deps, user);
      if (subscription.status === 'canceled') return info(user);
      if (subscription.status === 'pending') {
        throw new ApiError(400, 'Aguarde a confirmação do primeiro pagamento para cancelar.', 'pending');
      }
      await db
        .update(subscriptions)
        .set({
          status: 'canceled',
          cancelAtPeriodEnd: true,
          cancelReason: reason ?? null,
          canceledAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, subscription.id));
      const [plan] = await db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, subscription.subscriptionPlanId));
      if (user.email) {
        await deps.mailer.send(
          subscriptionCanceledEmail(user.email, user.firstName, plan!.name, subscription.currentPeriodEnd),
        );
      }
      return info(user);
    },

    async resume(user: UserRow) {
      const subscription = await requireLive(deps, user);
      if (subscription.status !== 'canceled' || !subscription.cancelAtPeriodEnd) {
        throw new ApiError(400, 'Não há cancelamento para desfazer.', 'not_canceled');
      }
      await db
        .update(subscriptions)
        .set({
          status: 'active',
          cancelAtPeriodEnd: false,
          cancelReason: null,
          canceledAt: null,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, subscription.id));
      return info(user);
    },

    /** A new card for the next charges; a past-due subscription retries its open invoice with it. */
    async updateCard(user: UserRow, cardToken: string, key: string) {
      const subscription = await requireLive(deps, user);
      if (!subscription.providerSubscriptionId)
        throw new ApiError(400, 'Esta assinatura não usa cartão.', 'no_card');
      const { customerId, address } = await providerCustomerFor(db, provider, user, key);
      const card = await provider.createCard(customerId, cardToken, {
        idempotencyKey: `card-${user.id}-${key}`,
        billingAddress: address,
      });
      await provider.updateSubscriptionCard(subscription.providerSubscriptionId, card.id, {
        idempotencyKey: `card-change-${user.id}-${key}`,
      });
      await db
        .update(subscriptions)
        .set({
          providerCardId: card.id,
          cardBrand: card.brand,
          cardLast4: card.last_four_digits,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, subscription.id));
      if (subscription.status === 'past_due') {
        const [failed] = await db
          .select()
          .from(orders)
          .where(and(eq(orders.subscriptionId, subscription.id), eq(orders.status, 'failed')))
          .orderBy(desc(orders.createdAt))
          .limit(1);
        if (failed?.providerChargeId) {
          await provider.retryCharge(failed.providerChargeId, {
            idempotencyKey: `retry-${failed.providerChargeId}-${key}`,
          });
        }
        await syncSubscription(deps, subscription.providerSubscriptionId);
      }
      return info(user);
    },

    preview: async (user: UserRow, targetPlanId: number) => {
      const { subscription: _subscription, ...result } = await preview(user, targetPlanId);
      return result;
    },

    /**
     * v5 has no plan change: the old subscription ends at the provider and a new one starts now,
     * its first charge reduced by the prorated credit (recomputed here, never taken from the client).
     */
    async changePlan(user: UserRow, targetPlanId: number, key: string) {
      const computed = await preview(user, targetPlanId);
      const { subscription } = computed;
      const { plan: target } = await findPlan(db, targetPlanId, { publicOnly: true });
      const providerPlanId = await providerPlanFor(db, provider, target);
      const remote = await provider.createSubscription(
        {
          plan_id: providerPlanId,
          customer_id: subscription.providerCustomerId!,
          payment_method: 'credit_card',
          card_id: subscription.providerCardId!,
          ...(computed.credit_cents > 0
            ? { discounts: [{ value: computed.credit_cents, discount_type: 'flat' as const, cycles: 1 }] }
            : {}),
          metadata: {
            user_id: String(user.id),
            subscription_plan_id: String(target.id),
            replaces: String(subscription.id),
          },
        },
        { idempotencyKey: `change-${user.id}-${key}` },
      );
      const [created] = await db.transaction(async (tx) => {
        await tx
          .update(subscriptions)
          .set({
            status: 'expired',
            cancelReason: 'Mudança de plano',
            canceledAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(subscriptions.id, subscription.id));
        return tx
          .insert(subscriptions)
          .values({
            userId: user.id,
            subscriptionPlanId: target.id,
            status: 'pending',
            providerSubscriptionId: remote.id,
            providerCustomerId: subscription.providerCustomerId,
            providerCardId: subscription.providerCardId,
            cardBrand: subscription.cardBrand,
            cardLast4: subscription.cardLast4,
            priceCents: target.priceCents,
            discountCents: computed.credit_cents,
          })
          .onConflictDoNothing()
          .returning();
      });
      const status = await syncSubscription(deps, remote.id);
      if (status === 'failed') {
        // The new plan was not paid: the old subscription goes on as it was.
        await db
          .update(subscriptions)
          .set({ status: 'active', cancelReason: null, canceledAt: null })
          .where(eq(subscriptions.id, subscription.id));
        throw new ApiError(
          400,
          'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
          'card_declined',
        );
      }
      if (subscription.providerSubscriptionId) {
        await provider.cancelSubscription(
          subscription.providerSubscriptionId,
          { cancel_pending_invoices: true },
          {
            idempotencyKey: `change-cancel-${subscription.id}`,
          },
        );
      }
      if (created) {
        await db.update(orders).set({ kind: 'plan_change' }).where(eq(orders.subscriptionId, created.id));
      }
      return info(user);
    },
  };
}

export type LifecycleService = ReturnType<typeof lifecycleService>;
