import {
  assignmentSchema,
  bnccCoverageSchema,
  paginatedSchema,
  postSchema,
  progressSchema,
  submissionSchema,
  type AssignmentInput,
  type AssignmentPatch,
  type PostInput,
  type SubmissionPatch,
  type postPatchSchema,
} from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/send-file';
import { classroomPath } from './classrooms';

const activityKeys = {
  all: ['activities'] as const,
  classroom: (classroomId: number) => [...activityKeys.all, 'classroom', classroomId] as const,
  assignments: (classroomId: number) => [...activityKeys.classroom(classroomId), 'assignments'] as const,
  posts: (classroomId: number) => [...activityKeys.classroom(classroomId), 'posts'] as const,
  progress: (classroomId: number) => [...activityKeys.classroom(classroomId), 'progress'] as const,
  bncc: (classroomId: number) => [...activityKeys.classroom(classroomId), 'bncc'] as const,
  submissions: (classroomId: number, id: number) =>
    [...activityKeys.classroom(classroomId), 'submissions', id] as const,
};

const assignmentPageSchema = paginatedSchema(assignmentSchema);
const postPageSchema = paginatedSchema(postSchema);
const assignmentPath = (id: number) => `/api/content/assignments/${id}/`;
const postPath = (id: number) => `/api/content/posts/${id}/`;
export type PostPatch = z.input<typeof postPatchSchema>;

export function useAssignments(classroomId: number) {
  return useQuery({
    queryKey: activityKeys.assignments(classroomId),
    queryFn: ({ signal }) =>
      apiRequest(`${classroomPath(classroomId)}assignments/?page_size=100`, {
        schema: assignmentPageSchema,
        signal,
      }),
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
      apiRequest(`${classroomPath(classroomId)}assignments/`, {
        method: 'POST',
        body: input,
        schema: assignmentSchema,
      }),
    onSuccess: refresh,
  });
}

export function useUpdateAssignment(classroomId: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AssignmentPatch }) =>
      apiRequest(assignmentPath(id), { method: 'PATCH', body: patch, schema: assignmentSchema }),
    onSuccess: refresh,
  });
}

export function useDeleteAssignment(classroomId: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: (id: number) => apiRequest(assignmentPath(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useSubmissions(classroomId: number, id: number) {
  return useQuery({
    queryKey: activityKeys.submissions(classroomId, id),
    queryFn: ({ signal }) =>
      apiRequest(`${assignmentPath(id)}submissions/`, { schema: z.array(submissionSchema), signal }),
  });
}

export function useGradeSubmission(classroomId: number, id: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: ({ studentId, patch }: { studentId: number; patch: SubmissionPatch }) =>
      apiRequest(`${assignmentPath(id)}submissions/${studentId}/`, {
        method: 'PATCH',
        body: patch,
        schema: submissionSchema,
      }),
    onSuccess: refresh,
  });
}

export function useProgress(classroomId: number) {
  return useQuery({
    queryKey: activityKeys.progress(classroomId),
    queryFn: ({ signal }) =>
      apiRequest(`${classroomPath(classroomId)}progress/`, { schema: progressSchema, signal }),
  });
}

export function useBnccCoverage(classroomId: number) {
  return useQuery({
    queryKey: activityKeys.bncc(classroomId),
    queryFn: ({ signal }) =>
      apiRequest(`${classroomPath(classroomId)}bncc-coverage/`, { schema: bnccCoverageSchema, signal }),
  });
}

export const downloadGrades = (classroomId: number, name: string) =>
  downloadFile(
    `${classroomPath(classroomId)}grades.csv`,
    `notas-${name.replace(/[^\p{L}\p{N}]+/gu, '-')}.csv`,
  );

export function usePosts(classroomId: number) {
  return useQuery({
    queryKey: activityKeys.posts(classroomId),
    queryFn: ({ signal }) =>
      apiRequest(`${classroomPath(classroomId)}posts/?page_size=50`, { schema: postPageSchema, signal }),
  });
}

export function useCreatePost(classroomId: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: (input: PostInput) =>
      apiRequest(`${classroomPath(classroomId)}posts/`, { method: 'POST', body: input, schema: postSchema }),
    onSuccess: refresh,
  });
}

export function useUpdatePost(classroomId: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: PostPatch }) =>
      apiRequest(postPath(id), { method: 'PATCH', body: patch, schema: postSchema }),
    onSuccess: refresh,
  });
}

export function useDeletePost(classroomId: number) {
  const refresh = useRefresh(classroomId);
  return useMutation({
    mutationFn: (id: number) => apiRequest(postPath(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
