import { adminRoutes } from '@aula/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { adminKeys, refreshAfterChange } from './keys';

/** Queues move on their own: the screen looks again every few seconds while it is open. */
const REFRESH_MS = 5_000;

function jobsOverviewQuery() {
  return queryOptions({
    queryKey: adminKeys.jobs.list(),
    queryFn: ({ signal }) => callRoute(adminRoutes.jobs.overview, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

export const useJobsOverview = () => useQuery(jobsOverviewQuery());

/** Puts a failed job back in line; the answer is the overview as it is right after. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(adminRoutes.jobs.retry, { params: { id } }),
    onSuccess: (overview) => {
      // The answer is the new overview; only the audit log (which the retry writes to) is stale.
      queryClient.setQueryData(adminKeys.jobs.list(), overview);
      refreshAfterChange(queryClient, []);
    },
  });
}
