import { CATALOGUE_PAGE_SIZE, contentRoutes } from '@aula/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { filtersToParams, type CatalogueFilters } from './catalogue-filters';

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

/** Outside useQuery so the page type comes from the contract, not from `placeholderData`. */
function fetchCatalogue(filters: Partial<CatalogueFilters>, pageSize: number, signal: AbortSignal) {
  const query = { ...Object.fromEntries(filtersToParams(filters)), page_size: pageSize };
  return callRoute(contentRoutes.catalogue, { query, signal });
}

function catalogueQueryOptions(filters: Partial<CatalogueFilters>, pageSize = CATALOGUE_PAGE_SIZE) {
  return queryOptions({
    queryKey: contentKeys.catalogue(filters, pageSize),
    queryFn: ({ signal }) => fetchCatalogue(filters, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogue(filters: Partial<CatalogueFilters>, pageSize = CATALOGUE_PAGE_SIZE) {
  return useQuery(catalogueQueryOptions(filters, pageSize));
}

export function useLessonPlan(id: number) {
  return useQuery({
    queryKey: contentKeys.plan(id),
    queryFn: ({ signal }) => callRoute(contentRoutes.plan, { params: { lessonplanId: id }, signal }),
  });
}

/** Every lesson of a plan, with full content where the reader's plan allows it. */
export function usePlanLessons(id: number) {
  return useQuery({
    queryKey: contentKeys.planLessons(id),
    queryFn: ({ signal }) => callRoute(contentRoutes.planLessons, { params: { lessonplanId: id }, signal }),
  });
}

export function useCollections() {
  return useQuery({
    queryKey: contentKeys.collections(),
    queryFn: ({ signal }) => callRoute(contentRoutes.collections, { signal }),
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
    queryFn: ({ signal }) => callRoute(contentRoutes.suggestions, { query: { q }, signal }),
    enabled: q.length >= 2,
    staleTime: 60_000,
  });
}
