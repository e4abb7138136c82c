/**
 * The payments module's one port to the card provider: Pagar.me API v5, the subset the product
 * uses. `pagarmeClient` is the real one (it also talks to the local sandbox, which speaks the same
 * subset). The wire types mirror the provider's JSON (snake_case), one file per resource; sources:
 * /work/shared/PROVIDERS.md and the official generated SDK (@pagarme/pagarme-nodejs-sdk models).
 */
import type { PagarmeCard } from './cards';
import type { ListChargesQuery, ListInvoicesQuery, PagarmeCharge, PagarmeInvoice } from './charges';
import type { CreateCustomerInput, PagarmeAddress, PagarmeCustomer } from './customers';
import type { CreateOrderInput, ListOrdersQuery, PagarmeOrder } from './orders';
import type { PagarmeList, PageQuery, RequestOptions } from './paging';
import type {
  CreatePlanInput,
  CreateSubscriptionInput,
  ListSubscriptionsQuery,
  PagarmeCycle,
  PagarmePlan,
  PagarmeSubscription,
  PagarmeSubscriptionItem,
  UpdateSubscriptionItemInput,
} from './subscriptions';

export type * from './cards';
export type * from './charges';
export type * from './customers';
export type * from './orders';
export type * from './paging';
export type * from './subscriptions';
export type * from './webhook-events';

/** The card-payment provider as the product sees it; `pagarmeClient` is the real one. */
export interface PaymentProvider {
  /** The provider updates the existing customer when the e-mail is already known. */
  createCustomer(input: CreateCustomerInput, options?: RequestOptions): Promise<PagarmeCustomer>;
  getCustomer(customerId: string, options?: RequestOptions): Promise<PagarmeCustomer>;
  /** Turns a single-use browser token into a stored card of the customer. */
  createCard(
    customerId: string,
    cardToken: string,
    options?: RequestOptions & { billingAddress?: PagarmeAddress },
  ): Promise<PagarmeCard>;
  /** The customer's stored cards that are still active. */
  listCards(
    customerId: string,
    query?: PageQuery,
    options?: RequestOptions,
  ): Promise<PagarmeList<PagarmeCard>>;
  /** Removes a stored card (its holder's name and document go with it). */
  deleteCard(customerId: string, cardId: string, options?: RequestOptions): Promise<PagarmeCard>;
  createPlan(input: CreatePlanInput, options?: RequestOptions): Promise<PagarmePlan>;
  getPlan(planId: string, options?: RequestOptions): Promise<PagarmePlan>;
  /**
   * Charges the first cycle at once. A declined card is not an HTTP error: the subscription comes
   * back with status `failed` and a failed invoice/charge (see `isChargeDeclined`, `cardDeclinedError`).
   */
  createSubscription(input: CreateSubscriptionInput, options?: RequestOptions): Promise<PagarmeSubscription>;
  getSubscription(subscriptionId: string, options?: RequestOptions): Promise<PagarmeSubscription>;
  listSubscriptions(
    query?: ListSubscriptionsQuery,
    options?: RequestOptions,
  ): Promise<PagarmeList<PagarmeSubscription>>;
  /** Irreversible at the provider; our "cancel at period end" lives in our own database. */
  cancelSubscription(
    subscriptionId: string,
    input?: { cancel_pending_invoices?: boolean },
    options?: RequestOptions,
  ): Promise<PagarmeSubscription>;
  /** Does not charge; a failed invoice is charged again with `retryCharge`. */
  updateSubscriptionCard(
    subscriptionId: string,
    cardId: string,
    options?: RequestOptions,
  ): Promise<PagarmeSubscription>;
  /** v5 has no plan-change route: the price change is an edit of the subscription's item. */
  updateSubscriptionItem(
    subscriptionId: string,
    itemId: string,
    input: UpdateSubscriptionItemInput,
    options?: RequestOptions,
  ): Promise<PagarmeSubscriptionItem>;
  listCycles(
    subscriptionId: string,
    query?: PageQuery,
    options?: RequestOptions,
  ): Promise<PagarmeList<PagarmeCycle>>;
  listInvoices(query?: ListInvoicesQuery, options?: RequestOptions): Promise<PagarmeList<PagarmeInvoice>>;
  getInvoice(invoiceId: string, options?: RequestOptions): Promise<PagarmeInvoice>;
  listCharges(query?: ListChargesQuery, options?: RequestOptions): Promise<PagarmeList<PagarmeCharge>>;
  getCharge(chargeId: string, options?: RequestOptions): Promise<PagarmeCharge>;
  /** `POST /charges/{id}/retry`: charges a failed charge again. */
  retryCharge(chargeId: string, options?: RequestOptions): Promise<PagarmeCharge>;
  /** `POST /orders`: a one-off order (Pix, boleto, or card in instalments), charged at once. */
  createOrder(input: CreateOrderInput, options?: RequestOptions): Promise<PagarmeOrder>;
  getOrder(orderId: string, options?: RequestOptions): Promise<PagarmeOrder>;
  listOrders(query?: ListOrdersQuery, options?: RequestOptions): Promise<PagarmeList<PagarmeOrder>>;
  /** `DELETE /charges/{id}`: refunds a paid charge (all of it, or `amount` cents) or cancels a pending one. */
  refundCharge(
    chargeId: string,
    input?: { amount?: number; operation_reference?: string },
    options?: RequestOptions,
  ): Promise<PagarmeCharge>;
}
