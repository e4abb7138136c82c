/**
 * Pagar.me API v5, the subset the product uses. Field names mirror the provider's JSON (snake_case);
 * sources: /work/shared/PROVIDERS.md and the official generated SDK (@pagarme/pagarme-nodejs-sdk models).
 */

type Metadata = Record<string, string>;

interface PagarmePaging {
  total: number;
  previous: string | null;
  next: string | null;
}

export interface PagarmeList<T> {
  data: T[];
  paging: PagarmePaging;
}

interface PageQuery {
  page?: number;
  size?: number;
}

export interface PagarmeAddress {
  /** "Número, Rua, Bairro". */
  line_1: string;
  line_2?: string;
  /** Digits only. */
  zip_code: string;
  city: string;
  /** Two letters, e.g. "SP". */
  state: string;
  country: string;
}

interface PagarmePhone {
  country_code: string;
  area_code: string;
  number: string;
}

interface PagarmePhones {
  mobile_phone?: PagarmePhone;
  home_phone?: PagarmePhone;
}

export interface PagarmeCustomer {
  id: string;
  name: string;
  email: string;
  code?: string;
  document?: string;
  document_type?: 'CPF' | 'CNPJ';
  type?: 'individual' | 'company';
  delinquent?: boolean;
  address?: PagarmeAddress;
  phones?: PagarmePhones;
  metadata?: Metadata;
  created_at: string;
  updated_at: string;
}

interface CreateCustomerInput {
  name: string;
  email: string;
  /** Digits only. */
  document?: string;
  document_type?: 'CPF' | 'CNPJ';
  type?: 'individual' | 'company';
  code?: string;
  address?: PagarmeAddress;
  phones?: PagarmePhones;
  metadata?: Metadata;
}

/** What `POST /tokens?appId=` answers to the browser. */
export interface PagarmeCardToken {
  id: string;
  type: 'card';
  created_at: string;
  expires_at: string;
  card: {
    first_six_digits?: string;
    last_four_digits: string;
    holder_name: string;
    exp_month: number;
    exp_year: number;
    brand: string;
  };
}

export interface PagarmeCard {
  id: string;
  first_six_digits?: string;
  last_four_digits: string;
  brand: string;
  holder_name: string;
  holder_document?: string;
  exp_month: number;
  exp_year: number;
  status: 'active' | 'deleted' | 'expired';
  type?: 'credit' | 'debit' | 'voucher';
  billing_address?: PagarmeAddress;
  metadata?: Metadata;
  created_at: string;
  updated_at: string;
}

interface PagarmePricingScheme {
  scheme_type: 'unit';
  /** Cents. */
  price: number;
}

export type PlanInterval = 'day' | 'week' | 'month' | 'year';

export interface PagarmePlan {
  id: string;
  name: string;
  description?: string;
  interval: PlanInterval;
  interval_count: number;
  billing_type: 'prepaid' | 'postpaid' | 'exact_day';
  payment_methods: string[];
  installments: number[];
  currency: 'BRL';
  status: 'active' | 'inactive' | 'deleted';
  trial_period_days?: number | null;
  items: PagarmeSubscriptionItem[];
  metadata?: Metadata;
  created_at: string;
  updated_at: string;
}

interface CreatePlanInput {
  name: string;
  description?: string;
  interval: PlanInterval;
  interval_count: number;
  billing_type?: 'prepaid' | 'postpaid' | 'exact_day';
  payment_methods?: string[];
  installments?: number[];
  currency?: 'BRL';
  items: { name: string; quantity: number; description?: string; pricing_scheme: PagarmePricingScheme }[];
  trial_period_days?: number;
  metadata?: Metadata;
}

interface DiscountInput {
  /** Cents when flat, percent (0–100) when percentage. */
  value: number;
  discount_type: 'flat' | 'percentage';
  /** How many cycles it applies to; omitted means every cycle. */
  cycles?: number;
}

export interface PagarmeDiscount {
  id: string;
  value: number;
  discount_type: 'flat' | 'percentage';
  cycles?: number | null;
  status: 'active' | 'deleted';
  created_at: string;
}

