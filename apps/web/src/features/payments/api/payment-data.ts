import { paymentDataSchema, type PaymentData } from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { paymentKeys } from './keys';

const PAYMENT_DATA_PATH = '/api/payment/user-payment-data';

/** The billing data, or null while the teacher has not given it yet (404). */
export function usePaymentData() {
  return useQuery({
    queryKey: paymentKeys.paymentData(),
    queryFn: async ({ signal }): Promise<PaymentData | null> => {
      try {
        return await apiRequest(PAYMENT_DATA_PATH, { schema: paymentDataSchema, signal });
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
    mutationFn: (values: PaymentData) =>
      apiRequest(PAYMENT_DATA_PATH, { method: 'PUT', body: values, schema: paymentDataSchema }),
    onSuccess: (saved) => queryClient.setQueryData(paymentKeys.paymentData(), saved),
  });
}
