import { contentRoutes, customPlanRoutes, profileRoutes } from '@aula/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

/** The lesson picker's lists; a teacher's own plans and favourites refresh them when they change. */
export const lessonSourceKeys = {
  all: ['lesson-sources'] as const,
  plans: (source: 'catalogue' | 'custom', term: string) => [...lessonSourceKeys.all, source, term] as const,
  planLessons: (planId: number | null) => [...lessonSourceKeys.all, 'plan', planId] as const,
  favorites: () => [...lessonSourceKeys.all, 'favorites'] as const,
};

/** Where a teacher picks lessons to link: the catalogue, their own books, their favourites. */
export type LessonSource = 'catalogue' | 'custom' | 'favorites';

/** Outside useQuery so the page type comes from the contract, not from `placeholderData`. */
function fetchPlans(source: 'catalogue' | 'custom', search: string, signal: AbortSignal) {
  const route = source === 'catalogue' ? contentRoutes.catalogue : customPlanRoutes.list;
  return callRoute(route, { query: { page_size: 20, search }, signal });
}

export function usePlanSearch(source: 'catalogue' | 'custom', search: string, enabled: boolean) {
  const term = search.trim();
  return useQuery({
    queryKey: lessonSourceKeys.plans(source, term),
    queryFn: ({ signal }) => fetchPlans(source, term, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePlanLessons(planId: number | null) {
  return useQuery({
    queryKey: lessonSourceKeys.planLessons(planId),
    queryFn: ({ signal }) => callRoute(contentRoutes.plan, { params: { lessonplanId: planId ?? 0 }, signal }),
    enabled: planId !== null,
  });
}

export function useFavoriteLessons(enabled: boolean) {
  return useQuery({
    queryKey: lessonSourceKeys.favorites(),
    queryFn: ({ signal }) => callRoute(profileRoutes.listFavorites, { query: { page_size: 100 }, signal }),
    enabled,
  });
}
