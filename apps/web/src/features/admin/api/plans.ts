import { adminPlanSchema, providerPlanSchema, type AdminPlan, type AdminPlanInput } from '@aula/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminUrl } from './admin-url';
import { adminKeys, refreshAfterChange } from './keys';

const PLANS_PATH = '/payment/subscription-plans';
const PROVIDER_PLANS_PATH = '/payment/provider-subscription-plans';
const planPath = (id: number) => `${PLANS_PATH}/${id}`;

/** All the plans: a handful, in one unpaginated list. */
function planListQuery() {
  return queryOptions({
    queryKey: adminKeys.plans.list(),
    queryFn: ({ signal }) => apiRequest(adminUrl(PLANS_PATH), { schema: z.array(adminPlanSchema), signal }),
  });
}

export function usePlans(options: { enabled?: boolean } = {}) {
  return useQuery({ ...planListQuery(), enabled: options.enabled });
}

/** `id` null waits (a form for a new plan has none). */
export function usePlan(id: number | null) {
  return useQuery({
    queryKey: adminKeys.plans.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest(adminUrl(planPath(id ?? 0)), { schema: adminPlanSchema, signal }),
    enabled: id !== null,
  });
}

/**
 * The plan's name and price also show on the provider plans and on subscriptions, whose lists
 * follow any change to it.
 */
function plansChanged(queryClient: QueryClient, saved?: AdminPlan) {
  if (saved) queryClient.setQueryData(adminKeys.plans.detail(saved.id), saved);
  refreshAfterChange(queryClient, [
    adminKeys.plans.lists(),
    adminKeys.providerPlans.lists(),
    adminKeys.subscriptions.all,
  ]);
}

/** Creates a plan, or replaces `plan` when given. */
export function useSavePlan(plan?: AdminPlan) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPlanInput) =>
      apiRequest(adminUrl(plan ? planPath(plan.id) : PLANS_PATH), {
        method: plan ? 'PUT' : 'POST',
        body,
        schema: adminPlanSchema,
      }),
    onSuccess: (saved) => plansChanged(queryClient, saved),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(adminUrl(planPath(id)), { method: 'DELETE' }),
    onSuccess: (_, id) => {
      // Its screen is still open until the caller leaves it: mark it, without asking for it again.
      void queryClient.invalidateQueries({ queryKey: adminKeys.plans.detail(id), refetchType: 'none' });
      plansChanged(queryClient);
    },
  });
}

function providerPlanListQuery() {
  return queryOptions({
    queryKey: adminKeys.providerPlans.list(),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(PROVIDER_PLANS_PATH), { schema: z.array(providerPlanSchema), signal }),
  });
}

export const useProviderPlans = () => useQuery(providerPlanListQuery());

export function useCreateProviderPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subscription_plan: number }) =>
      apiRequest(adminUrl(PROVIDER_PLANS_PATH), { method: 'POST', body, schema: providerPlanSchema }),
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.providerPlans.lists()]),
  });
}