/** An item of a plan or of a subscription: Pagar.me describes both alike. */
export interface PagarmeSubscriptionItem {
  id: string;
  name: string;
  description?: string;
  quantity: number;
  cycles?: number | null;
  status: 'active' | 'inactive' | 'deleted';
  pricing_scheme: PagarmePricingScheme;
  created_at: string;
  updated_at: string;
}

export interface PagarmeCycle {
  id: string;
  start_at: string;
  end_at: string;
  billing_at: string;
  cycle: number;
  /** Values seen: billed, unbilled (M). */
  status: string;
}

type SubscriptionStatus = 'active' | 'canceled' | 'future' | 'failed' | 'chargedback';

export interface PagarmeSubscription {
  id: string;
  code?: string | null;
  status: SubscriptionStatus;
  start_at: string;
  interval: PlanInterval;
  interval_count: number;
  billing_type: 'prepaid' | 'postpaid' | 'exact_day';
  payment_method: 'credit_card';
  currency: 'BRL';
  installments: number;
  current_cycle?: PagarmeCycle | null;
  next_billing_at?: string | null;
  customer: PagarmeCustomer;
  card?: PagarmeCard | null;
  items: PagarmeSubscriptionItem[];
  discounts?: PagarmeDiscount[];
  metadata?: Metadata;
  canceled_at?: string | null;
  created_at: string;
  updated_at: string;
}

interface CreateSubscriptionInput {
  plan_id: string;
  customer_id: string;
  payment_method?: 'credit_card';
  /** Exactly one of card_id and card_token. */
  card_id?: string;
  card_token?: string;
  discounts?: DiscountInput[];
  metadata?: Metadata;
  /** Our own reference (e.g. our subscription id). */
  code?: string;
}

interface UpdateSubscriptionItemInput {
  name: string;
  description: string;
  status: 'active' | 'inactive';
  pricing_scheme: PagarmePricingScheme;
  quantity?: number;
  cycles?: number;
}

type InvoiceStatus = 'pending' | 'paid' | 'canceled' | 'scheduled' | 'failed';

type ChargeStatus =
  'pending' | 'paid' | 'canceled' | 'processing' | 'failed' | 'overpaid' | 'underpaid' | 'chargedback';

export interface PagarmeTransaction {
  id: string;
  transaction_type: 'credit_card';
  gateway_id?: string;
  amount: number;
  /** Values seen for cards: captured, authorized_pending_capture, not_authorized, refunded, voided, with_error (M). */
  status: string;
  success: boolean;
  installments?: number;
  operation_type?: string;
  acquirer_name?: string;
  acquirer_message?: string | null;
  acquirer_return_code?: string | null;
  acquirer_tid?: string;
  acquirer_nsu?: string;
  acquirer_auth_code?: string | null;
  card?: PagarmeCard;
  gateway_response?: { code: string; errors: { message: string }[] };
  created_at: string;
  updated_at: string;
}

/** The invoice as embedded in a charge: its link to the subscription is camelCase. */
interface PagarmeChargeInvoice {
  id: string;
  code?: string;
  url?: string;
  amount: number;
  status: InvoiceStatus;
  subscriptionId?: string;
  created_at: string;
}

export interface PagarmeCharge {
  id: string;
  code?: string;
  gateway_id?: string;
  amount: number;
  paid_amount?: number;
  canceled_amount?: number;
  status: ChargeStatus;
  currency: 'BRL';
  payment_method: 'credit_card';
  due_at?: string;
  paid_at?: string | null;
  canceled_at?: string | null;
  last_transaction?: PagarmeTransaction | null;
  invoice?: PagarmeChargeInvoice | null;
  customer?: PagarmeCustomer;
  metadata?: Metadata;
  created_at: string;
  updated_at: string;
}

export interface PagarmeInvoice {
  id: string;
  code?: string;
  url?: string;
  amount: number;
  total_discount?: number;
  status: InvoiceStatus;
  payment_method: 'credit_card';
  installments?: number;
  due_at?: string;
  billing_at?: string;
  canceled_at?: string | null;
  customer?: PagarmeCustomer;
  charge?: PagarmeCharge | null;
  subscription?: PagarmeSubscription | null;
  cycle?: PagarmeCycle | null;
  metadata?: Metadata;
  created_at: string;
}

