import { lessonPlanDetailSchema, planShareSchema, sharedPlanSchema } from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { contentKeys } from './catalogue';

const sharePath = (planId: number) => `/api/content/custom-lessonplans/${planId}/share/`;
const sharedPath = (token: string) => `/api/content/shared-lessonplans/${token}/`;

const keys = {
  share: (planId: number) => [...contentKeys.custom(), 'share', planId] as const,
  shared: (token: string) => [...contentKeys.all, 'shared', token] as const,
};

/** The plan's share link, if it has one. */
export function usePlanShare(planId: number) {
  return useQuery({
    queryKey: keys.share(planId),
    queryFn: ({ signal }) =>
      apiRequest(sharePath(planId), { schema: z.object({ share: planShareSchema.nullable() }), signal }),
  });
}

export function useStartSharing(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(sharePath(planId), { method: 'POST', schema: planShareSchema }),
    onSuccess: (share) => queryClient.setQueryData(keys.share(planId), { share }),
  });
}

export function useStopSharing(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(sharePath(planId), { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(keys.share(planId), { share: null }),
  });
}

export function useSharedPlan(token: string) {
  return useQuery({
    queryKey: keys.shared(token),
    queryFn: ({ signal }) => apiRequest(sharedPath(token), { schema: sharedPlanSchema, signal }),
  });
}

export function useCopySharedPlan(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${sharedPath(token)}copy/`, { method: 'POST', schema: lessonPlanDetailSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.custom() }),
  });
}
