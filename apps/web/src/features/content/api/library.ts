import { documentSchema, faqEntrySchema, paginatedSchema } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contentKeys } from './catalogue';

const documentPageSchema = paginatedSchema(documentSchema);
const faqPageSchema = paginatedSchema(faqEntrySchema);

export function useDocuments() {
  return useQuery({
    queryKey: contentKeys.documents(),
    queryFn: ({ signal }) =>
      apiRequest('/api/content/documents/?page_size=200', { schema: documentPageSchema, signal }),
    // The download links are signed for about an hour; refetching keeps them valid.
    staleTime: 10 * 60_000,
    refetchInterval: 30 * 60_000,
  });
}

export function useFaq() {
  return useQuery({
    queryKey: contentKeys.faq(),
    queryFn: ({ signal }) => apiRequest('/api/content/faq/?page_size=200', { schema: faqPageSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
