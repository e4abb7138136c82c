import {
  paginatedSchema,
  postSchema,
  studentAssignmentSchema,
  studentAssignmentSummarySchema,
  type SubmitInput,
} from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sendFile } from '@/lib/send-file';

const studentActivityKeys = {
  all: ['student-activities'] as const,
  list: (status: 'todo' | 'done') => [...studentActivityKeys.all, 'list', status] as const,
  detail: (id: number) => [...studentActivityKeys.all, 'detail', id] as const,
  posts: (classroomId: number) => [...studentActivityKeys.all, 'posts', classroomId] as const,
};

const summaryPageSchema = paginatedSchema(studentAssignmentSummarySchema);
const path = (id: number) => `/api/student/assignments/${id}/`;

export function useMyAssignments(status: 'todo' | 'done') {
  return useQuery({
    queryKey: studentActivityKeys.list(status),
    queryFn: ({ signal }) =>
      apiRequest(`/api/student/assignments/?status=${status}&page_size=100`, {
        schema: summaryPageSchema,
        signal,
      }),
  });
}

export function useMyAssignment(id: number) {
  return useQuery({
    queryKey: studentActivityKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(path(id), { schema: studentAssignmentSchema, signal }),
  });
}

function useHandIn(id: number, action: 'submit' | 'unsubmit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitInput = {}) =>
      apiRequest(`${path(id)}${action}/`, { method: 'POST', body: input, schema: studentAssignmentSchema }),
    onSuccess: (assignment) => {
      queryClient.setQueryData(studentActivityKeys.detail(id), assignment);
      void queryClient.invalidateQueries({ queryKey: [...studentActivityKeys.all, 'list'] });
    },
  });
}

export const useSubmitAssignment = (id: number) => useHandIn(id, 'submit');
export const useUnsubmitAssignment = (id: number) => useHandIn(id, 'unsubmit');

export const uploadHandInFile = (file: File) => sendFile('/api/student/uploads/', file);

export function useClassPosts(classroomId: number) {
  return useQuery({
    queryKey: studentActivityKeys.posts(classroomId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/content/classrooms/${classroomId}/posts/?page_size=20`, {
        schema: paginatedSchema(postSchema),
        signal,
      }),
  });
}
