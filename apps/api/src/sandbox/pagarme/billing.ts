import type {
  PagarmeCard,
  PagarmeCycle,
  PagarmeTransaction,
  PlanInterval,
  WebhookEventType,
} from '../../modules/payments';
import { notFound } from './http-errors';
import { newId, type SandboxData, type StoredCharge, type StoredSubscription } from './store';
import { clone, type SandboxViews } from './views';

export type Events = [WebhookEventType, unknown][];

function addInterval(start: Date, interval: PlanInterval, count: number): Date {
  const next = new Date(start);
  if (interval === 'day') next.setUTCDate(next.getUTCDate() + count);
  if (interval === 'week') next.setUTCDate(next.getUTCDate() + 7 * count);
  if (interval === 'month' || interval === 'year') {
    const months = interval === 'month' ? count : 12 * count;
    const day = next.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + months);
    // Jan 31 + 1 month is the last day of February, not March 3.
    const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, lastDay));
  }
  return next;
}

const newCode = () => newId('x', 10).slice(2).toUpperCase();

/** Cycles, invoices and charge attempts, with the test card deciding each outcome. */
export function sandboxBilling({
  data,
  now,
  baseUrl,
  views,
}: {
  data: SandboxData;
  now: () => Date;
  baseUrl: () => string;
  views: SandboxViews;
}) {
  const iso = () => now().toISOString();
  const { renderCharge, renderInvoice } = views;

  function transaction(amount: number, approved: boolean, card: PagarmeCard): PagarmeTransaction {
    const at = iso();
    return {
      id: newId('tran'),
      transaction_type: 'credit_card',
      gateway_id: newId('gw', 12),
      amount,
      status: approved ? 'captured' : 'not_authorized',
      success: approved,
      installments: 1,
      operation_type: 'auth_and_capture',
      acquirer_name: 'simulator',
      acquirer_message: approved ? 'Transação capturada com sucesso' : 'Transação não autorizada',
      acquirer_return_code: approved ? '00' : '05',
      acquirer_tid: String(Date.now()),
      acquirer_nsu: String(Math.floor(Math.random() * 1e6)),
      acquirer_auth_code: approved ? String(Math.floor(100000 + Math.random() * 899999)) : null,
      card: clone(card),
      gateway_response: { code: '200', errors: [] },
      created_at: at,
      updated_at: at,
    };
  }

  /** Charges with the card's test outcome; `fail_renewal` cards pay only a subscription's first invoice. */
  function attemptCharge(charge: StoredCharge, cardId: string, events: Events): boolean {
    const stored = data.cards[cardId];
    if (!stored) throw notFound('Card');
    const invoice = charge.invoice_id ? data.invoices[charge.invoice_id] : undefined;
    const subscription = invoice ? data.subscriptions[invoice.subscription_id] : undefined;
    const firstInvoice = !invoice || subscription?.invoice_ids[0] === invoice.base.id;
    const approved = stored.outcome === 'approve' || (stored.outcome === 'fail_renewal' && firstInvoice);
    const at = iso();
    charge.card_id = cardId;
    charge.base.last_transaction = transaction(charge.base.amount, approved, stored.card);
    charge.base.status = approved ? 'paid' : 'failed';
    charge.base.updated_at = at;
    if (approved) {
      charge.base.paid_amount = charge.base.amount;
      charge.base.paid_at = at;
    }
    events.push([approved ? 'charge.paid' : 'charge.payment_failed', renderCharge(charge.base.id)]);
    if (invoice) {
      invoice.base.status = approved ? 'paid' : 'failed';
      events.push([approved ? 'invoice.paid' : 'invoice.payment_failed', renderInvoice(invoice.base.id)]);
    }
    return approved;
  }

  function openCycle(subscription: StoredSubscription, start: Date, trialDays?: number): PagarmeCycle {
    const { interval, interval_count: count } = subscription.base;
    const end = trialDays ? addInterval(start, 'day', trialDays) : addInterval(start, interval, count);
    const cycle: PagarmeCycle = {
      id: newId('cycle'),
      start_at: start.toISOString(),
      end_at: new Date(end.getTime() - 1000).toISOString(),
      billing_at: start.toISOString(),
      cycle: subscription.cycle_ids.length + 1,
      status: 'unbilled',
    };
    data.cycles[cycle.id] = { cycle, subscription_id: subscription.base.id };
    subscription.cycle_ids.push(cycle.id);
    subscription.base.next_billing_at = end.toISOString();
    return cycle;
  }

  function billCycle(subscription: StoredSubscription, cycle: PagarmeCycle, events: Events) {
    const subtotal = subscription.items
      .filter((item) => item.status === 'active')
      .reduce((sum, item) => sum + item.pricing_scheme.price * item.quantity, 0);
    let discount = 0;
    for (const d of subscription.discounts) {
      const used = subscription.discount_uses[d.id] ?? 0;
      if (d.status !== 'active' || (d.cycles != null && used >= d.cycles)) continue;
      discount += d.discount_type === 'flat' ? d.value : Math.round((subtotal * d.value) / 100);
      subscription.discount_uses[d.id] = used + 1;
    }
    discount = Math.min(discount, subtotal);
    const amount = subtotal - discount;
    const at = iso();
    const invoiceId = newId('in');
    data.invoices[invoiceId] = {
      base: {
        id: invoiceId,
        code: newCode(),
        url: `${baseUrl()}/invoices/${invoiceId}`,
        amount,
        total_discount: discount,
        status: 'pending',
        payment_method: 'credit_card',
        installments: 1,
        due_at: cycle.billing_at,
        billing_at: cycle.billing_at,
        canceled_at: null,
        metadata: {},
        created_at: at,
      },
      subscription_id: subscription.base.id,
      cycle_id: cycle.id,
      customer_id: subscription.customer_id,
      charge_id: null,
    };
    const invoice = data.invoices[invoiceId]!;
    subscription.invoice_ids.push(invoiceId);
    cycle.status = 'billed';
    events.push(['invoice.created', renderInvoice(invoiceId)]);
    if (amount === 0) {
      invoice.base.status = 'paid';
      events.push(['invoice.paid', renderInvoice(invoiceId)]);
      return { invoiceId, chargeId: null, approved: true };
    }
    const chargeId = newId('ch');
    data.charges[chargeId] = {
      base: {
        id: chargeId,
        code: invoice.base.code,
        amount,
        status: 'pending',
        currency: 'BRL',
        payment_method: 'credit_card',
        due_at: cycle.billing_at,
        paid_at: null,
        canceled_at: null,
        last_transaction: null,
        metadata: {},
        created_at: at,
        updated_at: at,
      },
      invoice_id: invoiceId,
      customer_id: subscription.customer_id,
      card_id: subscription.card_id,
    };
    invoice.charge_id = chargeId;
    const approved = attemptCharge(data.charges[chargeId]!, subscription.card_id, events);
    return { invoiceId, chargeId, approved };
  }

  return { attemptCharge, openCycle, billCycle, newCode };
}
