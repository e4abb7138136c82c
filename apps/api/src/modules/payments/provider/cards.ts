import type { PagarmeAddress } from './customers';
import type { Metadata } from './paging';

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
