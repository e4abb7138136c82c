import {
  bulkCreatedStudentsSchema,
  createdStudentSchema,
  statusOkSchema,
  studentLoginTokenSchema,
  studentPageSchema,
  studentSchema,
} from '@aula/contracts';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classroomKeys } from './classrooms';
import { statisticsKey } from './statistics';
import { studentKeys, type StudentListParams } from './student-keys';

const STUDENTS_PATH = '/api/profile/my-students/';
const studentPath = (id: number) => `${STUDENTS_PATH}${id}/`;

function studentListUrl({ search, classroom, page = 1, pageSize = 25 }: StudentListParams): string {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (search?.trim()) query.set('search', search.trim());
  if (classroom) query.set('classroom', String(classroom));
  return `${STUDENTS_PATH}?${query.toString()}`;
}

export function useStudents(params: StudentListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: studentKeys.list(params),
    queryFn: ({ signal }) => apiRequest(studentListUrl(params), { schema: studentPageSchema, signal }),
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
    mutationFn: (values: NewStudent) =>
      apiRequest(STUDENTS_PATH, { method: 'POST', body: values, schema: createdStudentSchema }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useCreateStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { students: { first_name: string; last_name: string }[]; classroom?: number }) =>
      apiRequest(`${STUDENTS_PATH}bulk/`, { method: 'POST', body, schema: bulkCreatedStudentsSchema }),
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
    }) => apiRequest(studentPath(id), { method: 'PUT', body: values, schema: studentSchema }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(studentPath(id), { method: 'DELETE' }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useResetStudentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      apiRequest(`/api/accounts/reset-student-password/${id}/`, {
        method: 'POST',
        body: { password },
        schema: statusOkSchema,
      }),
    // The list shows who still has to choose a password.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/** The link for the student's newest classroom, or for `classroomId` (a whole class's cards). */
export function generateStudentLoginToken(id: number, classroomId?: number) {
  const query = classroomId ? `?classroom=${classroomId}` : '';
  return apiRequest(`/api/accounts/generate-student-login-token/${id}/${query}`, {
    method: 'POST',
    schema: studentLoginTokenSchema,
  });
}

export function useGenerateLoginToken() {
  return useMutation({ mutationFn: (id: number) => generateStudentLoginToken(id) });
}

/** Cancels the student's card and links (a lost card): only a new one signs them in again. */
export function useRevokeLoginToken() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/accounts/generate-student-login-token/${id}/`, { method: 'DELETE' }),
  });
}
