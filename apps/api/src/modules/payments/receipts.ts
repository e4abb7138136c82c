import { and, eq, isNotNull } from 'drizzle-orm';
import type { Receipt } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';

const { orders, subscriptionPlans, userPaymentData } = schema;

export interface Company {
  name: string;
  /** Digits (or the alphanumeric CNPJ), unformatted; null when not configured. */
  cnpj: string | null;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The receipt of one of the teacher's own charges that was paid (refunded ones keep theirs). */
export async function receiptOf(
  db: Database,
  company: Company,
  user: UserRow,
  orderId: number,
): Promise<Receipt> {
  const [row] = await db
    .select({ order: orders, planName: subscriptionPlans.name })
    .from(orders)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, orders.subscriptionPlanId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, user.id), isNotNull(orders.paidAt)));
  if (!row) throw notFound('Recibo não encontrado.');
  const { order } = row;
  const [billing] = await db.select().from(userPaymentData).where(eq(userPaymentData.userId, user.id));
  return {
    id: order.id,
    number: `AULA-${String(order.id).padStart(6, '0')}`,
    kind: order.kind,
    plan_name: row.planName,
    period_start: iso(order.periodStart),
    period_end: iso(order.periodEnd),
    amount_cents: order.amountCents,
    discount_cents: order.discountCents,
    refunded_cents: order.refundedCents,
    status: order.status,
    paid_at: order.paidAt!.toISOString(),
    card:
      order.cardBrand && order.cardLast4
        ? { brand: order.cardBrand, last_four_digits: order.cardLast4 }
        : null,
    payment_method: order.paymentMethod,
    installments: order.installments,
    customer: {
      name: billing?.fullName ?? `${user.firstName} ${user.lastName}`.trim(),
      cpf: billing?.cpf ?? null,
    },
    company,
    provider_charge_id: order.providerChargeId,
  };
}
