import { accountRoutes } from '@aula/contracts';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

/** The link for the student's newest classroom, or for `classroomId` (a whole class's cards). */
export function generateStudentLoginToken(id: number, classroomId?: number) {
  return callRoute(accountRoutes.generateStudentLoginToken, {
    params: { id },
    query: { classroom: classroomId || undefined },
  });
}

export function useGenerateLoginToken() {
  return useMutation({ mutationFn: (id: number) => generateStudentLoginToken(id) });
}

/** Cancels the student's card and links (a lost card): only a new one signs them in again. */
export function useRevokeLoginToken() {
  return useMutation({
    mutationFn: (id: number) => callRoute(accountRoutes.revokeStudentLoginToken, { params: { id } }),
  });
}
