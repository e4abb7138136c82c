import { adminRoutes, type PaymentProcessorInput, type ProductInput } from '@aula/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { adminKeys, refreshAfterChange } from './keys';

function productListQuery() {
  return queryOptions({
    queryKey: adminKeys.products.list(),
    queryFn: ({ signal }) => callRoute(adminRoutes.products.list, { signal }),
  });
}

export const useProducts = () => useQuery(productListQuery());

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) => callRoute(adminRoutes.products.create, { body }),
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.products.lists()]),
  });
}

function processorListQuery() {
  return queryOptions({
    queryKey: adminKeys.processors.list(),
    queryFn: ({ signal }) => callRoute(adminRoutes.processors.list, { signal }),
  });
}

export const useProcessors = () => useQuery(processorListQuery());

export function useCreateProcessor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentProcessorInput) => callRoute(adminRoutes.processors.create, { body }),
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.processors.lists()]),
  });
}
