import {
  lessonPlanCollectionSchema,
  lessonPlanDetailSchema,
  lessonPlanSearchPageSchema,
  lessonSchema,
  paginatedSchema,
  searchSuggestionsSchema,
} from '@aula/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { filtersToParams, type CatalogueFilters } from './catalogue-filters';

export const CATALOGUE_PAGE_SIZE = 12;

export const contentKeys = {
  all: ['content'] as const,
  catalogue: (filters: Partial<CatalogueFilters>, pageSize: number) =>
    [...contentKeys.all, 'catalogue', filters, pageSize] as const,
  plan: (id: number) => [...contentKeys.all, 'plan', id] as const,
  planLessons: (id: number) => [...contentKeys.all, 'plan-lessons', id] as const,
  collections: () => [...contentKeys.all, 'collections'] as const,
  suggestions: (q: string) => [...contentKeys.all, 'suggestions', q] as const,
  favorites: () => [...contentKeys.all, 'favorites'] as const,
  documents: () => [...contentKeys.all, 'documents'] as const,
  faq: () => [...contentKeys.all, 'faq'] as const,
  custom: () => [...contentKeys.all, 'custom'] as const,
  admin: () => [...contentKeys.all, 'admin'] as const,
};

const lessonPageSchema = paginatedSchema(lessonSchema);
const collectionPageSchema = paginatedSchema(lessonPlanCollectionSchema);

function catalogueQueryOptions(filters: Partial<CatalogueFilters>, pageSize = CATALOGUE_PAGE_SIZE) {
  return queryOptions({
    queryKey: contentKeys.catalogue(filters, pageSize),
    queryFn: ({ signal }) => {
      const params = filtersToParams(filters);
      params.set('page_size', String(pageSize));
      return apiRequest(`/api/content/lessonplans/?${params.toString()}`, {
        schema: lessonPlanSearchPageSchema,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

export function useCatalogue(filters: Partial<CatalogueFilters>, pageSize = CATALOGUE_PAGE_SIZE) {
  return useQuery(catalogueQueryOptions(filters, pageSize));
}

export function useLessonPlan(id: number) {
  return useQuery({
    queryKey: contentKeys.plan(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/content/lessonplans/${id}/`, { schema: lessonPlanDetailSchema, signal }),
  });
}

/** Every lesson of a plan, with full content where the reader's plan allows it. */
export function usePlanLessons(id: number) {
  return useQuery({
    queryKey: contentKeys.planLessons(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/content/lessonplans/${id}/lessons/`, { schema: lessonPageSchema, signal }),
  });
}

export function useCollections() {
  return useQuery({
    queryKey: contentKeys.collections(),
    queryFn: ({ signal }) =>
      apiRequest('/api/content/lessonplan-collections/', { schema: collectionPageSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Plans and BNCC codes for what is being typed (from the second character). A newer text cancels
 * the request of the older one (TanStack Query aborts its signal).
 */
export function useSearchSuggestions(typed: string) {
  const q = typed.trim();
  return useQuery({
    queryKey: contentKeys.suggestions(q),
    queryFn: ({ signal }) =>
      apiRequest(`/api/content/search-suggestions/?${new URLSearchParams({ q }).toString()}`, {
        schema: searchSuggestionsSchema,
        signal,
      }),
    enabled: q.length >= 2,
    staleTime: 60_000,
  });
}
