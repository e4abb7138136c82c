import type { ChargeStatus, PagarmeTransaction } from './charges';
import type { PagarmeCustomer } from './customers';
import type { Metadata, PageQuery } from './paging';

/** One-off orders (Pix, boleto, card in instalments) and their charges. */

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

export interface CreateOrderInput {
  code?: string;
  customer_id: string;
  items: { amount: number; description: string; quantity: number; code?: string }[];
  payments: OrderPaymentInput[];
  closed?: boolean;
  metadata?: Metadata;
}

export interface ListOrdersQuery extends PageQuery {
  customer_id?: string;
  code?: string;
  status?: PagarmeOrderStatus;
}
