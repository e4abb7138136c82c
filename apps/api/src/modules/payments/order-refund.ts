import { eq } from 'drizzle-orm';
import { WITHDRAWAL_DAYS, type RefundBankAccount } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, ValidationFailure } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { UserRow } from '../../lib/auth-context';
import type { PaymentDeps } from './deps';
import { revokeOrderAccess } from './order-access';
import { orderRefundEmail } from './emails';
import { syncOrder } from './order-sync';
import { refundableUntil } from './order-view';

const { orders, users } = schema;
type OrderRow = typeof orders.$inferSelect;

export interface RefundRequest {
  bank_account?: RefundBankAccount | undefined;
  reason?: string | undefined;
}

const notRefundable = (detail: string) => new ApiError(400, detail, 'order_not_refundable');

async function reread(db: Database, id: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

/**
 * The teacher's withdrawal from a paid order (CDC art. 49): a Pix or card payment goes back through
 * the provider at once; a boleto's is asked with the bank account, and staff transfer it.
 */
export async function refundOrder(deps: PaymentDeps, user: UserRow, order: OrderRow, input: RefundRequest) {
  const { db, provider } = deps;
  if (!refundableUntil(order)) {
    throw notRefundable(
      order.status === 'paid'
        ? `O prazo de arrependimento (${WITHDRAWAL_DAYS} dias após o pagamento) já passou, ou o reembolso já foi pedido.`
        : 'Só um pedido pago pode ser reembolsado.',
    );
  }
  const now = new Date();
  if (order.paymentMethod === 'boleto') {
    const bankAccount = input.bank_account;
    if (!bankAccount) {
      throw ValidationFailure.field(
        'bank_account',
        'Informe a conta bancária do titular do CPF para receber o reembolso do boleto.',
      );
    }
    await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ refundRequestedAt: now, refundBankAccount: bankAccount, updatedAt: now })
        .where(eq(orders.id, order.id));
      if (user.email)
        await deps.mailer.send(orderRefundEmail(user.email, user.firstName, order, 'requested'), tx);
    });
    return reread(db, order.id);
  }
  await provider.refundCharge(
    order.providerChargeId!,
    { operation_reference: 'arrependimento' },
    { idempotencyKey: `order-refund-${order.id}` },
  );
  await db.update(orders).set({ refundRequestedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  await syncOrder(deps, order.providerOrderId!);
  const after = await reread(db, order.id);
  if (after.status === 'refunded' && user.email) {
    await deps.mailer.send(orderRefundEmail(user.email, user.firstName, after, 'done'));
  }
  return after;
}

/**
 * Staff paid a boleto refund by bank transfer (inside the caller's transaction): the order is
 * refunded, the period it added ends and the teacher is told. Null when the order has no boleto
 * refund asked for; `done` is false when an earlier call already recorded it.
 */
export async function completeBoletoRefund(tx: Database, mailer: Mailer, orderId: number, now = new Date()) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.paymentMethod !== 'boleto' || !order.refundRequestedAt) return null;
  if (order.status === 'refunded') return { order, done: false };
  await revokeOrderAccess(tx, order, now);
  const [after] = await tx
    .update(orders)
    .set({ status: 'refunded', refundedCents: order.amountCents, refundedAt: now, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  const [owner] = order.userId
    ? await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, order.userId))
    : [];
  if (owner?.email) await mailer.send(orderRefundEmail(owner.email, owner.firstName, after!, 'done'), tx);
  return { order: after!, done: true };
}
