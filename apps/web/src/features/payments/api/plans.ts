import { paymentRoutes } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { paymentKeys } from './keys';

export function useSubscriptionPlans() {
  return useQuery({
    queryKey: paymentKeys.plans(),
    queryFn: ({ signal }) => callRoute(paymentRoutes.plans, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** A plan from the route (`:id`); a non-numeric id is "not found" without asking the server. */
export function useSubscriptionPlan(id: number) {
  return useQuery({
    queryKey: paymentKeys.plan(id),
    queryFn: ({ signal }) => callRoute(paymentRoutes.plan, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 5 * 60_000,
  });
}

export function planIdOf(param: string | undefined): number {
  return param && /^\d+$/.test(param) ? Number(param) : NaN;
}
