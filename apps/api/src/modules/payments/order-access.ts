import { eq } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { addInterval } from './pricing';
import { isLive } from './subscription-status';

const { subscriptions } = schema;
type OrderRow = typeof schema.orders.$inferSelect;
type PlanRow = typeof schema.subscriptionPlans.$inferSelect;

/**
 * What a paid one-off order gives, inside the transaction that marks it paid: the plan's period
 * (a year) after the later of now and the end of the access she already has. An order-billed
 * subscription is extended; otherwise a new one is opened, and what ran before stops renewing — a
 * card subscription is canceled at its period end (no new charge), a staff grant simply runs out.
 * Answers the subscription and the period this order paid for.
 */
export async function grantOrderAccess(tx: Database, order: OrderRow, plan: PlanRow, now: Date) {
  const userId = order.userId!;
  const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  const live = rows.filter((s) => isLive(s, now));
  const accessEnd = live.reduce(
    (latest, s) =>
      s.status !== 'past_due' && s.currentPeriodEnd && s.currentPeriodEnd > latest
        ? s.currentPeriodEnd
        : latest,
    now,
  );
  const periodEnd = addInterval(accessEnd, plan.interval, plan.intervalCount);
  const terms = {
    subscriptionPlanId: plan.id,
    paymentMethod: order.paymentMethod,
    installments: order.installments,
    priceCents: order.amountCents,
    discountCents: order.discountCents,
    updatedAt: now,
  };
  const current = live.find(
    (s) => s.billing === 'order' && (s.status === 'active' || s.status === 'past_due'),
  );
  if (current) {
    await tx
      .update(subscriptions)
      .set({ ...terms, status: 'active', currentPeriodEnd: periodEnd, pastDueSince: null })
      .where(eq(subscriptions.id, current.id));
    return { subscriptionId: current.id, periodStart: accessEnd, periodEnd, endedRecurring: [] as string[] };
  }
  // Subscriptions the provider would still charge, ended there after this transaction commits.
  const endedRecurring: string[] = [];
  for (const s of live) {
    if (s.status === 'active' && s.providerSubscriptionId) {
      await tx
        .update(subscriptions)
        .set({
          status: 'canceled',
          cancelAtPeriodEnd: true,
          cancelReason: 'Plano anual pago por pedido avulso',
          canceledAt: now,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, s.id));
    } else if (s.status === 'active') {
      // A staff grant: it runs to its end, then the sweep expires it.
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: now, updatedAt: now })
        .where(eq(subscriptions.id, s.id));
    } else if (s.status === 'pending' || s.status === 'past_due') {
      await tx
        .update(subscriptions)
        .set({
          status: 'expired',
          cancelReason: 'Plano anual pago por pedido avulso',
          canceledAt: now,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, s.id));
      if (s.providerSubscriptionId) endedRecurring.push(s.providerSubscriptionId);
    }
  }
  const [created] = await tx
    .insert(subscriptions)
    .values({
      ...terms,
      userId,
      status: 'active',
      billing: 'order',
      couponId: order.couponId,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
    })
    .returning({ id: subscriptions.id });
  return { subscriptionId: created!.id, periodStart: accessEnd, periodEnd, endedRecurring };
}

/**
 * A refunded order takes back the period it added: the subscription ends where that period began,
 * at once when that is already past.
 */
export async function revokeOrderAccess(tx: Database, order: OrderRow, now: Date) {
  if (!order.subscriptionId) return;
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscriptionId))
    .for('update');
  if (!subscription || subscription.billing !== 'order') return;
  const end = order.periodStart && order.periodStart > now ? order.periodStart : now;
  const ended = end <= now;
  await tx
    .update(subscriptions)
    .set({
      currentPeriodEnd: end,
      ...(ended
        ? {
            status: 'expired' as const,
            cancelReason: 'Direito de arrependimento',
            canceledAt: now,
            refundedAt: now,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscription.id));
}
