import { and, eq } from 'drizzle-orm';
import { schema, type OrderStatus } from '@aula/db';
import { releaseOrderCoupon } from './coupons';
import type { PaymentDeps } from './deps';
import { grantOrderAccess, revokeOrderAccess } from './order-access';
import { orderPaidEmail } from './emails';
import type { PagarmeOrder, PagarmeOrderCharge } from './provider/types';
import { undoRemoteSubscription } from './remote';

const { orders, subscriptionPlans, users } = schema;
type OrderRow = typeof orders.$inferSelect;

const DAY_MS = 86_400_000;
/** A boleto paid a day late still clears; after that the order is given up locally. */
const BOLETO_GRACE_MS = DAY_MS;

/** Whether an open order can no longer be paid: the Pix expired, or the boleto is past due. */
export function lapsed(order: OrderRow, now: Date) {
  if (order.status !== 'pending') return false;
  if (order.paymentMethod === 'pix') return !!order.pixExpiresAt && order.pixExpiresAt <= now;
  if (order.paymentMethod === 'boleto')
    return !!order.boletoDueAt && order.boletoDueAt.getTime() + BOLETO_GRACE_MS <= now.getTime();
  return false;
}

/** Our status for the provider's order, from its (single) charge. */
function statusOf(remote: PagarmeOrder, local: OrderRow): OrderStatus {
  const charge: PagarmeOrderCharge | undefined = remote.charges[0];
  const status = charge?.status ?? remote.status;
  if (status === 'paid' || status === 'overpaid') return 'paid';
  if (status === 'canceled' || status === 'chargedback') {
    if (charge?.paid_at) return 'refunded';
    return local.status === 'expired' ? 'expired' : 'canceled';
  }
  if (status === 'failed' || status === 'underpaid') {
    const lapsedThere = charge?.last_transaction?.status === 'expired';
    return lapsedThere || local.paymentMethod !== 'credit_card' ? 'expired' : 'failed';
  }
  // Still open at the provider: an order given up here stays given up (a late payment still counts).
  return local.status === 'expired' ? 'expired' : 'pending';
}

/**
 * Re-reads an order at the provider and moves the local one to match, idempotently under a row
 * lock: the move to "paid" grants the access once (replays and out-of-order events find it done),
 * the move to "refunded" takes it back.
 */
export async function syncOrder(deps: PaymentDeps, providerOrderId: string, now = new Date()) {
  const { db } = deps;
  const remote = await deps.provider.getOrder(providerOrderId);
  const ended: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    const [local] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.provider, 'pagarme'), eq(orders.providerOrderId, providerOrderId)))
      .for('update');
    if (!local) return 'unknown' as const;
    const status = statusOf(remote, local);
    if (status === local.status) return status;
    const charge = remote.charges[0];
    const changes: Partial<OrderRow> = { status, updatedAt: now };
    if (status === 'paid' && local.userId && !local.paidAt) {
      const [plan] = await tx
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, local.subscriptionPlanId!));
      const granted = await grantOrderAccess(tx, local, plan!, now);
      ended.push(...granted.endedRecurring);
      Object.assign(changes, {
        paidAt: charge?.paid_at ? new Date(charge.paid_at) : now,
        subscriptionId: granted.subscriptionId,
        periodStart: granted.periodStart,
        periodEnd: granted.periodEnd,
      });
      const [owner] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, local.userId));
      if (owner?.email) {
        await deps.mailer.send(
          orderPaidEmail(owner.email, owner.firstName, plan!.name, local, granted.periodEnd),
          tx,
        );
      }
    }
    if (local.status === 'pending' && ['expired', 'failed', 'canceled'].includes(status)) {
      await releaseOrderCoupon(tx, local);
    }
    if (status === 'refunded' && local.status === 'paid') {
      await revokeOrderAccess(tx, local, now);
      Object.assign(changes, {
        refundedCents: charge?.canceled_amount ?? local.amountCents,
        refundedAt: now,
      });
    }
    await tx.update(orders).set(changes).where(eq(orders.id, local.id));
    return status;
  });
  for (const id of ended)
    await undoRemoteSubscription(deps.provider, id, { refund: false, reason: 'plano anual' });
  return outcome;
}

/**
 * A pending order past its Pix expiry or boleto due date becomes expired (giving its coupon back),
 * unless the provider saw a payment the webhook has not brought yet. Returns whether it expired.
 */
export async function expireIfLapsed(deps: PaymentDeps, order: OrderRow, now = new Date()) {
  if (!lapsed(order, now)) return false;
  if ((await syncOrder(deps, order.providerOrderId!, now)) !== 'pending') return false;
  return deps.db.transaction(async (tx) => {
    const [expired] = await tx
      .update(orders)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning();
    if (expired) await releaseOrderCoupon(tx, expired);
    return Boolean(expired);
  });
}
