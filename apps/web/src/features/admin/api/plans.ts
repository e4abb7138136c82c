import { adminRoutes, type AdminPlan, type AdminPlanInput } from '@aula/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { adminKeys, refreshAfterChange } from './keys';

/** All the plans: a handful, in one unpaginated list. */
function planListQuery() {
  return queryOptions({
    queryKey: adminKeys.plans.list(),
    queryFn: ({ signal }) => callRoute(adminRoutes.plans.list, { signal }),
  });
}

export function usePlans(options: { enabled?: boolean } = {}) {
  return useQuery({ ...planListQuery(), enabled: options.enabled });
}

/** `id` null waits (a form for a new plan has none). */
export function usePlan(id: number | null) {
  return useQuery({
    queryKey: adminKeys.plans.detail(id ?? 0),
    queryFn: ({ signal }) => callRoute(adminRoutes.plans.detail, { params: { id: id ?? 0 }, signal }),
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
      plan
        ? callRoute(adminRoutes.plans.update, { params: { id: plan.id }, body })
        : callRoute(adminRoutes.plans.create, { body }),
    onSuccess: (saved) => plansChanged(queryClient, saved),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(adminRoutes.plans.remove, { params: { id } }),
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
    queryFn: ({ signal }) => callRoute(adminRoutes.providerPlans.list, { signal }),
  });
}

export const useProviderPlans = () => useQuery(providerPlanListQuery());

export function useCreateProviderPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subscription_plan: number }) =>
      callRoute(adminRoutes.providerPlans.create, { body }),
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.providerPlans.lists()]),
  });
}
