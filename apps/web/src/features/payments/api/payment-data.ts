import { paymentRoutes, type PaymentData } from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callRoute } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** The billing data, or null while the teacher has not given it yet (404). */
export function usePaymentData() {
  return useQuery({
    queryKey: paymentKeys.paymentData(),
    queryFn: async ({ signal }): Promise<PaymentData | null> => {
      try {
        return await callRoute(paymentRoutes.paymentData, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useSavePaymentData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PaymentData) => callRoute(paymentRoutes.savePaymentData, { body: values }),
    onSuccess: (saved) => queryClient.setQueryData(paymentKeys.paymentData(), saved),
  });
}
