import { diaryHomeRoutes } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

/** Saving a roll call or a schedule refreshes it (diary.ts). */
export const todayClassesKey = ['diary', 'today'] as const;

/** The teacher's classes that meet today: asked with the home's other queries, as it mounts. */
export function useTodayClasses() {
  return useQuery({
    queryKey: todayClassesKey,
    queryFn: ({ signal }) => callRoute(diaryHomeRoutes.today, { signal }),
  });
}

/** The student's own frequência in each class (her home). */
export function useMyAttendance() {
  return useQuery({
    queryKey: ['diary', 'mine'],
    queryFn: ({ signal }) => callRoute(diaryHomeRoutes.studentAttendance, { signal }),
  });
}
