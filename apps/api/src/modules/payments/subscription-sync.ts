import { and, eq } from 'drizzle-orm';
import { schema, type OrderStatus, type SubscriptionStatus } from '@aula/db';
import type { Mailer } from '../../lib/mailer';
import { followCouponUse } from './coupons';
import { paymentConfirmedEmail, paymentFailedEmail } from './emails';
import { graceUntil } from './pricing';
import type { PaymentDeps } from './deps';
import type { PagarmeCharge, PagarmeInvoice } from './provider/types';

const { subscriptions, orders, subscriptionPlans, users } = schema;

function orderStatusOf(
  charge: Pick<PagarmeCharge, 'status' | 'paid_at'> | null | undefined,
  invoiceStatus: string,
): OrderStatus {
  // A fully refunded card charge comes back `canceled`, still with the date it was paid.
  if (charge?.status === 'canceled' && charge.paid_at) return 'refunded';
  switch (charge?.status ?? invoiceStatus) {
    case 'paid':
    case 'overpaid':
      return 'paid';
    case 'failed':
    case 'underpaid':
      return 'failed';
    case 'refunded':
    case 'chargedback':
      return 'refunded';
    case 'canceled':
      return 'canceled';
    default:
      return 'pending';
  }
}

const time = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * Re-reads a subscription and its invoices from the provider and moves the local state to match,
 * whatever order events arrived in. Idempotent: running it twice changes nothing the second time,
 * and e-mails go out only on a real transition.
 */
export async function syncSubscription(deps: PaymentDeps, providerSubscriptionId: string, now = new Date()) {
  const { db, provider } = deps;
  const remote = await provider.getSubscription(providerSubscriptionId);
  const invoices = (await provider.listInvoices({ subscription_id: providerSubscriptionId, size: 100 })).data;
  const ordered = [...invoices].sort(
    (a, b) => (a.cycle?.cycle ?? 0) - (b.cycle?.cycle ?? 0) || a.created_at.localeCompare(b.created_at),
  );

  const mails: Parameters<Mailer['send']>[0][] = [];
  const result = await db.transaction(async (tx) => {
    const [local] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, 'pagarme'),
          eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
        ),
      )
      .for('update');
    if (!local) return 'unknown' as const;
    const [owner] = local.userId
      ? await tx
          .select({ email: users.email, firstName: users.firstName })
          .from(users)
          .where(eq(users.id, local.userId))
      : [];
    const [plan] = await tx
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, local.subscriptionPlanId));

    let everPaid = false;
    let latest: { invoice: PagarmeInvoice; status: OrderStatus } | undefined;
    for (const [index, invoice] of ordered.entries()) {
      const status = orderStatusOf(invoice.charge, invoice.status);
      if (status === 'paid' || status === 'refunded') everPaid = true;
      latest = { invoice, status };
      const chargeId = invoice.charge?.id;
      if (!chargeId) continue;
      const [existing] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.provider, 'pagarme'), eq(orders.providerChargeId, chargeId)))
        .for('update');
      // All of a refunded charge, or the part a change to a cheaper plan gave back.
      const refundedCents =
        invoice.charge?.canceled_amount ?? (status === 'refunded' ? (invoice.charge?.amount ?? 0) : 0);
      if (existing?.status === status && existing.refundedCents === refundedCents) continue;
      const paidAt = status === 'paid' ? (time(invoice.charge?.paid_at) ?? now) : (existing?.paidAt ?? null);
      const card = invoice.charge?.last_transaction?.card ?? remote.card;
      const receipt = {
        periodStart: time(invoice.cycle?.start_at) ?? existing?.periodStart ?? null,
        periodEnd: time(invoice.cycle?.end_at) ?? existing?.periodEnd ?? null,
        cardBrand: card?.brand ?? existing?.cardBrand ?? null,
        cardLast4: card?.last_four_digits ?? existing?.cardLast4 ?? null,
      };
      if (existing) {
        await tx
          .update(orders)
          .set({ status, paidAt, refundedCents, updatedAt: now, ...receipt })
          .where(eq(orders.id, existing.id));
      } else {
        await tx.insert(orders).values({
          userId: local.userId,
          subscriptionId: local.id,
          subscriptionPlanId: local.subscriptionPlanId,
          kind: index > 0 ? 'renewal' : local.replacesSubscriptionId ? 'plan_change' : 'subscription',
          amountCents: invoice.charge?.amount ?? invoice.amount,
          discountCents: invoice.total_discount ?? 0,
          refundedCents,
          status,
          providerInvoiceId: invoice.id,
          providerChargeId: chargeId,
          paidAt,
          ...receipt,
        });
      }
      if (owner?.email && plan && status === 'paid') {
        mails.push(
          paymentConfirmedEmail(
            owner.email,
            owner.firstName,
            plan.name,
            invoice.charge?.amount ?? invoice.amount,
          ),
        );
      }
      if (owner?.email && plan && status === 'failed' && index > 0) {
        mails.push(
          paymentFailedEmail(
            owner.email,
            owner.firstName,
            plan.name,
            deps.publicUrl,
            graceUntil(local.pastDueSince ?? now),
          ),
        );
      }
    }

    const cycle = remote.current_cycle;
    const periodStart = time(cycle?.start_at) ?? local.currentPeriodStart;
    const periodEnd = time(cycle?.end_at) ?? local.currentPeriodEnd;
    let status: SubscriptionStatus = local.status;
    // Ended here first (an admin cancel or refund): the provider's cycle end must not bring access back.
    const endedHere = remote.status === 'canceled' && local.status === 'expired';
    if (endedHere) {
      status = 'expired';
    } else if (remote.status === 'canceled') {
      status = periodEnd && periodEnd > now && everPaid ? 'canceled' : 'expired';
    } else if (remote.status === 'failed' && !everPaid) {
      status = 'failed';
    } else if (latest?.status === 'paid') {
      status = local.cancelAtPeriodEnd ? 'canceled' : 'active';
    } else if (latest?.status === 'failed') {
      status = everPaid ? 'past_due' : 'failed';
    }
    if ((local.status === 'failed') !== (status === 'failed')) {
      await followCouponUse(tx, local, status === 'failed');
    }
    await tx
      .update(subscriptions)
      .set({
        status,
        currentPeriodStart: status === 'past_due' || endedHere ? local.currentPeriodStart : periodStart,
        currentPeriodEnd: status === 'past_due' || endedHere ? local.currentPeriodEnd : periodEnd,
        cardBrand: remote.card?.brand ?? local.cardBrand,
        cardLast4: remote.card?.last_four_digits ?? local.cardLast4,
        providerCardId: remote.card?.id ?? local.providerCardId,
        canceledAt:
          status === 'expired' || status === 'canceled' ? (local.canceledAt ?? now) : local.canceledAt,
        pastDueSince: status === 'past_due' ? (local.pastDueSince ?? now) : null,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, local.id));
    for (const mail of mails) await deps.mailer.send(mail, tx);
    return status;
  });
  return result;
}
