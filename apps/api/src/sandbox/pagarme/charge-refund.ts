import type { Events } from './billing';
import { asBody, Fields, precondition } from './http-errors';
import type { StoredCharge, StoredOrderCharge } from './store';

/**
 * Refunds a paid charge (all, or the body's `amount` cents) or cancels a pending/failed one, for a
 * subscription's charges and an order's alike; `render` draws the charge for the webhook event, and
 * `refusePaid` may refuse a paid charge its kind cannot refund.
 */
export function refundOrCancelCharge(
  charge: StoredCharge | StoredOrderCharge,
  input: { body: unknown; at: string; events: Events; render: () => unknown; refusePaid?: () => void },
) {
  const { at, events, render } = input;
  const fields = new Fields(asBody(input.body));
  const amount = fields.integer('amount', { min: 1 });
  fields.check();
  const { status } = charge.base;
  if (status === 'pending' || status === 'failed') {
    Object.assign(charge.base, { status: 'canceled', canceled_at: at, updated_at: at });
    events.push(['charge.canceled', render()]);
    return;
  }
  if (status !== 'paid') throw precondition(`A charge with status ${status} cannot be canceled.`);
  input.refusePaid?.();
  const refundable = charge.base.amount - (charge.base.canceled_amount ?? 0);
  const refund = amount ?? refundable;
  if (refund > refundable) throw precondition('The amount is greater than the amount available to refund.');
  charge.base.canceled_amount = (charge.base.canceled_amount ?? 0) + refund;
  charge.base.updated_at = at;
  if (charge.base.canceled_amount >= charge.base.amount) {
    charge.base.status = 'canceled';
    charge.base.canceled_at = at;
    if (charge.base.last_transaction) charge.base.last_transaction.status = 'refunded';
  }
  events.push(['charge.refunded', render()]);
}
