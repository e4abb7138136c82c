import { paymentRoutes } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { paymentKeys } from './keys';

export function useReceipt(orderId: number) {
  return useQuery({
    queryKey: paymentKeys.receipt(orderId),
    queryFn: ({ signal }) => callRoute(paymentRoutes.receipt, { params: { id: orderId }, signal }),
    enabled: Number.isInteger(orderId) && orderId > 0,
  });
}
