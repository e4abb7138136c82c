import { bnccRoutes } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './api-client';

/**
 * The class calendar's periods: planning edits them, and the diary, the gradebook and the activity form
 * pick one. One key, so saving the calendar refreshes every screen that lists its periods.
 */
export const classCalendarKey = (classroomId: number) => ['classrooms', 'calendar', classroomId] as const;

export function useClassCalendar(classroomId: number) {
  return useQuery({
    queryKey: classCalendarKey(classroomId),
    queryFn: ({ signal }) => callRoute(bnccRoutes.calendar, { params: { id: classroomId }, signal }),
  });
}
