import type { PagarmeCard } from './cards';
import type { PagarmeCustomer } from './customers';
import type { Metadata, PageQuery } from './paging';
import type { PagarmeCycle, PagarmeSubscription } from './subscriptions';

/** A subscription's invoices and the card charges that pay them. */

type InvoiceStatus = 'pending' | 'paid' | 'canceled' | 'scheduled' | 'failed';

export type ChargeStatus =
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

export interface ListInvoicesQuery extends PageQuery {
  subscription_id?: string;
  customer_id?: string;
  status?: InvoiceStatus;
}

export interface ListChargesQuery extends PageQuery {
  customer_id?: string;
  status?: ChargeStatus;
  code?: string;
}
