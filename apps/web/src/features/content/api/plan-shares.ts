import { planShareRoutes } from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { contentKeys } from './catalogue';

const keys = {
  share: (planId: number) => [...contentKeys.custom(), 'share', planId] as const,
  shared: (token: string) => [...contentKeys.all, 'shared', token] as const,
};

/** The plan's share link, if it has one. */
export function usePlanShare(planId: number) {
  return useQuery({
    queryKey: keys.share(planId),
    queryFn: ({ signal }) => callRoute(planShareRoutes.current, { params: { id: planId }, signal }),
  });
}

export function useStartSharing(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(planShareRoutes.start, { params: { id: planId } }),
    onSuccess: (share) => queryClient.setQueryData(keys.share(planId), { share }),
  });
}

export function useStopSharing(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(planShareRoutes.stop, { params: { id: planId } }),
    onSuccess: () => queryClient.setQueryData(keys.share(planId), { share: null }),
  });
}

export function useSharedPlan(token: string) {
  return useQuery({
    queryKey: keys.shared(token),
    queryFn: ({ signal }) => callRoute(planShareRoutes.view, { params: { token }, signal }),
  });
}

export function useCopySharedPlan(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(planShareRoutes.copy, { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.custom() }),
  });
}
