import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { WITHDRAWAL_DAYS, type ChangePlanPreview, type SubscriptionInfo } from '@aula/contracts';
import { schema } from '@aula/db';
import { ApiError, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { subscriptionCanceledEmail, withdrawalEmail } from './emails';
import { findPlan } from './plans';
import { addInterval, graceUntil, prorateChange, recurringPriceCents } from './pricing';
import { withPaymentLock } from './payment-lock';
import { checkoutCode, undoRemoteSubscription } from './remote';
import {
  expireReplacedSubscription,
  liveSubscription,
  providerCustomerFor,
  providerPlanFor,
  recordSubscription,
  recoverCheckout,
  settleAbandonedCheckouts,
} from './subscribe';
import { syncSubscription, type SyncDeps } from './sync';
import { withdrawalOf } from './withdrawal';

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
    return recurringPriceCents(priceCents, coupon);
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
        grace_until:
          subscription.status === 'past_due'
            ? graceUntil(subscription.pastDueSince ?? subscription.updatedAt).toISOString()
            : null,
        card:
          subscription.cardBrand && subscription.cardLast4
            ? { brand: subscription.cardBrand, last_four_digits: subscription.cardLast4 }
            : null,
        cancel_at_period_end: subscription.cancelAtPeriodEnd,
        granted: subscription.grantedById !== null,
        billing: subscription.billing,
        payment_method: subscription.paymentMethod,
        installments: subscription.installments,
        withdrawal: await withdrawalOf(db, subscription).then((w) =>
          w ? { until: w.until.toISOString(), refund_cents: w.refundCents } : null,
        ),
      },
    };
  }

  /** The new plan's state from the provider, and the replaced subscription ended there too. */
  async function finishChange(localId: number) {
    const [created] = await db.select().from(subscriptions).where(eq(subscriptions.id, localId));
    if (created?.providerSubscriptionId) await syncSubscription(deps, created.providerSubscriptionId);
    if (!created?.replacesSubscriptionId) return;
    const [old] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, created.replacesSubscriptionId));
    if (old?.providerSubscriptionId) {
      await undoRemoteSubscription(provider, old.providerSubscriptionId, {
        refund: false,
        reason: 'mudança de plano',
      });
      if (created.providerSubscriptionId) {
        await refundUnusedCredit(created.providerSubscriptionId);
        await syncSubscription(deps, old.providerSubscriptionId);
      }
    }
  }

  /**
   * The credit of the old plan the new one's first charge could not take, given back on the charge
   * it came from (the amount and charge travel in the new subscription's metadata). Once per change:
   * the provider replays the refund under the same key.
   */
  async function refundUnusedCredit(providerSubscriptionId: string) {
    const remote = await provider.getSubscription(providerSubscriptionId);
    const cents = Number(remote.metadata?.refund_cents);
    const charge = remote.metadata?.refund_charge;
    if (!charge || !Number.isInteger(cents) || cents <= 0) return;
    await provider.refundCharge(charge, { amount: cents }, { idempotencyKey: `change-refund-${remote.id}` });
  }

  async function preview(
    user: UserRow,
    targetPlanId: number,
    now = new Date(),
  ): Promise<ChangePlanPreview & { subscription: SubscriptionRow; refundFrom: string | null }> {
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
      refund_cents: lastPaid?.providerChargeId ? proration.refundCents : 0,
      refundFrom: lastPaid?.providerChargeId ?? null,
      amount_due_cents: proration.amountDueCents,
      new_price_cents: target.priceCents,
      next_billing_at: addInterval(now, target.interval, target.intervalCount).toISOString(),
    };
  }

  /** Cancels at the end of the paid period: access stays until then and can be resumed. */
  /**
   * Right of withdrawal: ends the subscription now, at the provider too, and refunds there every
   * charge paid since the first payment.
   */
  async function withdraw(user: UserRow, subscription: SubscriptionRow, reason: string | undefined) {
    const window = await withdrawalOf(db, subscription);
    if (!window) {
      throw new ApiError(
        400,
        `O prazo de arrependimento (${WITHDRAWAL_DAYS} dias após o primeiro pagamento) já passou. Você pode cancelar ao fim do período.`,
        'withdrawal_window_closed',
      );
    }
    for (const order of window.orders) {
      if (!order.providerChargeId) continue;
      await provider.refundCharge(
        order.providerChargeId,
        { operation_reference: 'arrependimento' },
        { idempotencyKey: `withdrawal-${order.id}` },
      );
    }
    await undoRemoteSubscription(provider, subscription.providerSubscriptionId!, {
      refund: false,
      reason: 'arrependimento',
    });
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ status: 'refunded', refundedCents: sql`${orders.amountCents}`, updatedAt: now })
        .where(
          inArray(
            orders.id,
            window.orders.map((order) => order.id),
          ),
        );
      await tx
        .update(subscriptions)
        .set({
          status: 'expired',
          cancelAtPeriodEnd: false,
          cancelReason: reason ?? 'Direito de arrependimento',
          canceledAt: now,
          currentPeriodEnd: now,
          refundedAt: now,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, subscription.id));
      if (user.email) {
        await deps.mailer.send(withdrawalEmail(user.email, user.firstName, window.refundCents), tx);
      }
    });
    return info(user);
  }

  /** Cancels at the end of the paid period: access stays until then and can be resumed. */
  async function cancel(user: UserRow, reason: string | undefined, refund = false) {
    const subscription = await requireLive(deps, user);
    if (refund && subscription.status !== 'pending') return withdraw(user, subscription, reason);
    if (subscription.status === 'canceled') return info(user);
    if (subscription.status === 'pending') {
      throw new ApiError(400, 'Aguarde a confirmação do primeiro pagamento para cancelar.', 'pending');
    }
    const [plan] = await db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, subscription.subscriptionPlanId));
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({
          status: 'canceled',
          cancelAtPeriodEnd: true,
          cancelReason: reason ?? null,
          canceledAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, subscription.id));
      if (user.email) {
        await deps.mailer.send(
          subscriptionCanceledEmail(user.email, user.firstName, plan!.name, subscription.currentPeriodEnd),
          tx,
        );
      }
    });
    return info(user);
  }

  async function resume(user: UserRow) {
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
  }

  /** A new card for the next charges; a past-due subscription retries its open invoice with it. */
  async function updateCard(user: UserRow, cardToken: string, key: string) {
    const subscription = await requireLive(deps, user);
    let chargedCents: number | null = null;
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
      if (failed) {
        const [after] = await db.select().from(orders).where(eq(orders.id, failed.id));
        if (after?.status === 'paid') chargedCents = after.amountCents;
      }
    }
    return { ...(await info(user)), charged_cents: chargedCents };
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
        refunded_cents: order.refundedCents,
        status: order.status,
        paid_at: iso(order.paidAt),
        created_at: order.createdAt.toISOString(),
        plan_name: planName,
        payment_method: order.paymentMethod,
        installments: order.installments,
      }));
    },

    cancel: (user: UserRow, reason: string | undefined, refund = false) =>
      withPaymentLock(db, user.id, `cancel:${randomUUID()}`, () => cancel(user, reason, refund)),

    resume: (user: UserRow) => withPaymentLock(db, user.id, `resume:${randomUUID()}`, () => resume(user)),

    /** The refund (CDC art. 49) still open to the person, for the account deletion dialog. */
    async withdrawalOffer(userId: number) {
      const subscription = await liveSubscription(db, userId);
      const window = subscription ? await withdrawalOf(db, subscription) : null;
      return window ? { until: window.until.toISOString(), refund_cents: window.refundCents } : null;
    },

    /**
     * Deleting the account within the withdrawal window, asking for the money back: the same
     * refund as the cancel dialog's, before the account goes (400 once the window has closed).
     */
    withdrawBeforeDeletion: (user: UserRow) =>
      withPaymentLock(db, user.id, `delete:${randomUUID()}`, async () => {
        const subscription = await liveSubscription(db, user.id);
        if (!subscription || subscription.status === 'pending') {
          throw new ApiError(400, 'Não há pagamento para reembolsar.', 'withdrawal_window_closed');
        }
        await withdraw(user, subscription, 'Conta excluída (direito de arrependimento)');
      }),

    updateCard: (user: UserRow, cardToken: string, key: string) =>
      withPaymentLock(db, user.id, `card:${key}`, () => updateCard(user, cardToken, key)),

    preview: async (user: UserRow, targetPlanId: number) => {
      const {
        subscription: _subscription,
        refundFrom: _refundFrom,
        ...result
      } = await preview(user, targetPlanId);
      return result;
    },

    /**
     * v5 has no plan change: the old subscription ends at the provider and a new one starts now,
     * its first charge reduced by the prorated credit (recomputed here, never taken from the client).
     */
    async changePlan(user: UserRow, targetPlanId: number, key: string, recovering = false) {
      if (recovering) {
        const recovered = await recoverCheckout(deps, user.id, 'change-plan', key);
        if (recovered) {
          await finishChange(recovered);
          return info(user);
        }
      }
      // A change a crash left unfinished under another key is settled before a new one is tried.
      await settleAbandonedCheckouts(deps, user, key);
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
          code: checkoutCode(user.id, 'change-plan', key),
          ...(computed.credit_cents > 0
            ? { discounts: [{ value: computed.credit_cents, discount_type: 'flat' as const, cycles: 1 }] }
            : {}),
          metadata: {
            user_id: String(user.id),
            subscription_plan_id: String(target.id),
            replaces: String(subscription.id),
            // Kept with the new subscription, so a change a crash interrupted still refunds it.
            ...(computed.refund_cents > 0 && computed.refundFrom
              ? { refund_cents: String(computed.refund_cents), refund_charge: computed.refundFrom }
              : {}),
          },
        },
        { idempotencyKey: `change-${user.id}-${key}` },
      );
      if (remote.status === 'failed') {
        // The new plan was not paid: the old subscription goes on untouched, the attempt ends there.
        await undoRemoteSubscription(provider, remote.id, { refund: false, reason: 'recusada' });
        throw new ApiError(
          400,
          'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
          'card_declined',
        );
      }
      const localId = await recordSubscription(
        deps,
        user.id,
        remote,
        {
          subscriptionPlanId: target.id,
          priceCents: target.priceCents,
          discountCents: computed.credit_cents,
          couponId: null,
          replacesSubscriptionId: subscription.id,
        },
        (tx) => expireReplacedSubscription(tx, user.id, subscription.id),
      );
      await finishChange(localId);
      return info(user);
    },
  };
}

export type LifecycleService = ReturnType<typeof lifecycleService>;
