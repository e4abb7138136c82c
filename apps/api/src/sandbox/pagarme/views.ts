import type {
  PagarmeCard,
  PagarmeCharge,
  PagarmeCustomer,
  PagarmeInvoice,
  PagarmeList,
  PagarmeSubscription,
} from '../../modules/payments';
import { notFound } from './http-errors';
import type { SandboxData, StoredCharge, StoredSubscription } from './store';

export type Query = Record<string, string | undefined>;

export const clone = <T>(value: T): T => structuredClone(value);

function positiveInt(value: string | undefined, fallback: number) {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** Reads of the stored state, rendered in the provider's JSON shapes (links resolved). */
export function sandboxViews({ data, baseUrl }: { data: SandboxData; baseUrl: () => string }) {
  function paginate<T>(items: T[], query: Query, path: string): PagarmeList<T> {
    const page = positiveInt(query.page, 1);
    const size = Math.min(positiveInt(query.size, 10), 100);
    const start = (page - 1) * size;
    const link = (target: number) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
      params.set('page', String(target));
      params.set('size', String(size));
      return `${baseUrl()}${path}?${params}`;
    };
    return {
      data: items.slice(start, start + size),
      paging: {
        total: items.length,
        previous: page > 1 ? link(page - 1) : null,
        next: start + size < items.length ? link(page + 1) : null,
      },
    };
  }

  const newestFirst = <T>(record: Record<string, T>) => Object.values(record).reverse();

  // Reads and renders ---------------------------------------------------------------------------

  function customerOf(id: string): PagarmeCustomer {
    const customer = data.customers[id];
    if (!customer) throw notFound('Customer');
    return customer;
  }

  function subscriptionOf(id: string): StoredSubscription {
    const subscription = data.subscriptions[id];
    if (!subscription) throw notFound('Subscription');
    return subscription;
  }

  function chargeOf(id: string): StoredCharge {
    const charge = data.charges[id];
    if (!charge) throw notFound('Charge');
    return charge;
  }

  function renderCard(id: string): PagarmeCard {
    const stored = data.cards[id];
    if (!stored) throw notFound('Card');
    return clone(stored.card);
  }

  function renderSubscription(id: string): PagarmeSubscription {
    const s = subscriptionOf(id);
    const lastCycleId = s.cycle_ids.at(-1);
    const cycle = lastCycleId ? data.cycles[lastCycleId]?.cycle : undefined;
    return clone({
      ...s.base,
      current_cycle: cycle ?? null,
      customer: customerOf(s.customer_id),
      card: renderCard(s.card_id),
      items: s.items,
      discounts: s.discounts,
    });
  }

  function renderCharge(id: string): PagarmeCharge {
    const charge = chargeOf(id);
    const invoice = charge.invoice_id ? data.invoices[charge.invoice_id] : undefined;
    return clone({
      ...charge.base,
      customer: customerOf(charge.customer_id),
      invoice: invoice
        ? {
            id: invoice.base.id,
            code: invoice.base.code,
            url: invoice.base.url,
            amount: invoice.base.amount,
            status: invoice.base.status,
            subscriptionId: invoice.subscription_id,
            created_at: invoice.base.created_at,
          }
        : null,
    });
  }

  function renderInvoice(id: string): PagarmeInvoice {
    const invoice = data.invoices[id];
    if (!invoice) throw notFound('Invoice');
    const charge = invoice.charge_id ? data.charges[invoice.charge_id] : undefined;
    return clone({
      ...invoice.base,
      customer: customerOf(invoice.customer_id),
      charge: charge ? { ...charge.base, customer: customerOf(charge.customer_id) } : null,
      subscription: renderSubscription(invoice.subscription_id),
      cycle: data.cycles[invoice.cycle_id]?.cycle ?? null,
    });
  }

  return {
    paginate,
    newestFirst,
    customerOf,
    subscriptionOf,
    chargeOf,
    renderCard,
    renderSubscription,
    renderCharge,
    renderInvoice,
  };
}

export type SandboxViews = ReturnType<typeof sandboxViews>;
