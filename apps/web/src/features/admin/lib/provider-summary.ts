/**
 * The readable part of a provider object (a Pagar.me charge, invoice or webhook envelope): the
 * fields a person checks first. Anything missing or of another type is null, never a guess.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => (isObject(current) ? current[key] : undefined), value);
const text = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export interface CustomerSummary {
  name: string | null;
  email: string | null;
}
export interface CardSummary {
  brand: string | null;
  last4: string | null;
}

function customerOf(value: unknown): CustomerSummary | null {
  if (!isObject(value)) return null;
  const customer = { name: text(value.name), email: text(value.email) };
  return customer.name || customer.email ? customer : null;
}

function cardOf(value: unknown): CardSummary | null {
  if (!isObject(value)) return null;
  const card = { brand: text(value.brand), last4: text(value.last_four_digits) };
  return card.brand || card.last4 ? card : null;
}

export function chargeSummary(charge: Json) {
  return {
    id: text(charge.id),
    status: text(charge.status),
    amount: cents(charge.amount),
    paidAmount: cents(charge.paid_amount),
    createdAt: text(charge.created_at),
    paidAt: text(charge.paid_at),
    customer: customerOf(charge.customer),
    card: cardOf(at(charge, 'last_transaction', 'card')),
    acquirerMessage: text(at(charge, 'last_transaction', 'acquirer_message')),
    invoiceId: text(at(charge, 'invoice', 'id')),
  };
}

export function invoiceSummary(invoice: Json) {
  return {
    id: text(invoice.id),
    status: text(invoice.status),
    amount: cents(invoice.amount),
    discount: cents(invoice.total_discount),
    dueAt: text(invoice.due_at),
    createdAt: text(invoice.created_at),
    customer: customerOf(invoice.customer) ?? customerOf(at(invoice, 'charge', 'customer')),
    card:
      cardOf(at(invoice, 'charge', 'last_transaction', 'card')) ??
      cardOf(at(invoice, 'subscription', 'card')),
    chargeId: text(at(invoice, 'charge', 'id')),
    subscriptionId: text(at(invoice, 'subscription', 'id')),
    cycle: text(at(invoice, 'cycle', 'cycle')),
  };
}

/** What a webhook envelope (`{id, type, created_at, data}`) is about, with the ids the admin screens open. */
export function webhookResourceSummary(payload: unknown) {
  const data = at(payload, 'data');
  const kind = text(at(payload, 'type'))?.split('.')[0] ?? null;
  const resource = isObject(data) ? data : {};
  const id = text(resource.id);
  return {
    kind,
    status: text(resource.status),
    amount: cents(resource.amount),
    customer: customerOf(resource.customer),
    card: cardOf(at(resource, 'last_transaction', 'card')) ?? cardOf(resource.card),
    chargeId: kind === 'charge' ? id : text(at(resource, 'charge', 'id')),
    invoiceId: kind === 'invoice' ? id : text(at(resource, 'invoice', 'id')),
    subscriptionId:
      kind === 'subscription'
        ? id
        : (text(at(resource, 'subscription', 'id')) ?? text(at(resource, 'invoice', 'subscriptionId'))),
    sentAt: text(at(payload, 'created_at')),
  };
}
