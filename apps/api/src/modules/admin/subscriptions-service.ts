import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminOrphanSubscription,
  AdminSubscriptionAction,
  adminOrderQuerySchema,
  adminSubscriptionQuerySchema,
  GrantSubscriptionInput,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, notFound, ValidationFailure } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import {
  completeBoletoRefund,
  withPaymentLock,
  liveSubscription,
  type PaymentProvider,
  isOngoing,
  isUnended,
} from '../payments';
import { audit, iso, offsetOf, onDays, personOf, type Actor } from './shared';
import {
  personColumns,
  selectOrders,
  selectSubscriptions,
  toOrder,
  toSubscription,
} from './subscriptions-queries';

const { subscriptions, subscriptionPlans, users, orders, orphanSubscriptions } = schema;
const DAY_MS = 86_400_000;
const REFUND_WINDOW_DAYS = 7;

export function adminSubscriptionsService(deps: { db: Database; provider: PaymentProvider; mailer: Mailer }) {
  const { db, provider } = deps;

  async function findRow(id: number) {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!row) throw notFound('Assinatura não encontrada.');
    return row;
  }

  async function detail(id: number) {
    const [row] = await selectSubscriptions(db).where(eq(subscriptions.id, id));
    if (!row) throw notFound('Assinatura não encontrada.');
    const rows = await selectOrders(db)
      .where(eq(orders.subscriptionId, id))
      .orderBy(asc(orders.createdAt), asc(orders.id));
    return { ...toSubscription(row), orders: rows.map(toOrder) };
  }

  async function extend(actor: Actor, id: number, days: number) {
    const before = await findRow(id);
    if (before.providerSubscriptionId) {
      throw new ApiError(
        400,
        'Assinaturas pagas seguem o ciclo de cobrança do provedor; para dar dias extras, conceda uma assinatura depois que esta terminar.',
        'not_extendable',
      );
    }
    const now = new Date();
    const from = before.currentPeriodEnd && before.currentPeriodEnd > now ? before.currentPeriodEnd : now;
    const end = new Date(from.getTime() + days * DAY_MS);
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ currentPeriodEnd: end, status: 'active', updatedAt: now })
        .where(eq(subscriptions.id, id));
      await audit(
        tx,
        actor,
        'subscription.extended',
        { type: 'subscription', id },
        { status: before.status, current_period_end: iso(before.currentPeriodEnd) },
        {
          status: 'active',
          current_period_end: iso(end),
          days,
        },
      );
    });
  }

  /** Ends access now: stops billing at the provider first, then expires it here. */
  async function cancelNow(
    actor: Actor,
    id: number,
    reason: string | undefined,
    action = 'subscription.canceled_now',
  ) {
    const before = await findRow(id);
    if (!isUnended(before.status)) {
      throw new ApiError(400, 'Esta assinatura já terminou.', 'not_live');
    }
    if (before.providerSubscriptionId) {
      await provider.cancelSubscription(
        before.providerSubscriptionId,
        { cancel_pending_invoices: true },
        { idempotencyKey: `admin-cancel-${id}` },
      );
    }
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({
          status: 'expired',
          cancelAtPeriodEnd: false,
          canceledAt: now,
          currentPeriodEnd: now,
          cancelReason: reason ?? before.cancelReason,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, id));
      await audit(
        tx,
        actor,
        action,
        { type: 'subscription', id },
        { status: before.status, current_period_end: iso(before.currentPeriodEnd) },
        {
          status: 'expired',
          current_period_end: iso(now),
          reason: reason ?? null,
        },
      );
    });
  }

  /** Consumer rule: the first payment can be refunded within 7 days of it (the route admits superusers only). */
  async function refundFirstPayment(actor: Actor, id: number, reason: string | undefined) {
    const subscription = await findRow(id);
    // The first charge ever paid, refunded or not: once it is, a renewal never becomes "the first".
    const [first] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.subscriptionId, id), inArray(orders.status, ['paid', 'refunded'])))
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(1);
    if (!first?.providerChargeId || !first.paidAt) {
      throw new ApiError(400, 'Esta assinatura não tem pagamento a reembolsar.', 'nothing_to_refund');
    }
    if (first.status === 'refunded') {
      throw new ApiError(
        400,
        'O primeiro pagamento desta assinatura já foi reembolsado.',
        'nothing_to_refund',
      );
    }
    if (Date.now() - first.paidAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) {
      throw new ApiError(
        400,
        'O reembolso só é possível em até 7 dias após o primeiro pagamento.',
        'refund_window_closed',
      );
    }
    await provider.refundCharge(first.providerChargeId, {}, { idempotencyKey: `admin-refund-${first.id}` });
    await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ status: 'refunded', refundedCents: first.amountCents, updatedAt: new Date() })
        .where(eq(orders.id, first.id));
      await audit(
        tx,
        actor,
        'order.refunded',
        { type: 'order', id: first.id },
        { status: first.status },
        {
          status: 'refunded',
          amount_cents: first.amountCents,
          reason: reason ?? null,
        },
      );
    });
    if (isUnended(subscription.status)) {
      await cancelNow(actor, id, reason ?? 'Reembolso do primeiro pagamento', 'subscription.refunded');
    }
  }

  async function grantTo(actor: Actor, userId: number, planId: number, input: GrantSubscriptionInput) {
    const live = await liveSubscription(db, userId);
    if (live && isOngoing(live.status)) {
      throw new ApiError(
        400,
        'Este usuário já tem uma assinatura em andamento; encerre-a antes de conceder outra.',
        'already_subscribed',
      );
    }
    const now = new Date();
    return db.transaction(async (tx) => {
      // A paid subscription canceled at period end gives way to the grant.
      if (live) {
        await tx
          .update(subscriptions)
          .set({ status: 'expired', updatedAt: now })
          .where(inArray(subscriptions.id, [live.id]));
      }
      const [row] = await tx
        .insert(subscriptions)
        .values({
          userId,
          subscriptionPlanId: planId,
          status: 'active',
          priceCents: 0,
          currentPeriodStart: now,
          currentPeriodEnd: new Date(now.getTime() + input.days * DAY_MS),
          grantedById: actor.id,
          grantReason: input.reason,
        })
        .returning();
      await audit(tx, actor, 'subscription.granted', { type: 'subscription', id: row!.id }, null, {
        user: userId,
        subscription_plan: planId,
        days: input.days,
        reason: input.reason,
        current_period_end: iso(row!.currentPeriodEnd),
      });
      return row!.id;
    });
  }

  return {
    detail,

    async list(query: z.output<typeof adminSubscriptionQuerySchema>) {
      const where = and(
        query.status ? eq(subscriptions.status, query.status) : undefined,
        query.plan ? eq(subscriptions.subscriptionPlanId, query.plan) : undefined,
        query.user ? eq(subscriptions.userId, query.user) : undefined,
        query.payment_method ? eq(subscriptions.paymentMethod, query.payment_method) : undefined,
      );
      const ordering: Record<typeof query.ordering, SQL[]> = {
        created_at: [asc(subscriptions.createdAt), asc(subscriptions.id)],
        '-created_at': [desc(subscriptions.createdAt), desc(subscriptions.id)],
        current_period_end: [asc(subscriptions.currentPeriodEnd), asc(subscriptions.id)],
        '-current_period_end': [desc(subscriptions.currentPeriodEnd), desc(subscriptions.id)],
      };
      const [total] = await db.select({ n: count() }).from(subscriptions).where(where);
      const rows = await selectSubscriptions(db)
        .where(where)
        .orderBy(...ordering[query.ordering])
        .limit(query.page_size)
        .offset(offsetOf(query));
      return { count: total?.n ?? 0, results: rows.map(toSubscription) };
    },

    async orders(query: z.output<typeof adminOrderQuerySchema>) {
      const where = and(
        query.status ? eq(orders.status, query.status) : undefined,
        query.user ? eq(orders.userId, query.user) : undefined,
        query.payment_method ? eq(orders.paymentMethod, query.payment_method) : undefined,
        query.refund_pending
          ? and(
              isNotNull(orders.refundRequestedAt),
              eq(orders.status, 'paid'),
              eq(orders.paymentMethod, 'boleto'),
            )
          : undefined,
        onDays(orders.createdAt, query),
      );
      const ordering: Record<typeof query.ordering, SQL[]> = {
        created_at: [asc(orders.createdAt), asc(orders.id)],
        '-created_at': [desc(orders.createdAt), desc(orders.id)],
        amount_cents: [asc(orders.amountCents), asc(orders.id)],
        '-amount_cents': [desc(orders.amountCents), desc(orders.id)],
      };
      const [total] = await db.select({ n: count() }).from(orders).where(where);
      const rows = await selectOrders(db)
        .where(where)
        .orderBy(...ordering[query.ordering])
        .limit(query.page_size)
        .offset(offsetOf(query));
      return { count: total?.n ?? 0, results: rows.map(toOrder) };
    },

    /** Orders by payment method over a period (by creation date): counts, money paid and refunded. */
    async ordersByMethod(query: { date_from?: string | undefined; date_to?: string | undefined }) {
      const rows = await db
        .select({
          method: orders.paymentMethod,
          orders: count(),
          paid: sql<number>`count(*) filter (where ${orders.status} = 'paid')::int`,
          paidCents: sql<number>`coalesce(sum(${orders.amountCents}) filter (where ${orders.paidAt} is not null), 0)::int`,
          refundedCents: sql<number>`coalesce(sum(${orders.refundedCents}), 0)::int`,
          pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
          lapsed: sql<number>`count(*) filter (where ${orders.status} in ('expired', 'failed', 'canceled'))::int`,
          inInstallments: sql<number>`count(*) filter (where ${orders.paidAt} is not null and ${orders.installments} > 1)::int`,
        })
        .from(orders)
        .where(and(onDays(orders.createdAt, query)))
        .groupBy(orders.paymentMethod);
      return (['pix', 'boleto', 'credit_card'] as const).map((method) => {
        const row = rows.find((r) => r.method === method);
        return {
          payment_method: method,
          orders: row?.orders ?? 0,
          paid: row?.paid ?? 0,
          paid_cents: row?.paidCents ?? 0,
          refunded_cents: row?.refundedCents ?? 0,
          pending: row?.pending ?? 0,
          expired_or_failed: row?.lapsed ?? 0,
          in_installments: row?.inInstallments ?? 0,
        };
      });
    },

    /** Staff transferred a boleto refund: the order is refunded and its access ends (audited). */
    async boletoRefundPaid(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const result = await completeBoletoRefund(tx, deps.mailer, id);
        if (!result) throw notFound('Pedido com reembolso de boleto pendente não encontrado.');
        // A repeated click finds it done: one record of the transfer.
        if (!result.done) return;
        await audit(tx, actor, 'order.boleto_refund_paid', { type: 'order', id }, null, {
          status: result.order.status,
          refunded_cents: result.order.refundedCents,
        });
      });
      const [row] = await selectOrders(db).where(eq(orders.id, id));
      return toOrder(row!);
    },

    /** What the reconciliation found at the provider without a local owner, newest first. */
    async orphans(query: { page: number; page_size: number }) {
      const [total] = await db.select({ n: count() }).from(orphanSubscriptions);
      const rows = await db
        .select({ o: orphanSubscriptions, user: personColumns(users) })
        .from(orphanSubscriptions)
        .leftJoin(users, eq(users.id, orphanSubscriptions.userId))
        .orderBy(desc(orphanSubscriptions.foundAt), desc(orphanSubscriptions.id))
        .limit(query.page_size)
        .offset(offsetOf(query));
      return {
        count: total?.n ?? 0,
        results: rows.map(({ o, user }): AdminOrphanSubscription => ({
          id: o.id,
          provider_subscription_id: o.providerSubscriptionId,
          provider_customer_id: o.providerCustomerId,
          user: personOf(user),
          action: o.action,
          refunded_cents: o.refundedCents,
          detail: o.detail,
          found_at: iso(o.foundAt)!,
        })),
      };
    },

    async act(actor: Actor, id: number, action: AdminSubscriptionAction) {
      const run = async () => {
        if (action.action === 'extend') await extend(actor, id, action.days);
        else if (action.action === 'cancel_now') await cancelNow(actor, id, action.reason);
        else await refundFirstPayment(actor, id, action.reason);
      };
      // The subscriber's own payment operations and staff actions never interleave.
      const { userId } = await findRow(id);
      if (userId) await withPaymentLock(db, userId, `admin:${randomUUID()}`, run);
      else await run();
      return detail(id);
    },

    /**
     * A plan for N days without payment, for a teacher; limits follow active subscriptions, so they
     * rise at once. Under the teacher's payment lock, so it cannot land beside a checkout in flight.
     */
    async grant(actor: Actor, input: GrantSubscriptionInput) {
      const [user] = await db.select().from(users).where(eq(users.id, input.user));
      if (!user) throw ValidationFailure.field('user', 'Usuário não encontrado.');
      if (!user.isTeacher) {
        throw ValidationFailure.field(
          'user',
          'Só professores têm assinatura: escolha a conta de um professor.',
        );
      }
      const [plan] = await db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, input.subscription_plan));
      if (!plan) throw ValidationFailure.field('subscription_plan', 'Plano não encontrado.');
      const id = await withPaymentLock(db, user.id, `grant:${randomUUID()}`, () =>
        grantTo(actor, user.id, plan.id, input),
      );
      return detail(id);
    },
  };
}

export type AdminSubscriptionsService = ReturnType<typeof adminSubscriptionsService>;
