import { adminRoutes } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { adminKeys } from './keys';

/** A charge as the provider has it now (read through the API, never stored here). */
export function useProviderCharge(id: string) {
  return useQuery({
    queryKey: adminKeys.providerCharges.detail(id),
    queryFn: ({ signal }) => callRoute(adminRoutes.provider.charge, { params: { id }, signal }),
  });
}

/** An invoice as the provider has it now. */
export function useProviderInvoice(id: string) {
  return useQuery({
    queryKey: adminKeys.providerInvoices.detail(id),
    queryFn: ({ signal }) => callRoute(adminRoutes.provider.invoice, { params: { id }, signal }),
  });
}
