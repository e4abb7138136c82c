import { paymentRoutes, type chargeSchema, type userSubscriptionInfoSchema } from '@aula/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';
import { paymentKeys } from './keys';

export type UserSubscriptionInfo = z.infer<typeof userSubscriptionInfoSchema>;
export type Charge = z.infer<typeof chargeSchema>;

export function useSubscriptionInfo(options: { pollWhilePending?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: paymentKeys.info(),
    queryFn: ({ signal }) => callRoute(paymentRoutes.subscriptionInfo, { signal }),
    staleTime: 10_000,
    // The first charge is confirmed by the provider's webhook: look again until it settles.
    refetchInterval: (query) =>
      options.pollWhilePending && query.state.data?.subscription?.status === 'pending' ? 2000 : false,
  });
}

export function useCharges(subscriptionId: number | undefined) {
  return useQuery({
    queryKey: paymentKeys.charges(subscriptionId ?? 0),
    queryFn: ({ signal }) => callRoute(paymentRoutes.charges, { params: { id: subscriptionId }, signal }),
    enabled: subscriptionId !== undefined,
  });
}

/**
 * After anything that changes the subscription: store the new info, and refetch the profile (its
 * limits, ads and `payment_information_updated` follow the subscription) and the charges.
 */
export function applySubscriptionChange(queryClient: QueryClient, info?: UserSubscriptionInfo) {
  if (info) queryClient.setQueryData(paymentKeys.info(), info);
  else void queryClient.invalidateQueries({ queryKey: paymentKeys.info() });
  void queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, 'charges'] });
  return queryClient.invalidateQueries({ queryKey: profileQueryKey });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, refund }: { reason?: string | undefined; refund?: boolean }) =>
      callRoute(paymentRoutes.cancel, {
        body: { ...(reason ? { reason } : {}), ...(refund ? { refund: true } : {}) },
      }),
    onSuccess: (info) => applySubscriptionChange(queryClient, info),
  });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(paymentRoutes.resume, {}),
    onSuccess: (info) => applySubscriptionChange(queryClient, info),
  });
}
