import { WITHDRAWAL_DAYS, installmentAmounts, type PaymentOrder } from '@aula/contracts';
import type { schema } from '@aula/db';
import { qrCodeSvg } from '../../lib/qr-svg';

type OrderRow = typeof schema.orders.$inferSelect;

const DAY_MS = 86_400_000;

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/** The CDC art. 49 window of a paid order: 7 days after its payment, while no refund was asked. */
export function refundableUntil(order: OrderRow, now = new Date()) {
  if (order.status !== 'paid' || !order.paidAt || order.refundRequestedAt || !order.providerOrderId)
    return null;
  const until = new Date(order.paidAt.getTime() + WITHDRAWAL_DAYS * DAY_MS);
  return until > now ? until : null;
}

/** An order as the teacher's screens show it: how to pay it while open, what it bought once paid. */
export function toPaymentOrder(order: OrderRow, planName: string | null, now = new Date()): PaymentOrder {
  return {
    id: order.id,
    provider_order_id: order.providerOrderId,
    status: order.status,
    method: order.paymentMethod,
    amount_cents: order.amountCents,
    installments: order.installments,
    pix:
      order.paymentMethod === 'pix' && order.pixQrCode && order.pixExpiresAt
        ? {
            qr_code: order.pixQrCode,
            qr_code_svg: qrCodeSvg(order.pixQrCode, 'QR code Pix'),
            expires_at: order.pixExpiresAt.toISOString(),
          }
        : null,
    boleto:
      order.paymentMethod === 'boleto' && order.boletoLine && order.boletoDueAt
        ? {
            line: order.boletoLine,
            barcode: order.boletoBarcode ?? '',
            pdf_url: order.boletoPdfUrl ?? '',
            due_at: order.boletoDueAt.toISOString(),
          }
        : null,
    access_until: order.status === 'paid' ? iso(order.periodEnd) : null,
    plan: order.subscriptionPlanId && planName ? { id: order.subscriptionPlanId, name: planName } : null,
    discount_cents: order.discountCents,
    installment_amounts: installmentAmounts(order.amountCents, order.installments),
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    refundable_until: iso(refundableUntil(order, now)),
    refund_requested_at: iso(order.refundRequestedAt),
    refunded_at: iso(order.refundedAt),
  };
}
