import { receiptSchema } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentKeys } from './keys';

export function useReceipt(orderId: number) {
  return useQuery({
    queryKey: paymentKeys.receipt(orderId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/payment/receipts/${orderId}/`, { schema: receiptSchema, signal }),
    enabled: Number.isInteger(orderId) && orderId > 0,
  });
}
