import {
  classroomSummarySchema,
  linkedLessonSchema,
  paginatedSchema,
  teacherClassroomSchema,
  type TeacherClassroom,
} from '@aula/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, isClientError } from '@/lib/api-client';
import { statisticsKey } from './statistics';
import { studentKeys } from './student-keys';

const CLASSROOMS_PATH = '/api/content/classrooms/';
export const classroomPath = (id: number) => `${CLASSROOMS_PATH}${id}/`;

export const classroomKeys = {
  all: ['classrooms'] as const,
  list: () => [...classroomKeys.all, 'list'] as const,
  detail: (id: number) => [...classroomKeys.all, 'detail', id] as const,
};

const classroomPageSchema = paginatedSchema(classroomSummarySchema);

/** A teacher has a handful of classrooms: one page of 100 is all of them. */
function classroomsQueryOptions() {
  return queryOptions({
    queryKey: classroomKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest(`${CLASSROOMS_PATH}?page_size=100`, { schema: classroomPageSchema, signal }),
  });
}

export function useClassrooms() {
  return useQuery(classroomsQueryOptions());
}

export function useClassroom(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: classroomKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(classroomPath(id), { schema: teacherClassroomSchema, signal }),
    enabled: options.enabled,
  });
}

/** Counts on the list and the home statistics follow any change to a classroom. */
function refreshAfter(queryClient: QueryClient, classroom?: TeacherClassroom) {
  if (classroom) queryClient.setQueryData(classroomKeys.detail(classroom.id), classroom);
  void queryClient.invalidateQueries({ queryKey: classroomKeys.list() });
  void queryClient.invalidateQueries({ queryKey: statisticsKey });
}

export interface ClassroomValues {
  name: string;
  school_year: number;
}

export function useCreateClassroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ClassroomValues) =>
      apiRequest(CLASSROOMS_PATH, { method: 'POST', body: values, schema: teacherClassroomSchema }),
    onSuccess: (classroom) => refreshAfter(queryClient, classroom),
  });
}

export type ClassroomPatch = Partial<ClassroomValues> & {
  code_enabled?: boolean;
  card_login?: boolean;
  regenerate_code?: true;
};

export function useUpdateClassroom(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ClassroomPatch) =>
      apiRequest(classroomPath(id), { method: 'PATCH', body: patch, schema: teacherClassroomSchema }),
    onSuccess: (classroom) => refreshAfter(queryClient, classroom),
  });
}

export function useDeleteClassroom(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(classroomPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: classroomKeys.detail(id) });
      refreshAfter(queryClient);
      // Students' classroom lists mention this classroom.
      void queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

type LinkAction = 'link_lessons' | 'link-students' | 'unlink_students';

function useLinkAction(id: number, action: LinkAction, field: 'lessons' | 'students') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest(`${classroomPath(id)}${action}/`, {
        method: 'POST',
        body: { [field]: ids },
        schema: teacherClassroomSchema,
      }),
    onSuccess: (classroom) => {
      refreshAfter(queryClient, classroom);
      if (field === 'students') void queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

/** Puts students in a classroom outside a hook (right after creating them). */
export async function linkStudentsTo(queryClient: QueryClient, classroomId: number, students: number[]) {
  const classroom = await apiRequest(`${classroomPath(classroomId)}link-students/`, {
    method: 'POST',
    body: { students },
    schema: teacherClassroomSchema,
  });
  refreshAfter(queryClient, classroom);
  void queryClient.invalidateQueries({ queryKey: studentKeys.all });
  return classroom;
}

export const useLinkLessons = (id: number) => useLinkAction(id, 'link_lessons', 'lessons');
export const useLinkStudents = (id: number) => useLinkAction(id, 'link-students', 'students');
export const useUnlinkStudents = (id: number) => useLinkAction(id, 'unlink_students', 'students');

const teachingClassPath = (id: number) => `/api/content/teaching-class/${id}/`;

/** Autosaved: a network or server failure is tried again (after 1 s, then 2 s) before it shows. */
export function useSaveTeacherNote(classroomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    retry: (failures, error) => !isClientError(error) && failures < 2,
    mutationFn: ({ teachingClassId, note }: { teachingClassId: number; note: string }) =>
      apiRequest(teachingClassPath(teachingClassId), {
        method: 'PATCH',
        body: { teacher_note: note },
        schema: linkedLessonSchema,
      }),
    onSuccess: (linked) =>
      queryClient.setQueryData<TeacherClassroom>(classroomKeys.detail(classroomId), (classroom) =>
        classroom
          ? {
              ...classroom,
              lessons: classroom.lessons.map((l) =>
                l.teaching_class_id === linked.teaching_class_id ? linked : l,
              ),
            }
          : classroom,
      ),
  });
}

export function useUnlinkLesson(classroomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teachingClassId: number) =>
      apiRequest(teachingClassPath(teachingClassId), { method: 'DELETE' }),
    onSuccess: (_, teachingClassId) => {
      queryClient.setQueryData<TeacherClassroom>(classroomKeys.detail(classroomId), (classroom) =>
        classroom
          ? {
              ...classroom,
              lessons_count: classroom.lessons_count - 1,
              lessons: classroom.lessons.filter((l) => l.teaching_class_id !== teachingClassId),
            }
          : classroom,
      );
      refreshAfter(queryClient);
    },
  });
}
