import { customPlanRoutes, type CustomLessonPlanInput, type LessonInput } from '@aula/contracts';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { contentKeys } from './catalogue';
import { lessonSourceKeys } from './lesson-sources';

const keys = {
  list: () => [...contentKeys.custom(), 'list'] as const,
  quota: () => [...contentKeys.custom(), 'quota'] as const,
  plan: (id: number) => [...contentKeys.custom(), 'plan', id] as const,
  lesson: (planId: number, lessonId: number) =>
    [...contentKeys.custom(), 'lesson', planId, lessonId] as const,
};

/** Outside useQuery so the page type comes from the contract, not from `placeholderData`. */
function fetchCustomPlans(search: string, signal: AbortSignal) {
  return callRoute(customPlanRoutes.list, { query: { page_size: 100, search }, signal });
}

/** The teacher's books, searched like the catalogue when `search` is given. */
export function useCustomPlans(search = '') {
  const term = search.trim();
  return useQuery({
    queryKey: [...keys.list(), term],
    queryFn: ({ signal }) => fetchCustomPlans(term, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomQuota() {
  return useQuery({
    queryKey: keys.quota(),
    queryFn: ({ signal }) => callRoute(customPlanRoutes.quota, { signal }),
  });
}

export function useCustomPlan(id: number | null) {
  return useQuery({
    queryKey: keys.plan(id ?? 0),
    queryFn: ({ signal }) => callRoute(customPlanRoutes.detail, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export function useCustomLesson(planId: number, lessonId: number | null) {
  return useQuery({
    queryKey: keys.lesson(planId, lessonId ?? 0),
    queryFn: ({ signal }) =>
      callRoute(customPlanRoutes.lesson, { params: { id: planId, lessonId: lessonId ?? 0 }, signal }),
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
  useContentMutation((body: CustomLessonPlanInput) => callRoute(customPlanRoutes.create, { body }));

export const useUpdateCustomPlan = (id: number) =>
  useContentMutation((body: Partial<CustomLessonPlanInput>) =>
    callRoute(customPlanRoutes.update, { params: { id }, body }),
  );

export const useDeleteCustomPlan = () =>
  useContentMutation((id: number) => callRoute(customPlanRoutes.remove, { params: { id } }));

export const useCopyPlan = () =>
  useContentMutation((lessonplan: number) => callRoute(customPlanRoutes.copy, { body: { lessonplan } }));

export const useCreateCustomLesson = (planId: number) =>
  useContentMutation((body: LessonInput) =>
    callRoute(customPlanRoutes.createLesson, { params: { id: planId }, body }),
  );

export const useUpdateCustomLesson = (planId: number) =>
  useContentMutation(({ id, body }: { id: number; body: Partial<LessonInput> }) =>
    callRoute(customPlanRoutes.updateLesson, { params: { id: planId, lessonId: id }, body }),
  );

export const useDeleteCustomLesson = (planId: number) =>
  useContentMutation((id: number) =>
    callRoute(customPlanRoutes.removeLesson, { params: { id: planId, lessonId: id } }),
  );

export const useReorderCustomLessons = (planId: number) =>
  useContentMutation((ids: number[]) =>
    callRoute(customPlanRoutes.reorderLessons, { params: { id: planId }, body: { ids } }),
  );
