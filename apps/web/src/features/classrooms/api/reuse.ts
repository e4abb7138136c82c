import { classroomRoutes, classroomSummarySchema, paginatedSchema } from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { classroomKeys, refreshClassrooms } from '@/lib/classroom-queries';

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

/** "Copiar para o próximo ano": a new class with the lessons and the activities as drafts. */
export function useCopyClassroom(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; school_year: number }) =>
      callRoute(classroomRoutes.copy, { params: { id }, body: input }),
    onSuccess: (classroom) => refreshClassrooms(queryClient, classroom),
  });
}
