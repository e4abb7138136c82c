import {
  contentAdminRoutes,
  type AdminLessonInput,
  type LessonInput,
  type LessonPlanInput,
} from '@aula/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { contentKeys } from './catalogue';

/** The screen's query string as the contract's query (its keys are never repeated). */
const queryOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

// Outside useQuery so the page types come from the contract, not from `placeholderData`.
const fetchPlans = (query: string, signal: AbortSignal) =>
  callRoute(contentAdminRoutes.plans, { query: queryOf(query), signal });
const fetchLessons = (query: string, signal: AbortSignal) =>
  callRoute(contentAdminRoutes.lessons, { query: queryOf(query), signal });

const keys = {
  plans: (query: string) => [...contentKeys.admin(), 'plans', query] as const,
  allPlans: () => [...contentKeys.admin(), 'all-plans'] as const,
  plan: (id: number) => [...contentKeys.admin(), 'plan', id] as const,
  lessons: (query: string) => [...contentKeys.admin(), 'lessons', query] as const,
  lesson: (id: number) => [...contentKeys.admin(), 'lesson', id] as const,
};

/** `query` is the list's query string (filters and page), kept in the screen's URL. */
export function useAdminPlans(query: string) {
  return useQuery({
    queryKey: keys.plans(query),
    queryFn: ({ signal }) => fetchPlans(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The whole catalogue in order, page after page, for the reorder screen. */
export function useAllAdminPlans() {
  return useQuery({
    queryKey: keys.allPlans(),
    queryFn: async ({ signal }) => {
      const first = await callRoute(contentAdminRoutes.plans, { query: { page_size: 100 }, signal });
      const plans = [...first.results];
      for (let page = 2; plans.length < first.count; page++) {
        const next = await callRoute(contentAdminRoutes.plans, { query: { page_size: 100, page }, signal });
        if (next.results.length === 0) break;
        plans.push(...next.results);
      }
      return plans;
    },
    staleTime: 0,
  });
}

export function useAdminPlan(id: number) {
  return useQuery({
    queryKey: keys.plan(id),
    queryFn: ({ signal }) => callRoute(contentAdminRoutes.plan, { params: { id }, signal }),
  });
}

export function useAdminLessons(query: string, enabled = true) {
  return useQuery({
    queryKey: keys.lessons(query),
    queryFn: ({ signal }) => fetchLessons(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminLesson(id: number | null) {
  return useQuery({
    queryKey: keys.lesson(id ?? 0),
    queryFn: ({ signal }) => callRoute(contentAdminRoutes.lesson, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** Any change to the catalogue shows in the admin lists and in what teachers read. */
export function useContentMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export const useCreateAdminPlan = () =>
  useContentMutation((body: LessonPlanInput) => callRoute(contentAdminRoutes.createPlan, { body }));

export const useUpdateAdminPlan = (id: number) =>
  useContentMutation((body: Partial<LessonPlanInput>) =>
    callRoute(contentAdminRoutes.updatePlan, { params: { id }, body }),
  );

export const useReorderPlans = () =>
  useContentMutation((ids: number[]) => callRoute(contentAdminRoutes.reorderPlans, { body: { ids } }));

export const useReorderAdminLessons = (planId: number) =>
  useContentMutation((ids: number[]) =>
    callRoute(contentAdminRoutes.reorderLessons, { params: { id: planId }, body: { ids } }),
  );

export const useCreateAdminLesson = () =>
  useContentMutation((body: AdminLessonInput) => callRoute(contentAdminRoutes.createLesson, { body }));

export const useUpdateAdminLesson = () =>
  useContentMutation(({ id, body }: { id: number; body: Partial<LessonInput> }) =>
    callRoute(contentAdminRoutes.updateLesson, { params: { id }, body }),
  );

export const useDeleteAdminLesson = () =>
  useContentMutation((id: number) => callRoute(contentAdminRoutes.removeLesson, { params: { id } }));
