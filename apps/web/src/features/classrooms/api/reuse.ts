import {
  assignmentRoutes,
  classroomRoutes,
  classroomSummarySchema,
  paginatedSchema,
  type AssignmentCopyInput,
} from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { classroomKeys } from './classrooms';
import { statisticsKey } from './statistics';

const archivedKey = [...classroomKeys.list(), 'archived'] as const;

/** The archived classes ("Turmas arquivadas"): out of the main list, still readable. */
export function useArchivedClassrooms(enabled: boolean) {
  return useQuery({
    queryKey: archivedKey,
    queryFn: ({ signal }) =>
      callRoute(classroomRoutes.list, {
        query: { page_size: 100, archived: 'true' },
        schema: paginatedSchema(classroomSummarySchema),
        signal,
      }),
    enabled,
  });
}

/** "Usar em outra turma": the activity into other classes; every class's activities follow. */
export function useCopyAssignment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignmentCopyInput) =>
      callRoute(assignmentRoutes.copy, { params: { id }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['activities'] });
      void queryClient.invalidateQueries({ queryKey: classroomKeys.all });
      void queryClient.invalidateQueries({ queryKey: statisticsKey });
    },
  });
}

/** "Copiar para o próximo ano": a new class with the lessons and the activities as drafts. */
export function useCopyClassroom(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; school_year: number }) =>
      callRoute(classroomRoutes.copy, { params: { id }, body: input }),
    onSuccess: (classroom) => {
      queryClient.setQueryData(classroomKeys.detail(classroom.id), classroom);
      void queryClient.invalidateQueries({ queryKey: classroomKeys.list() });
      void queryClient.invalidateQueries({ queryKey: statisticsKey });
    },
  });
}
