import {
  classroomRoutes,
  classroomSummarySchema,
  paginatedSchema,
  teacherClassroomSchema,
  type Ano,
  type Componente,
  type Etapa,
  type TeacherClassroom,
} from '@aula/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callRoute, isClientError } from '@/lib/api-client';
import { statisticsKey } from './statistics';
import { studentKeys } from './student-keys';

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
      callRoute(classroomRoutes.list, { query: { page_size: 100 }, schema: classroomPageSchema, signal }),
  });
}

export function useClassrooms() {
  return useQuery(classroomsQueryOptions());
}

export function useClassroom(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: classroomKeys.detail(id),
    queryFn: ({ signal }) =>
      callRoute(classroomRoutes.detail, { params: { id }, schema: teacherClassroomSchema, signal }),
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
    mutationFn: (values: ClassroomValues) => callRoute(classroomRoutes.create, { body: values }),
    onSuccess: (classroom) => refreshAfter(queryClient, classroom),
  });
}

export type ClassroomPatch = Partial<ClassroomValues> & {
  code_enabled?: boolean;
  card_login?: boolean;
  archived?: boolean;
  regenerate_code?: true;
  etapa?: Etapa | null;
  ano?: Ano | null;
  componentes?: Componente[];
};

export function useUpdateClassroom(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ClassroomPatch) => callRoute(classroomRoutes.update, { params: { id }, body: patch }),
    onSuccess: (classroom) => refreshAfter(queryClient, classroom),
  });
}

export function useDeleteClassroom(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(classroomRoutes.remove, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: classroomKeys.detail(id) });
      refreshAfter(queryClient);
      // Students' classroom lists mention this classroom.
      void queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

export function useLinkLessons(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessons: number[]) =>
      callRoute(classroomRoutes.linkLessons, { params: { id }, body: { lessons } }),
    onSuccess: (classroom) => refreshAfter(queryClient, classroom),
  });
}

function useStudentsAction(
  id: number,
  route: typeof classroomRoutes.linkStudents | typeof classroomRoutes.unlinkStudents,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (students: number[]) => callRoute(route, { params: { id }, body: { students } }),
    onSuccess: (classroom) => {
      refreshAfter(queryClient, classroom);
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
  refreshAfter(queryClient, classroom);
  void queryClient.invalidateQueries({ queryKey: studentKeys.all });
  return classroom;
}

/** Autosaved: a network or server failure is tried again (after 1 s, then 2 s) before it shows. */
export function useSaveTeacherNote(classroomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    retry: (failures, error) => !isClientError(error) && failures < 2,
    mutationFn: ({ teachingClassId, note }: { teachingClassId: number; note: string }) =>
      callRoute(classroomRoutes.updateTeachingClass, {
        params: { id: teachingClassId },
        body: { teacher_note: note },
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
      callRoute(classroomRoutes.removeTeachingClass, { params: { id: teachingClassId } }),
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
