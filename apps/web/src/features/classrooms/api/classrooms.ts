import {
  classroomRoutes,
  type Ano,
  type Componente,
  type Etapa,
  type TeacherClassroom,
} from '@aula/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, isClientError } from '@/lib/api-client';
import { classroomKeys, refreshClassrooms } from '@/lib/classroom-queries';
import { studentListKey } from '@/lib/shared-query-keys';

export interface ClassroomValues {
  name: string;
  school_year: number;
}

export function useCreateClassroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ClassroomValues) => callRoute(classroomRoutes.create, { body: values }),
    onSuccess: (classroom) => refreshClassrooms(queryClient, classroom),
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
    onSuccess: (classroom) => refreshClassrooms(queryClient, classroom),
  });
}

export function useDeleteClassroom(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(classroomRoutes.remove, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: classroomKeys.detail(id) });
      refreshClassrooms(queryClient);
      // Students' classroom lists mention this classroom.
      void queryClient.invalidateQueries({ queryKey: studentListKey });
    },
  });
}

export function useLinkLessons(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessons: number[]) =>
      callRoute(classroomRoutes.linkLessons, { params: { id }, body: { lessons } }),
    onSuccess: (classroom) => refreshClassrooms(queryClient, classroom),
  });
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
      refreshClassrooms(queryClient);
    },
  });
}
