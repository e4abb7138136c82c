import { assignmentRoutes, correctionRoutes, type SubmissionPatch } from '@aula/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { activityKeys } from './assignments';
import { correctionKeys } from './correction-keys';
import { classroomKeys } from '@/lib/classroom-queries';

export function useAssignment(id: number) {
  return useQuery({
    queryKey: correctionKeys.assignment(id),
    queryFn: ({ signal }) => callRoute(assignmentRoutes.detail, { params: { id }, signal }),
  });
}

const submissionsQuery = (id: number) =>
  queryOptions({
    queryKey: correctionKeys.submissions(id),
    queryFn: ({ signal }) => callRoute(assignmentRoutes.submissions, { params: { id }, signal }),
  });

/** Every targeted student's hand-in (with earlier attempts): the viewer moves through them. */
export function useAllSubmissions(id: number) {
  return useQuery(submissionsQuery(id));
}

/** "Ver entregas": loads the hand-ins, then hands them to `open` (which picks the first to show). */
export function useLoadSubmissions() {
  const queryClient = useQueryClient();
  return (id: number) => queryClient.fetchQuery({ ...submissionsQuery(id), staleTime: 0 });
}

/** After grading: the viewer, the queue, the class's screens and the counts on Turmas follow. */
function useRefreshAfterGrading(id: number, classroomId: number | undefined) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: correctionKeys.submissions(id) });
    void queryClient.invalidateQueries({ queryKey: [...correctionKeys.all, 'queue'] });
    void queryClient.invalidateQueries({ queryKey: classroomKeys.all });
    if (classroomId) void queryClient.invalidateQueries({ queryKey: activityKeys.classroom(classroomId) });
  };
}

export function useGrade(id: number, classroomId: number | undefined) {
  const refresh = useRefreshAfterGrading(id, classroomId);
  return useMutation({
    mutationFn: ({ studentId, patch }: { studentId: number; patch: SubmissionPatch }) =>
      callRoute(assignmentRoutes.grade, { params: { id, studentId }, body: patch }),
    onSuccess: refresh,
  });
}

export function useReturnGraded(id: number, classroomId: number | undefined) {
  const refresh = useRefreshAfterGrading(id, classroomId);
  return useMutation({
    mutationFn: () => callRoute(correctionRoutes.returnGraded, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useTeacherComments(id: number, studentId: number) {
  return useQuery({
    queryKey: correctionKeys.comments(id, studentId),
    queryFn: ({ signal }) =>
      callRoute(correctionRoutes.teacherComments, { params: { id, studentId }, signal }),
    refetchInterval: 60_000,
  });
}

export function useAddTeacherComment(id: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      callRoute(correctionRoutes.teacherComment, { params: { id, studentId }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionKeys.comments(id, studentId) }),
  });
}

export function useStudentComments(id: number) {
  return useQuery({
    queryKey: correctionKeys.studentComments(id),
    queryFn: ({ signal }) => callRoute(correctionRoutes.studentComments, { params: { id }, signal }),
    refetchInterval: 60_000,
  });
}

export function useAddStudentComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      callRoute(correctionRoutes.studentComment, { params: { id }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionKeys.studentComments(id) }),
  });
}
