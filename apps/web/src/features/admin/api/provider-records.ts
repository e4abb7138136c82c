import { providerObjectSchema } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUrl } from './admin-url';
import { adminKeys } from './keys';

/** A charge as the provider has it now (read through the API, never stored here). */
export function useProviderCharge(id: string) {
  return useQuery({
    queryKey: adminKeys.providerCharges.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(`/payment/pagarme/charges/${encodeURIComponent(id)}`), {
        schema: providerObjectSchema,
        signal,
      }),
  });
}

/** An invoice as the provider has it now. */
export function useProviderInvoice(id: string) {
  return useQuery({
    queryKey: adminKeys.providerInvoices.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(`/payment/pagarme/invoices/${encodeURIComponent(id)}`), {
        schema: providerObjectSchema,
        signal,
      }),
  });
}
