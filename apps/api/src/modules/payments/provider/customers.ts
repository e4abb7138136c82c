import type { Metadata } from './paging';

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

export interface CreateCustomerInput {
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
