import { classroomRoutes, paginatedSchema, studentClassroomSchema } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './api-client';

// Apart from the teacher's classroom queries: the join pages load these, and they must stay light.
/** A student's own classrooms: the student area reads them, joining one by code refreshes them. */
export const studentClassroomKeys = {
  all: ['student-classrooms'] as const,
  list: () => [...studentClassroomKeys.all, 'list'] as const,
  detail: (id: number) => [...studentClassroomKeys.all, 'detail', id] as const,
};

const studentClassroomPageSchema = paginatedSchema(studentClassroomSchema);

/** The classrooms the logged-in student belongs to. */
export function useMyClassrooms({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: studentClassroomKeys.list(),
    queryFn: ({ signal }) =>
      callRoute(classroomRoutes.list, {
        query: { page_size: 100 },
        schema: studentClassroomPageSchema,
        signal,
      }),
  });
}
