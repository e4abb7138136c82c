import {
  type StudentAssignment,
  type SubmitInput,
  studentAssignmentRoutes,
  classroomPostRoutes,
} from '@aula/contracts';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, fileForm } from '@/lib/api-client';

export const studentActivityKeys = {
  all: ['student-activities'] as const,
  list: (status: 'todo' | 'done') => [...studentActivityKeys.all, 'list', status] as const,
  detail: (id: number) => [...studentActivityKeys.all, 'detail', id] as const,
  posts: (classroomId: number) => [...studentActivityKeys.all, 'posts', classroomId] as const,
};

export function useMyAssignments(status: 'todo' | 'done') {
  return useQuery({
    queryKey: studentActivityKeys.list(status),
    queryFn: ({ signal }) =>
      callRoute(studentAssignmentRoutes.studentList, { query: { status, page_size: 100 }, signal }),
  });
}

export function useMyAssignment(id: number) {
  return useQuery({
    queryKey: studentActivityKeys.detail(id),
    queryFn: ({ signal }) => callRoute(studentAssignmentRoutes.studentDetail, { params: { id }, signal }),
  });
}

/** A hand-in's answer replaces the activity in the cache; the lists follow. */
export function useHandIn<I>(id: number, send: (input: I) => Promise<StudentAssignment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (assignment) => {
      queryClient.setQueryData(studentActivityKeys.detail(id), assignment);
      void queryClient.invalidateQueries({ queryKey: [...studentActivityKeys.all, 'list'] });
    },
  });
}

export const useSubmitAssignment = (id: number) =>
  useHandIn(id, (input: SubmitInput) =>
    callRoute(studentAssignmentRoutes.submit, { params: { id }, body: input }),
  );
export const useUnsubmitAssignment = (id: number) =>
  useHandIn<void>(id, () => callRoute(studentAssignmentRoutes.unsubmit, { params: { id } }));

export const uploadHandInFile = (file: File) =>
  callRoute(studentAssignmentRoutes.upload, { form: fileForm(file) });

const classPostsQuery = (classroomId: number) =>
  queryOptions({
    queryKey: studentActivityKeys.posts(classroomId),
    queryFn: ({ signal }) =>
      callRoute(classroomPostRoutes.posts, { params: { id: classroomId }, query: { page_size: 20 }, signal }),
  });

export const useClassPosts = (classroomId: number) => useQuery(classPostsQuery(classroomId));

/** True once every class's feed has loaded with no posts (the same queries, so no extra requests). */
export function useNoClassPosts(classroomIds: number[]) {
  return useQueries({
    queries: classroomIds.map(classPostsQuery),
    combine: (feeds) => feeds.every((feed) => feed.isSuccess && feed.data.results.length === 0),
  });
}
