import { teacherStatisticsSchema } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const STATISTICS_PATH = '/api/profile/my-statistics';
export const statisticsKey = ['statistics', 'teacher'] as const;

/** The teacher's usage and plan limits (students x/limit, custom plans x/limit, counts). */
export function useTeacherStatistics() {
  return useQuery({
    queryKey: statisticsKey,
    queryFn: ({ signal }) => apiRequest(STATISTICS_PATH, { schema: teacherStatisticsSchema, signal }),
  });
}
