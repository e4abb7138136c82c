import {
  paymentOrderRoutes,
  type CreatePaymentOrderRequest,
  type PaymentOrder,
  type RefundBankAccount,
} from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { paymentKeys } from './keys';
import { applySubscriptionChange } from './subscription';

/** 201 with the order (or the teacher's open one); see lib/idempotency.ts for the key. */
export function createOrderRequest(body: CreatePaymentOrderRequest, key: string) {
  return callRoute(paymentOrderRoutes.create, { body, headers: { 'Idempotency-Key': key } });
}

/** Polling interval of an open order: the provider's webhook marks it paid, this screen follows. */
const FOLLOW_MS = 3000;

export function useOrder(id: number) {
  return useQuery({
    queryKey: paymentKeys.order(id),
    queryFn: ({ signal }) => callRoute(paymentOrderRoutes.detail, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? FOLLOW_MS : false),
    refetchIntervalInBackground: true,
  });
}

export function useOrders() {
  return useQuery({
    queryKey: paymentKeys.orders(),
    queryFn: ({ signal }) => callRoute(paymentOrderRoutes.list, { signal }),
  });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, bankAccount }: { id: number; bankAccount?: RefundBankAccount }) =>
      callRoute(paymentOrderRoutes.refund, {
        params: { id },
        body: bankAccount ? { bank_account: bankAccount } : {},
      }),
    onSuccess: async (order: PaymentOrder) => {
      queryClient.setQueryData(paymentKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.orders() });
      await applySubscriptionChange(queryClient);
    },
  });
}
