import {
  customPlanQuotaSchema,
  lessonPlanDetailSchema,
  lessonPlanSearchPageSchema,
  lessonSchema,
  type CustomLessonPlanInput,
  type LessonInput,
} from '@aula/contracts';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contentKeys } from './catalogue';
import { lessonSourceKeys } from '@/lib/shared-query-keys';

const BASE = '/api/content/custom-lessonplans/';
const planPath = (id: number) => `${BASE}${id}/`;
const lessonPath = (planId: number, lessonId: number) => `${BASE}${planId}/lessons/${lessonId}/`;

const keys = {
  list: () => [...contentKeys.custom(), 'list'] as const,
  quota: () => [...contentKeys.custom(), 'quota'] as const,
  plan: (id: number) => [...contentKeys.custom(), 'plan', id] as const,
  lesson: (planId: number, lessonId: number) =>
    [...contentKeys.custom(), 'lesson', planId, lessonId] as const,
};

/** The teacher's books, searched like the catalogue when `search` is given. */
export function useCustomPlans(search = '') {
  const term = search.trim();
  return useQuery({
    queryKey: [...keys.list(), term],
    queryFn: ({ signal }) =>
      apiRequest(
        `${BASE}?${new URLSearchParams({ page_size: '100', ...(term && { search: term }) }).toString()}`,
        {
          schema: lessonPlanSearchPageSchema,
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomQuota() {
  return useQuery({
    queryKey: keys.quota(),
    queryFn: ({ signal }) => apiRequest(`${BASE}quota/`, { schema: customPlanQuotaSchema, signal }),
  });
}

export function useCustomPlan(id: number | null) {
  return useQuery({
    queryKey: keys.plan(id ?? 0),
    queryFn: ({ signal }) => apiRequest(planPath(id ?? 0), { schema: lessonPlanDetailSchema, signal }),
    enabled: id !== null,
  });
}

export function useCustomLesson(planId: number, lessonId: number | null) {
  return useQuery({
    queryKey: keys.lesson(planId, lessonId ?? 0),
    queryFn: ({ signal }) => apiRequest(lessonPath(planId, lessonId ?? 0), { schema: lessonSchema, signal }),
    enabled: lessonId !== null,
  });
}

/** Own plans also show in the catalogue views (reading) and in the classrooms' lesson picker. */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: contentKeys.custom() });
  void queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'plan'] });
  void queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'plan-lessons'] });
  void queryClient.invalidateQueries({ queryKey: lessonSourceKeys.all });
}

function useContentMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(queryClient) });
}

export const useCreateCustomPlan = () =>
  useContentMutation((body: CustomLessonPlanInput) =>
    apiRequest(BASE, { method: 'POST', body, schema: lessonPlanDetailSchema }),
  );

export const useUpdateCustomPlan = (id: number) =>
  useContentMutation((body: Partial<CustomLessonPlanInput>) =>
    apiRequest(planPath(id), { method: 'PATCH', body, schema: lessonPlanDetailSchema }),
  );

export const useDeleteCustomPlan = () =>
  useContentMutation((id: number) => apiRequest(planPath(id), { method: 'DELETE' }));

export const useCopyPlan = () =>
  useContentMutation((lessonplan: number) =>
    apiRequest(`${BASE}copy/`, { method: 'POST', body: { lessonplan }, schema: lessonPlanDetailSchema }),
  );

export const useCreateCustomLesson = (planId: number) =>
  useContentMutation((body: LessonInput) =>
    apiRequest(`${BASE}${planId}/lessons/`, { method: 'POST', body, schema: lessonSchema }),
  );

export const useUpdateCustomLesson = (planId: number) =>
  useContentMutation(({ id, body }: { id: number; body: Partial<LessonInput> }) =>
    apiRequest(lessonPath(planId, id), { method: 'PATCH', body, schema: lessonSchema }),
  );

export const useDeleteCustomLesson = (planId: number) =>
  useContentMutation((id: number) => apiRequest(lessonPath(planId, id), { method: 'DELETE' }));

export const useReorderCustomLessons = (planId: number) =>
  useContentMutation((ids: number[]) =>
    apiRequest(`${BASE}${planId}/lessons/reorder/`, {
      method: 'POST',
      body: { ids },
      schema: lessonPlanDetailSchema,
    }),
  );
