import type { PagarmeCycle, PagarmeSubscriptionItem, WebhookEventType } from '../../modules/payments';
import { sandboxAccounts } from './accounts';
import { sandboxBilling, type Events } from './billing';
import { refundOrCancelCharge } from './charge-refund';
import { asBody, Fields, notFound, precondition } from './http-errors';
import { sandboxOrders } from './orders';
import { newId, type SandboxData, type StoredSubscription } from './store';
import { clone, sandboxViews, type Query } from './views';

export type { Query } from './views';

export interface DomainDeps {
  data: SandboxData;
  now: () => Date;
  /** The sandbox's base URL (…/core/v5), for paging links. */
  baseUrl: () => string;
  emit: (type: WebhookEventType, data: unknown) => void;
}

/** The fake provider's state machine; every method is synchronous, so requests never interleave. */
export function sandboxDomain({ data, now, baseUrl, emit }: DomainDeps) {
  const iso = () => now().toISOString();
  const views = sandboxViews({ data, baseUrl });
  const accounts = sandboxAccounts({ data, now, views });
  const { attemptCharge, openCycle, billCycle, newCode } = sandboxBilling({ data, now, baseUrl, views });
  const {
    paginate,
    newestFirst,
    customerOf,
    subscriptionOf,
    chargeOf,
    renderSubscription,
    renderCharge,
    renderInvoice,
  } = views;
  const { tokenProblem, cardFromToken, customerCard, upsertCustomer, planOf } = accounts;

  function run<T>(operation: (events: Events) => T): T {
    const events: Events = [];
    const result = operation(events);
    for (const [type, payload] of events) emit(type, payload);
    return result;
  }

  const orders = sandboxOrders({
    data,
    now,
    origin: () => baseUrl().replace(/\/core\/v5$/, ''),
    views,
    accounts,
    run,
  });

  // Subscriptions -------------------------------------------------------------------------------

  function readDiscounts(fields: Fields) {
    const raw = fields.raw('discounts');
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      fields.fail('discounts', 'The discounts field is invalid.');
      return [];
    }
    return raw.map((entry, index) => {
      const discount = new Fields(asBody(entry), `discounts[${index}]`, fields.errors);
      const type = discount.oneOf('discount_type', ['flat', 'percentage'] as const, true) ?? 'flat';
      const value = discount.integer('value', {
        required: true,
        min: 0,
        max: type === 'percentage' ? 100 : undefined,
      });
      return {
        value: value ?? 0,
        discount_type: type,
        cycles: discount.integer('cycles', { min: 1 }) ?? null,
      };
    });
  }

  const createSubscription = (body: unknown) =>
    run((events) => {
      const fields = new Fields(asBody(body));
      const planId = fields.string('plan_id', true);
      const customerId = fields.string('customer_id');
      const inlineCustomer = fields.raw('customer');
      fields.oneOf('payment_method', ['credit_card'] as const);
      const cardId = fields.string('card_id');
      const cardToken = fields.string('card_token') ?? fields.nested('card')?.string('token');
      const code = fields.string('code');
      const metadata = fields.metadata();
      const discounts = readDiscounts(fields);
      if (!customerId && !inlineCustomer) fields.fail('customer_id', 'The customer_id field is required.');
      if (!cardId && !cardToken) fields.fail('card_token', 'The card_token or card_id field is required.');
      fields.check();

      const plan = planOf(planId);
      if (cardToken) {
        const problem = tokenProblem(cardToken);
        if (problem) fields.fail('card_token', problem);
        fields.check();
      }
      const customer = customerId ? customerOf(customerId) : upsertCustomer(inlineCustomer, 'customer');
      const card = cardToken
        ? cardFromToken(customer.id, cardToken, 'card_token')
        : customerCard(customer.id, cardId ?? '');

      const at = iso();
      const subscription: StoredSubscription = {
        base: {
          id: newId('sub'),
          code: code ?? newCode(),
          status: 'active',
          start_at: at,
          interval: plan.interval,
          interval_count: plan.interval_count,
          billing_type: plan.billing_type,
          payment_method: 'credit_card',
          currency: 'BRL',
          installments: 1,
          next_billing_at: null,
          metadata: metadata ?? {},
          canceled_at: null,
          created_at: at,
          updated_at: at,
        },
        customer_id: customer.id,
        card_id: card.id,
        plan_id: plan.id,
        items: plan.items
          .filter((item) => item.status === 'active')
          .map((item) => ({
            id: newId('si'),
            name: item.name,
            description: item.description ?? item.name,
            quantity: item.quantity,
            cycles: item.cycles ?? null,
            status: 'active',
            pricing_scheme: { ...item.pricing_scheme },
            created_at: at,
            updated_at: at,
          })),
        discounts: discounts.map((d) => ({ id: newId('dis'), ...d, status: 'active', created_at: at })),
        discount_uses: {},
        cycle_ids: [],
        invoice_ids: [],
      };
      data.subscriptions[subscription.base.id] = subscription;
      const billing: Events = [];
      const trialDays = plan.trial_period_days ?? 0;
      const cycle = openCycle(subscription, now(), trialDays > 0 ? trialDays : undefined);
      // A declined first charge leaves the subscription `failed` (what the official plugins check for).
      if (trialDays === 0 && !billCycle(subscription, cycle, billing).approved) {
        subscription.base.status = 'failed';
      }
      events.push(['subscription.created', renderSubscription(subscription.base.id)], ...billing);
      return renderSubscription(subscription.base.id);
    });

  function listSubscriptions(query: Query) {
    const matches = newestFirst(data.subscriptions).filter(
      (s) =>
        (!query.customer_id || s.customer_id === query.customer_id) &&
        (!query.status || s.base.status === query.status) &&
        (!query.code || s.base.code === query.code) &&
        (!query.plan_id || s.plan_id === query.plan_id),
    );
    return paginate(
      matches.map((s) => renderSubscription(s.base.id)),
      query,
      '/subscriptions',
    );
  }

  function activeSubscription(id: string) {
    const subscription = subscriptionOf(id);
    if (subscription.base.status === 'canceled') throw precondition('This subscription is canceled.');
    return subscription;
  }

  const cancelSubscription = (id: string, body: unknown) =>
    run((events) => {
      const subscription = subscriptionOf(id);
      const fields = new Fields(asBody(body));
      const cancelPending = fields.raw('cancel_pending_invoices') !== false;
      if (subscription.base.status === 'canceled')
        throw precondition('This subscription is already canceled.');
      const at = iso();
      Object.assign(subscription.base, {
        status: 'canceled',
        canceled_at: at,
        updated_at: at,
        next_billing_at: null,
      });
      events.push(['subscription.canceled', renderSubscription(id)]);
      if (!cancelPending) return renderSubscription(id);
      for (const invoiceId of subscription.invoice_ids) {
        const invoice = data.invoices[invoiceId];
        if (!invoice || !['pending', 'scheduled', 'failed'].includes(invoice.base.status)) continue;
        Object.assign(invoice.base, { status: 'canceled', canceled_at: at });
        const charge = invoice.charge_id ? data.charges[invoice.charge_id] : undefined;
        if (charge && ['pending', 'failed'].includes(charge.base.status)) {
          Object.assign(charge.base, { status: 'canceled', canceled_at: at, updated_at: at });
        }
        events.push(['invoice.canceled', renderInvoice(invoiceId)]);
      }
      return renderSubscription(id);
    });

  const updateSubscriptionCard = (id: string, body: unknown) =>
    run((events) => {
      const subscription = activeSubscription(id);
      const fields = new Fields(asBody(body));
      const cardId = fields.string('card_id');
      const token = fields.string('card_token') ?? fields.nested('card')?.string('token');
      if (!cardId && !token) fields.fail('card_id', 'The card_id field is required.');
      fields.check();
      const card = cardId
        ? customerCard(subscription.customer_id, cardId)
        : cardFromToken(subscription.customer_id, token ?? '', 'card.token');
      subscription.card_id = card.id;
      subscription.base.updated_at = iso();
      events.push(['subscription.updated', renderSubscription(id)]);
      return renderSubscription(id);
    });

  const updateSubscriptionItem = (id: string, itemId: string, body: unknown) =>
    run((events): PagarmeSubscriptionItem => {
      const subscription = activeSubscription(id);
      const item = subscription.items.find((candidate) => candidate.id === itemId);
      if (!item) throw notFound('Subscription item');
      const fields = new Fields(asBody(body));
      const name = fields.string('name', true);
      const description = fields.string('description');
      const status = fields.oneOf('status', ['active', 'inactive'] as const);
      const scheme = fields.nested('pricing_scheme');
      if (!scheme) fields.fail('pricing_scheme', 'The pricing_scheme field is required.');
      const price = scheme?.integer('price', { required: true, min: 0 });
      const quantity = fields.integer('quantity', { min: 1 });
      const cycles = fields.integer('cycles', { min: 1 });
      fields.check();
      Object.assign(item, {
        name,
        description: description ?? item.description,
        status: status ?? item.status,
        pricing_scheme: { scheme_type: 'unit', price: price ?? item.pricing_scheme.price },
        quantity: quantity ?? item.quantity,
        cycles: cycles ?? item.cycles,
        updated_at: iso(),
      });
      subscription.base.updated_at = item.updated_at;
      events.push(['subscription.updated', renderSubscription(id)]);
      return clone(item);
    });

  /** Starts the next cycle now: new cycle, invoice and charge, paid or failed per the card. */
  const advanceSubscription = (id: string) =>
    run((events) => {
      const subscription = subscriptionOf(id);
      if (subscription.base.status !== 'active') {
        throw precondition(`Only active subscriptions renew; this one is ${subscription.base.status}.`);
      }
      const start = subscription.base.next_billing_at ? new Date(subscription.base.next_billing_at) : now();
      const cycle = openCycle(subscription, start);
      subscription.base.updated_at = iso();
      const { invoiceId, chargeId } = billCycle(subscription, cycle, events);
      return {
        subscription: renderSubscription(id),
        invoice: renderInvoice(invoiceId),
        charge: chargeId ? renderCharge(chargeId) : null,
      };
    });

  function listCycles(id: string, query: Query) {
    const subscription = subscriptionOf(id);
    const cycles = subscription.cycle_ids
      .map((cycleId) => data.cycles[cycleId]?.cycle)
      .filter((cycle): cycle is PagarmeCycle => cycle !== undefined)
      .reverse();
    return paginate(clone(cycles), query, `/subscriptions/${id}/cycles`);
  }

  // Invoices and charges ------------------------------------------------------------------------

  function listInvoices(query: Query) {
    const matches = newestFirst(data.invoices).filter(
      (i) =>
        (!query.subscription_id || i.subscription_id === query.subscription_id) &&
        (!query.customer_id || i.customer_id === query.customer_id) &&
        (!query.status || i.base.status === query.status),
    );
    return paginate(
      matches.map((i) => renderInvoice(i.base.id)),
      query,
      '/invoices',
    );
  }

  function listCharges(query: Query) {
    const matches = newestFirst(data.charges).filter(
      (c) =>
        (!query.customer_id || c.customer_id === query.customer_id) &&
        (!query.status || c.base.status === query.status) &&
        (!query.code || c.base.code === query.code),
    );
    return paginate(
      matches.map((c) => renderCharge(c.base.id)),
      query,
      '/charges',
    );
  }

  /** Charges a failed charge again, with the subscription's current card when it has one. */
  const retryCharge = (id: string) =>
    run((events) => {
      const charge = chargeOf(id);
      if (!['failed', 'pending'].includes(charge.base.status)) {
        throw precondition(`A charge with status ${charge.base.status} cannot be retried.`);
      }
      const invoice = charge.invoice_id ? data.invoices[charge.invoice_id] : undefined;
      const subscription = invoice ? data.subscriptions[invoice.subscription_id] : undefined;
      if (subscription?.base.status === 'canceled') throw precondition('The subscription is canceled.');
      const approved = attemptCharge(charge, subscription?.card_id ?? charge.card_id, events);
      if (approved && subscription?.base.status === 'failed') {
        subscription.base.status = 'active';
        subscription.base.updated_at = iso();
        events.push(['subscription.updated', renderSubscription(subscription.base.id)]);
      }
      return renderCharge(id);
    });

  /** Refunds a paid charge (all, or `amount` cents) or cancels a pending/failed one. */
  const refundCharge = (id: string, body: unknown) =>
    run((events) => {
      refundOrCancelCharge(chargeOf(id), { body, at: iso(), events, render: () => renderCharge(id) });
      return renderCharge(id);
    });

  return {
    ...accounts.api,
    createSubscription,
    getSubscription: renderSubscription,
    listSubscriptions,
    cancelSubscription,
    updateSubscriptionCard,
    updateSubscriptionItem,
    advanceSubscription,
    listCycles,
    listInvoices,
    getInvoice: renderInvoice,
    listCharges,
    getCharge: renderCharge,
    retryCharge,
    refundCharge,
    orders,
  };
}

export type SandboxDomain = ReturnType<typeof sandboxDomain>;
