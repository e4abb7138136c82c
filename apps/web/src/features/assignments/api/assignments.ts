import {
  assignmentRoutes,
  routeUrl,
  type AssignmentCopyInput,
  type AssignmentInput,
  type AssignmentPatch,
  type PostInput,
  type SubmissionPatch,
  type postPatchSchema,
  classroomPostRoutes,
} from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '@/lib/api-client';
import { classroomKeys } from '@/lib/classroom-queries';
import { downloadFile } from '@/lib/download';
import { classroomWorkKeys, statisticsKey } from '@/lib/shared-query-keys';

export const activityKeys = {
  all: classroomWorkKeys.activities,
  classroom: classroomWorkKeys.activitiesOf,
  assignments: (classroomId: number) => [...activityKeys.classroom(classroomId), 'assignments'] as const,
  posts: (classroomId: number) => [...activityKeys.classroom(classroomId), 'posts'] as const,
  progress: (classroomId: number) => [...activityKeys.classroom(classroomId), 'progress'] as const,
  bncc: classroomWorkKeys.bnccCoverage,
  submissions: (classroomId: number, id: number) =>
    [...activityKeys.classroom(classroomId), 'submissions', id] as const,
};

export type PostPatch = z.input<typeof postPatchSchema>;

export function useAssignments(classroomId: number) {
  return useQuery({
    queryKey: activityKeys.assignments(classroomId),
    queryFn: ({ signal }) =>
      callRoute(assignmentRoutes.list, { params: { id: classroomId }, query: { page_size: 100 }, signal }),
  });
}

/** Everything of the classroom's activity follows a change (counts, grid, coverage). */
function useRefresh(classroomId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: activityKeys.classroom(classroomId) });
}

export function useCreateAssignment(classroomId: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: (input: AssignmentInput) =>
      callRoute(assignmentRoutes.create, { params: { id: classroomId }, body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateAssignment(classroomId: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AssignmentPatch }) =>
      callRoute(assignmentRoutes.update, { params: { id }, body: patch }),
    onSuccess: refresh,
  });
}

export function useDeleteAssignment(classroomId: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: (id: number) => callRoute(assignmentRoutes.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

/** "Usar em outra turma": the activity into other classes; every class's activities follow. */
export function useCopyAssignment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignmentCopyInput) =>
      callRoute(assignmentRoutes.copy, { params: { id }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: classroomKeys.all });
      void queryClient.invalidateQueries({ queryKey: statisticsKey });
    },
  });
}

export function useSubmissions(classroomId: number, id: number) {
  return useQuery({
    queryKey: activityKeys.submissions(classroomId, id),
    queryFn: ({ signal }) => callRoute(assignmentRoutes.submissions, { params: { id }, signal }),
  });
}

export function useGradeSubmission(classroomId: number, id: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: ({ studentId, patch }: { studentId: number; patch: SubmissionPatch }) =>
      callRoute(assignmentRoutes.grade, { params: { id, studentId }, body: patch }),
    onSuccess: refresh,
  });
}

export function useProgress(classroomId: number) {
  return useQuery({
    queryKey: activityKeys.progress(classroomId),
    queryFn: ({ signal }) => callRoute(assignmentRoutes.progress, { params: { id: classroomId }, signal }),
  });
}

export function useBnccCoverage(classroomId: number) {
  return useQuery({
    queryKey: activityKeys.bncc(classroomId),
    queryFn: ({ signal }) =>
      callRoute(assignmentRoutes.bnccCoverage, { params: { id: classroomId }, signal }),
  });
}

export const downloadGrades = (classroomId: number, name: string) =>
  downloadFile(
    routeUrl(assignmentRoutes.gradesCsv, { id: classroomId }),
    `notas-${name.replace(/[^\p{L}\p{N}]+/gu, '-')}.csv`,
  );

export function usePosts(classroomId: number) {
  return useQuery({
    queryKey: activityKeys.posts(classroomId),
    queryFn: ({ signal }) =>
      callRoute(classroomPostRoutes.posts, { params: { id: classroomId }, query: { page_size: 50 }, signal }),
  });
}

export function useCreatePost(classroomId: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: (input: PostInput) =>
      callRoute(classroomPostRoutes.createPost, { params: { id: classroomId }, body: input }),
    onSuccess: refresh,
  });
}

export function useUpdatePost(classroomId: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: PostPatch }) =>
      callRoute(classroomPostRoutes.updatePost, { params: { id }, body: patch }),
    onSuccess: refresh,
  });
}

export function useDeletePost(classroomId: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: (id: number) => callRoute(classroomPostRoutes.removePost, { params: { id } }),
    onSuccess: refresh,
  });
}
