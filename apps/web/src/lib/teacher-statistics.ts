import { profileRoutes } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './api-client';
import { statisticsKey } from './shared-query-keys';

/** The teacher's usage and plan limits (students x/limit, custom plans x/limit, counts). */
export function useTeacherStatistics() {
  return useQuery({
    queryKey: statisticsKey,
    queryFn: ({ signal }) => callRoute(profileRoutes.statistics, { signal }),
  });
}
