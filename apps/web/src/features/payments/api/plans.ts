import { subscriptionPlanSchema } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { paymentKeys } from './keys';

const PLANS_PATH = '/api/payment/subscription-plans/';

export function useSubscriptionPlans() {
  return useQuery({
    queryKey: paymentKeys.plans(),
    queryFn: ({ signal }) => apiRequest(PLANS_PATH, { schema: z.array(subscriptionPlanSchema), signal }),
    staleTime: 5 * 60_000,
  });
}

/** A plan from the route (`:id`); a non-numeric id is "not found" without asking the server. */
export function useSubscriptionPlan(id: number) {
  return useQuery({
    queryKey: paymentKeys.plan(id),
    queryFn: ({ signal }) => apiRequest(`${PLANS_PATH}${id}/`, { schema: subscriptionPlanSchema, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 5 * 60_000,
  });
}

export function planIdOf(param: string | undefined): number {
  return param && /^\d+$/.test(param) ? Number(param) : NaN;
}
