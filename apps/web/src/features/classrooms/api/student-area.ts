import {
  classroomRoutes,
  paginatedSchema,
  studentClassroomDetailSchema,
  studentClassroomSchema,
} from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

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

/** One of the student's classrooms with its lessons; 404 when the student is not in it. */
export function useMyClassroom(id: number) {
  return useQuery({
    queryKey: studentClassroomKeys.detail(id),
    queryFn: ({ signal }) =>
      callRoute(classroomRoutes.detail, { params: { id }, schema: studentClassroomDetailSchema, signal }),
  });
}
