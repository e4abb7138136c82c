import { classroomRoutes } from '@aula/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { refreshClassrooms } from '@/lib/classroom-queries';
import { studentKeys } from './student-keys';

function useStudentsAction(
  id: number,
  route: typeof classroomRoutes.linkStudents | typeof classroomRoutes.unlinkStudents,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (students: number[]) => callRoute(route, { params: { id }, body: { students } }),
    onSuccess: (classroom) => {
      refreshClassrooms(queryClient, classroom);
      void queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

export const useLinkStudents = (id: number) => useStudentsAction(id, classroomRoutes.linkStudents);
export const useUnlinkStudents = (id: number) => useStudentsAction(id, classroomRoutes.unlinkStudents);

/** Puts students in a classroom outside a hook (right after creating them). */
export async function linkStudentsTo(queryClient: QueryClient, classroomId: number, students: number[]) {
  const classroom = await callRoute(classroomRoutes.linkStudents, {
    params: { id: classroomId },
    body: { students },
  });
  refreshClassrooms(queryClient, classroom);
  void queryClient.invalidateQueries({ queryKey: studentKeys.all });
  return classroom;
}