/** A Pix transaction of an order's charge: the copia-e-cola EMV string and its QR image. */
interface PagarmePixTransaction {
  id: string;
  transaction_type: 'pix';
  amount: number;
  /** waiting_payment, paid, expired, refunded (M). */
  status: string;
  success?: boolean;
  qr_code: string;
  qr_code_url: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

/** A boleto transaction: linha digitável, barcode number, the PDF and its page. */
export interface PagarmeBoletoTransaction {
  id: string;
  transaction_type: 'boleto';
  amount: number;
  /** generated, paid, overpaid, underpaid, voided (M). */
  status: string;
  success?: boolean;
  line: string;
  barcode: string;
  pdf: string;
  url: string;
  due_at: string;
  nosso_numero?: string;
  document_number?: string;
  instructions?: string;
  created_at: string;
  updated_at: string;
}

export type PagarmeOrderTransaction = PagarmeTransaction | PagarmePixTransaction | PagarmeBoletoTransaction;

/** A charge of a one-off order (no invoice; `order` links it back). */
export interface PagarmeOrderCharge {
  id: string;
  code?: string;
  amount: number;
  paid_amount?: number;
  canceled_amount?: number;
  status: ChargeStatus;
  currency: 'BRL';
  payment_method: 'credit_card' | 'pix' | 'boleto';
  due_at?: string;
  paid_at?: string | null;
  canceled_at?: string | null;
  last_transaction?: PagarmeOrderTransaction | null;
  order?: { id: string; code?: string; status?: string } | null;
  customer?: PagarmeCustomer;
  metadata?: Metadata;
  created_at: string;
  updated_at: string;
}

type PagarmeOrderStatus = 'pending' | 'paid' | 'canceled' | 'failed';

export interface PagarmeOrder {
  id: string;
  code: string;
  amount: number;
  currency: 'BRL';
  closed: boolean;
  status: PagarmeOrderStatus;
  items: { id?: string; amount: number; description: string; quantity: number; code?: string }[];
  customer: PagarmeCustomer;
  charges: PagarmeOrderCharge[];
  metadata?: Metadata;
  closed_at?: string | null;
  created_at: string;
  updated_at: string;
}

type OrderPaymentInput =
  | {
      payment_method: 'pix';
      amount?: number;
      pix: {
        expires_in?: number;
        expires_at?: string;
        additional_information?: { name: string; value: string }[];
      };
    }
  | {
      payment_method: 'boleto';
      amount?: number;
      boleto: { due_at: string; instructions?: string; document_number?: string };
    }
  | {
      payment_method: 'credit_card';
      amount?: number;
      credit_card: {
        installments: number;
        statement_descriptor?: string;
        card_token?: string;
        card_id?: string;
        operation_type?: 'auth_and_capture';
      };
    };

interface CreateOrderInput {
  code?: string;
  customer_id: string;
  items: { amount: number; description: string; quantity: number; code?: string }[];
  payments: OrderPaymentInput[];
  closed?: boolean;
  metadata?: Metadata;
}

interface ListOrdersQuery extends PageQuery {
  customer_id?: string;
  code?: string;
  status?: PagarmeOrderStatus;
}

export type WebhookEventType =
  | 'subscription.created'
  | 'subscription.updated'
  | 'subscription.canceled'
  | 'invoice.created'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'invoice.canceled'
  | 'charge.paid'
  | 'charge.payment_failed'
  | 'charge.refunded'
  | 'charge.canceled'
  | 'charge.chargedback'
  | 'order.created'
  | 'order.paid'
  | 'order.payment_failed'
  | 'order.canceled';

export interface PagarmeWebhookEvent<T = unknown> {
  id: string;
  account: { id: string; name: string };
  type: WebhookEventType | (string & {});
  created_at: string;
  data: T;
}

interface RequestOptions {
  /** Reuse the same key when repeating an operation whose outcome is unknown (timeouts). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

interface ListSubscriptionsQuery extends PageQuery {
  customer_id?: string;
  status?: SubscriptionStatus;
  code?: string;
  plan_id?: string;
}

interface ListInvoicesQuery extends PageQuery {
  subscription_id?: string;
  customer_id?: string;
  status?: InvoiceStatus;
}

interface ListChargesQuery extends PageQuery {
  customer_id?: string;
  status?: ChargeStatus;
  code?: string;
}

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
