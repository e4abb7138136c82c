import { classroomRoutes, studentClassroomDetailSchema } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { studentClassroomKeys } from '@/lib/student-classrooms';

/** One of the student's classrooms with its lessons; 404 when the student is not in it. */
export function useMyClassroom(id: number) {
  return useQuery({
    queryKey: studentClassroomKeys.detail(id),
    queryFn: ({ signal }) =>
      callRoute(classroomRoutes.detail, { params: { id }, schema: studentClassroomDetailSchema, signal }),
  });
}
