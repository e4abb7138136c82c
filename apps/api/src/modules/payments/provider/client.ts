import { pagarmeHttp, type PagarmeHttpOptions } from './http';
import type {
  PagarmeCard,
  PagarmeCharge,
  PagarmeCustomer,
  PagarmeCycle,
  PagarmeInvoice,
  PagarmeList,
  PagarmeOrder,
  PagarmePlan,
  PagarmeSubscription,
  PagarmeSubscriptionItem,
  PaymentProvider,
} from './types';

export type PagarmeClientOptions = PagarmeHttpOptions;

const id = (value: string) => encodeURIComponent(value);

/** The real Pagar.me v5 client (also talks to the local sandbox, which speaks the same subset). */
export function pagarmeClient(options: PagarmeClientOptions): PaymentProvider {
  const send = pagarmeHttp(options);

  return {
    createCustomer: (input, o) =>
      send<PagarmeCustomer>({ method: 'POST', path: '/customers', body: input, ...o }),

    getCustomer: (customerId, o) =>
      send<PagarmeCustomer>({ method: 'GET', path: `/customers/${id(customerId)}`, ...o }),

    createCard: (customerId, cardToken, o = {}) => {
      const { billingAddress, ...rest } = o;
      const body = billingAddress
        ? { token: cardToken, billing_address: billingAddress }
        : { token: cardToken };
      return send<PagarmeCard>({ method: 'POST', path: `/customers/${id(customerId)}/cards`, body, ...rest });
    },

    listCards: (customerId, query = {}, o) =>
      send<PagarmeList<PagarmeCard>>({
        method: 'GET',
        path: `/customers/${id(customerId)}/cards`,
        query: { ...query },
        ...o,
      }),

    deleteCard: (customerId, cardId, o) =>
      send<PagarmeCard>({ method: 'DELETE', path: `/customers/${id(customerId)}/cards/${id(cardId)}`, ...o }),

    createPlan: (input, o) => send<PagarmePlan>({ method: 'POST', path: '/plans', body: input, ...o }),

    getPlan: (planId, o) => send<PagarmePlan>({ method: 'GET', path: `/plans/${id(planId)}`, ...o }),

    createSubscription: (input, o) =>
      send<PagarmeSubscription>({
        method: 'POST',
        path: '/subscriptions',
        body: { payment_method: 'credit_card', ...input },
        ...o,
      }),

    getSubscription: (subscriptionId, o) =>
      send<PagarmeSubscription>({ method: 'GET', path: `/subscriptions/${id(subscriptionId)}`, ...o }),

    listSubscriptions: (query = {}, o) =>
      send<PagarmeList<PagarmeSubscription>>({
        method: 'GET',
        path: '/subscriptions',
        query: { ...query },
        ...o,
      }),

    cancelSubscription: (subscriptionId, input = {}, o) =>
      send<PagarmeSubscription>({
        method: 'DELETE',
        path: `/subscriptions/${id(subscriptionId)}`,
        body: { cancel_pending_invoices: input.cancel_pending_invoices ?? true },
        ...o,
      }),

    updateSubscriptionCard: (subscriptionId, cardId, o) =>
      send<PagarmeSubscription>({
        method: 'PATCH',
        path: `/subscriptions/${id(subscriptionId)}/card`,
        body: { card_id: cardId },
        ...o,
      }),

    updateSubscriptionItem: (subscriptionId, itemId, input, o) =>
      send<PagarmeSubscriptionItem>({
        method: 'PUT',
        path: `/subscriptions/${id(subscriptionId)}/items/${id(itemId)}`,
        body: input,
        ...o,
      }),

    listCycles: (subscriptionId, query = {}, o) =>
      send<PagarmeList<PagarmeCycle>>({
        method: 'GET',
        path: `/subscriptions/${id(subscriptionId)}/cycles`,
        query: { ...query },
        ...o,
      }),

    listInvoices: (query = {}, o) =>
      send<PagarmeList<PagarmeInvoice>>({ method: 'GET', path: '/invoices', query: { ...query }, ...o }),

    getInvoice: (invoiceId, o) =>
      send<PagarmeInvoice>({ method: 'GET', path: `/invoices/${id(invoiceId)}`, ...o }),

    listCharges: (query = {}, o) =>
      send<PagarmeList<PagarmeCharge>>({ method: 'GET', path: '/charges', query: { ...query }, ...o }),

    getCharge: (chargeId, o) =>
      send<PagarmeCharge>({ method: 'GET', path: `/charges/${id(chargeId)}`, ...o }),

    retryCharge: (chargeId, o) =>
      send<PagarmeCharge>({ method: 'POST', path: `/charges/${id(chargeId)}/retry`, ...o }),

    createOrder: (input, o) => send<PagarmeOrder>({ method: 'POST', path: '/orders', body: input, ...o }),

    getOrder: (orderId, o) => send<PagarmeOrder>({ method: 'GET', path: `/orders/${id(orderId)}`, ...o }),

    listOrders: (query = {}, o) =>
      send<PagarmeList<PagarmeOrder>>({ method: 'GET', path: '/orders', query: { ...query }, ...o }),

    refundCharge: (chargeId, input = {}, o) =>
      send<PagarmeCharge>({
        method: 'DELETE',
        path: `/charges/${id(chargeId)}`,
        body: input,
        ...o,
      }),
  };
}
