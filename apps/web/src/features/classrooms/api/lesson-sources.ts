import { favoriteSchema, lessonPlanDetailSchema, lessonPlanSchema, paginatedSchema } from '@aula/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lessonSourceKeys } from '@/lib/shared-query-keys';

/** Where a teacher picks lessons to link: the catalogue, their own books, their favourites. */
export type LessonSource = 'catalogue' | 'custom' | 'favorites';

const planPageSchema = paginatedSchema(lessonPlanSchema);

export function usePlanSearch(source: 'catalogue' | 'custom', search: string, enabled: boolean) {
  const term = search.trim();
  return useQuery({
    queryKey: lessonSourceKeys.plans(source, term),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page_size: '20' });
      if (term) query.set('search', term);
      const base = source === 'catalogue' ? '/api/content/lessonplans/' : '/api/content/custom-lessonplans/';
      return apiRequest(`${base}?${query.toString()}`, { schema: planPageSchema, signal });
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePlanLessons(planId: number | null) {
  return useQuery({
    queryKey: lessonSourceKeys.planLessons(planId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/content/lessonplans/${planId}/`, { schema: lessonPlanDetailSchema, signal }),
    enabled: planId !== null,
  });
}

const favoritePageSchema = paginatedSchema(favoriteSchema);

export function useFavoriteLessons(enabled: boolean) {
  return useQuery({
    queryKey: lessonSourceKeys.favorites(),
    queryFn: ({ signal }) =>
      apiRequest('/api/profile/my-favorites/?page_size=100', { schema: favoritePageSchema, signal }),
    enabled,
  });
}
