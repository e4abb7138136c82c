import { bnccRoutes, classroomRoutes } from '@aula/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { classroomKeys } from '@/lib/classroom-queries';

export interface SkillFilters {
  etapa: string;
  ano: string;
  componente: string;
  unidade: string;
  search: string;
  page: number;
}

export const PAGE_SIZE = 20;

const bnccKeys = {
  skills: (filters: SkillFilters) => ['bncc', 'skills', filters] as const,
  skill: (code: string) => ['bncc', 'skill', code] as const,
  unidades: (ano: string, componente: string) => ['bncc', 'unidades', ano, componente] as const,
};

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);

export function useSkills(filters: SkillFilters) {
  return useQuery({
    queryKey: bnccKeys.skills(filters),
    queryFn: ({ signal }) =>
      callRoute(bnccRoutes.skills, {
        query: {
          etapa: orUndefined(filters.etapa),
          ano: orUndefined(filters.ano),
          componente: orUndefined(filters.componente),
          unidade_tematica: filters.unidade || undefined,
          search: filters.search || undefined,
          page: filters.page,
          page_size: PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUnidades(ano: string, componente: string) {
  return useQuery({
    queryKey: bnccKeys.unidades(ano, componente),
    queryFn: ({ signal }) =>
      callRoute(bnccRoutes.unidades, {
        query: { ano: orUndefined(ano), componente: orUndefined(componente) },
        signal,
      }),
    enabled: Boolean(componente),
  });
}

export function useSkill(code: string | null) {
  return useQuery({
    queryKey: bnccKeys.skill(code ?? ''),
    queryFn: ({ signal }) => callRoute(bnccRoutes.skill, { params: { code: code! }, signal }),
    enabled: Boolean(code),
  });
}

/** "Passar para a turma": links the lesson to the class (its activities start from there). */
export function useLinkLessonTo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classroomId, lessonId }: { classroomId: number; lessonId: number }) =>
      callRoute(classroomRoutes.linkLessons, { params: { id: classroomId }, body: { lessons: [lessonId] } }),
    onSuccess: (classroom) => {
      queryClient.setQueryData(classroomKeys.detail(classroom.id), classroom);
      void queryClient.invalidateQueries({ queryKey: classroomKeys.list() });
    },
  });
}
