import {
  paymentProcessorSchema,
  productSchema,
  type PaymentProcessorInput,
  type ProductInput,
} from '@aula/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminUrl } from './admin-url';
import { adminKeys, refreshAfterChange } from './keys';

const PRODUCTS_PATH = '/payment/products';
const PROCESSORS_PATH = '/payment/payment-processors';

function productListQuery() {
  return queryOptions({
    queryKey: adminKeys.products.list(),
    queryFn: ({ signal }) => apiRequest(adminUrl(PRODUCTS_PATH), { schema: z.array(productSchema), signal }),
  });
}

export const useProducts = () => useQuery(productListQuery());

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) =>
      apiRequest(adminUrl(PRODUCTS_PATH), { method: 'POST', body, schema: productSchema }),
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.products.lists()]),
  });
}

function processorListQuery() {
  return queryOptions({
    queryKey: adminKeys.processors.list(),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(PROCESSORS_PATH), { schema: z.array(paymentProcessorSchema), signal }),
  });
}

export const useProcessors = () => useQuery(processorListQuery());

export function useCreateProcessor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentProcessorInput) =>
      apiRequest(adminUrl(PROCESSORS_PATH), { method: 'POST', body, schema: paymentProcessorSchema }),
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.processors.lists()]),
  });
}
