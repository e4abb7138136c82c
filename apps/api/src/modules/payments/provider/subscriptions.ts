import type { PagarmeCard } from './cards';
import type { PagarmeCustomer } from './customers';
import type { Metadata, PageQuery } from './paging';

/** Plans, subscriptions and their cycles. */

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

export interface CreatePlanInput {
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

export interface CreateSubscriptionInput {
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

export interface UpdateSubscriptionItemInput {
  name: string;
  description: string;
  status: 'active' | 'inactive';
  pricing_scheme: PagarmePricingScheme;
  quantity?: number;
  cycles?: number;
}

export interface ListSubscriptionsQuery extends PageQuery {
  customer_id?: string;
  status?: SubscriptionStatus;
  code?: string;
  plan_id?: string;
}
