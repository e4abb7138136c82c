import {
  adminLessonSchema,
  lessonPlanDetailSchema,
  lessonPlanSchema,
  paginatedSchema,
  type AdminLessonInput,
  type LessonInput,
  type LessonPlanInput,
} from '@aula/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contentKeys } from './catalogue';

const PLANS = '/api/admin/content/lessonplans';
const LESSONS = '/api/admin/content/lessons';
const planPageSchema = paginatedSchema(lessonPlanSchema);
const lessonPageSchema = paginatedSchema(adminLessonSchema);

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
    queryFn: ({ signal }) => apiRequest(`${PLANS}?${query}`, { schema: planPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The whole catalogue in order, page after page, for the reorder screen. */
export function useAllAdminPlans() {
  return useQuery({
    queryKey: keys.allPlans(),
    queryFn: async ({ signal }) => {
      const first = await apiRequest(`${PLANS}?page_size=100`, { schema: planPageSchema, signal });
      const plans = [...first.results];
      for (let page = 2; plans.length < first.count; page++) {
        const next = await apiRequest(`${PLANS}?page_size=100&page=${page}`, {
          schema: planPageSchema,
          signal,
        });
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
    queryFn: ({ signal }) => apiRequest(`${PLANS}/${id}`, { schema: lessonPlanDetailSchema, signal }),
  });
}

export function useAdminLessons(query: string, enabled = true) {
  return useQuery({
    queryKey: keys.lessons(query),
    queryFn: ({ signal }) => apiRequest(`${LESSONS}?${query}`, { schema: lessonPageSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminLesson(id: number | null) {
  return useQuery({
    queryKey: keys.lesson(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`${LESSONS}/${id}`, { schema: adminLessonSchema, signal }),
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
  useContentMutation((body: LessonPlanInput) =>
    apiRequest(PLANS, { method: 'POST', body, schema: lessonPlanDetailSchema }),
  );

export const useUpdateAdminPlan = (id: number) =>
  useContentMutation((body: Partial<LessonPlanInput>) =>
    apiRequest(`${PLANS}/${id}`, { method: 'PATCH', body, schema: lessonPlanDetailSchema }),
  );

export const useReorderPlans = () =>
  useContentMutation((ids: number[]) => apiRequest(`${PLANS}/reorder`, { method: 'POST', body: { ids } }));

export const useReorderAdminLessons = (planId: number) =>
  useContentMutation((ids: number[]) =>
    apiRequest(`${PLANS}/${planId}/lessons/reorder`, {
      method: 'POST',
      body: { ids },
      schema: lessonPlanDetailSchema,
    }),
  );

export const useCreateAdminLesson = () =>
  useContentMutation((body: AdminLessonInput) =>
    apiRequest(LESSONS, { method: 'POST', body, schema: adminLessonSchema }),
  );

export const useUpdateAdminLesson = () =>
  useContentMutation(({ id, body }: { id: number; body: Partial<LessonInput> }) =>
    apiRequest(`${LESSONS}/${id}`, { method: 'PATCH', body, schema: adminLessonSchema }),
  );

export const useDeleteAdminLesson = () =>
  useContentMutation((id: number) => apiRequest(`${LESSONS}/${id}`, { method: 'DELETE' }));
