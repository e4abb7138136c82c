import { contentRoutes } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { contentKeys } from './catalogue';

export function useDocuments() {
  return useQuery({
    queryKey: contentKeys.documents(),
    queryFn: ({ signal }) => callRoute(contentRoutes.documents, { query: { page_size: 200 }, signal }),
    // The download links are signed for about an hour; refetching keeps them valid.
    staleTime: 10 * 60_000,
    refetchInterval: 30 * 60_000,
  });
}

export function useFaq() {
  return useQuery({
    queryKey: contentKeys.faq(),
    queryFn: ({ signal }) => callRoute(contentRoutes.faq, { query: { page_size: 200 }, signal }),
    staleTime: 10 * 60_000,
  });
}
