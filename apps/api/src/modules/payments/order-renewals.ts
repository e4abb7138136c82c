import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { PAYMENT_GRACE_DAYS, RENEWAL_REMINDER_DAYS } from '@aula/contracts';
import { schema } from '@aula/db';
import { renewalReminderEmail } from './emails';
import type { PaymentDeps } from './deps';
import { expireIfLapsed, lapsed, syncOrder } from './order-sync';

const { subscriptions, subscriptionPlans, users, renewalReminders, orders } = schema;
const DAY_MS = 86_400_000;

/**
 * The periodic part of one-off orders, safe on every instance: open orders the provider settled
 * without a webhook reaching us (or that lapsed), the renewal e-mails 15, 7 and 1 days before an
 * order-paid access ends (each once, queued in the transaction that records it), and the end of
 * that access — the grace period of a failed renewal, then expiry.
 */
export async function sweepOrders(deps: PaymentDeps, now = new Date()) {
  const { db } = deps;
  const open = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), sql`${orders.providerOrderId} is not null`));
  for (const order of open) {
    if (lapsed(order, now)) await expireIfLapsed(deps, order, now);
    else await syncOrder(deps, order.providerOrderId!, now);
  }
  await sendRenewalReminders(deps, now);
  // The access ended: a grace period as for a failed card renewal, then the free plan.
  await db
    .update(subscriptions)
    .set({ status: 'past_due', pastDueSince: sql`${subscriptions.currentPeriodEnd}`, updatedAt: now })
    .where(
      and(
        eq(subscriptions.billing, 'order'),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  await db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(subscriptions.billing, 'order'),
        eq(subscriptions.status, 'past_due'),
        lte(subscriptions.pastDueSince, new Date(now.getTime() - PAYMENT_GRACE_DAYS * DAY_MS)),
      ),
    );
}

export async function sendRenewalReminders(deps: PaymentDeps, now = new Date()) {
  const { db } = deps;
  const widest = Math.max(...RENEWAL_REMINDER_DAYS);
  const ending = await db
    .select({
      subscription: subscriptions,
      plan: subscriptionPlans,
      email: users.email,
      firstName: users.firstName,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.subscriptionPlanId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.billing, 'order'),
        inArray(subscriptions.status, ['active']),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + widest * DAY_MS)),
      ),
    );
  for (const { subscription, plan, email, firstName } of ending) {
    const end = subscription.currentPeriodEnd!;
    const left = end.getTime() - now.getTime();
    const due = RENEWAL_REMINDER_DAYS.filter((days) => left <= days * DAY_MS);
    if (due.length === 0) continue;
    // Only the nearest one is sent; the wider ones it overtook are marked done with it.
    const nearest = Math.min(...due);
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(renewalReminders)
        .values(due.map((daysBefore) => ({ subscriptionId: subscription.id, periodEnd: end, daysBefore })))
        .onConflictDoNothing()
        .returning({ daysBefore: renewalReminders.daysBefore });
      if (!email || !inserted.some((row) => row.daysBefore === nearest)) return;
      await deps.mailer.send(
        renewalReminderEmail(email, firstName, {
          plan: plan.name,
          planId: plan.id,
          accessUntil: end,
          daysBefore: nearest,
          method: subscription.paymentMethod,
          publicUrl: deps.publicUrl,
        }),
        tx,
      );
    });
  }
}
