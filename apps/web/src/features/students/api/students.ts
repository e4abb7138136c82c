import { accountRoutes, profileRoutes } from '@aula/contracts';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { classroomKeys } from '@/lib/classroom-queries';
import { statisticsKey } from '@/lib/shared-query-keys';
import { studentKeys, type StudentListParams } from './student-keys';

function studentListQuery({ search, classroom, page = 1, pageSize = 25 }: StudentListParams) {
  return { page, page_size: pageSize, search: search?.trim(), classroom: classroom || undefined };
}

/** Outside useQuery so the page type comes from the contract, not from `placeholderData`. */
function fetchStudents(params: StudentListParams, signal: AbortSignal) {
  return callRoute(profileRoutes.listStudents, { query: studentListQuery(params), signal });
}

export function useStudents(params: StudentListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: studentKeys.list(params),
    queryFn: ({ signal }) => fetchStudents(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** New or removed students change the counts on classrooms and on the home statistics. */
function refreshAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: studentKeys.all });
  void queryClient.invalidateQueries({ queryKey: classroomKeys.all });
  void queryClient.invalidateQueries({ queryKey: statisticsKey });
}

export interface NewStudent {
  first_name: string;
  last_name: string;
  username?: string;
  password?: string;
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NewStudent) => callRoute(profileRoutes.createStudent, { body: values }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useCreateStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { students: { first_name: string; last_name: string }[]; classroom?: number }) =>
      callRoute(profileRoutes.createStudents, { body }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...values
    }: {
      id: number;
      first_name: string;
      last_name: string;
      username?: string;
      under_12?: boolean;
    }) => callRoute(profileRoutes.updateStudent, { params: { id }, body: values }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(profileRoutes.removeStudent, { params: { id } }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useResetStudentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      callRoute(accountRoutes.resetStudentPassword, { params: { id }, body: { password } }),
    // The list shows who still has to choose a password.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
