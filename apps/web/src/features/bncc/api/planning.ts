import {
  bnccRoutes,
  classroomRoutes,
  printRoutes,
  routeUrl,
  type Ano,
  type CalendarInput,
  type Componente,
  type Etapa,
  type ClassroomPlan,
  type PlanInput,
} from '@aula/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { classCalendarKey } from '@/lib/class-calendar';
import { refreshClassrooms } from '@/lib/classroom-queries';
import { downloadFile } from '@/lib/download';
import { classroomWorkKeys } from '@/lib/shared-query-keys';

const planningKeys = {
  plan: (id: number) => ['classrooms', 'plan', id] as const,
  skills: (ano: string | null, componentes: string[], search: string) =>
    ['bncc', 'class-skills', ano, componentes.join(','), search] as const,
};

export function useSaveCalendar(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarInput) => callRoute(bnccRoutes.saveCalendar, { params: { id }, body }),
    onSuccess: (calendar) => {
      queryClient.setQueryData(classCalendarKey(id), calendar);
      void queryClient.invalidateQueries({ queryKey: planningKeys.plan(id) });
    },
  });
}

export function usePlan(id: number) {
  return useQuery({
    queryKey: planningKeys.plan(id),
    queryFn: ({ signal }) => callRoute(bnccRoutes.plan, { params: { id }, signal }),
  });
}

export function useSavePlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanInput) => callRoute(bnccRoutes.savePlan, { params: { id }, body }),
    onSuccess: (plan: ClassroomPlan) => {
      queryClient.setQueryData(planningKeys.plan(id), plan);
      // The BNCC tab's coverage (the assignments feature's) shows the planned periods.
      void queryClient.invalidateQueries({ queryKey: classroomWorkKeys.bnccCoverage(id) });
    },
  });
}

/** The class's ano and componentes, a change to the classroom: its screens follow. */
export function useSaveClassBncc(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { etapa: Etapa | null; ano: Ano | null; componentes: Componente[] }) =>
      callRoute(classroomRoutes.update, { params: { id }, body }),
    onSuccess: (classroom) => refreshClassrooms(queryClient, classroom),
  });
}

/** Skills of the class's ano × componentes (one componente at a time when it has several), searched. */
export function useClassSkills(ano: string | null, componentes: string[], search: string) {
  return useQuery({
    queryKey: planningKeys.skills(ano, componentes, search),
    queryFn: ({ signal }) =>
      callRoute(bnccRoutes.skills, {
        query: {
          ano: ano ?? undefined,
          componente: componentes.length === 1 ? componentes[0] : undefined,
          search: search || undefined,
          page_size: 50,
        },
        signal,
      }),
    enabled: Boolean(ano),
    placeholderData: keepPreviousData,
  });
}

export const downloadPlanPdf = (id: number) => downloadFile(routeUrl(printRoutes.classroomPlan, { id }));
