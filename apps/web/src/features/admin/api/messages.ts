import { adminRoutes, type ContactAnswerInput } from '@aula/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { adminKeys, refreshAfterChange } from './keys';
import { queryOf } from './list-query';

// Called outside queryOptions, where keepPreviousData would be inferred as the answer's type.
const fetchMessagePage = (query: string, signal: AbortSignal) =>
  callRoute(adminRoutes.messages.list, { query: queryOf(query), signal });

/** `query` is the list's query string (filters and page), as kept in the screen's URL. */
function messageListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.messages.list(query),
    queryFn: ({ signal }) => fetchMessagePage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const useContactMessages = (query: string) => useQuery(messageListQuery(query));

export function useContactMessage(id: number) {
  return useQuery({
    queryKey: adminKeys.messages.detail(id),
    queryFn: ({ signal }) => callRoute(adminRoutes.messages.detail, { params: { id }, signal }),
  });
}

/** Sends the reply by e-mail, or with no reply just marks the message answered. */
export function useAnswerMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactAnswerInput) =>
      callRoute(adminRoutes.messages.answer, { params: { id }, body }),
    onSuccess: (message) => {
      queryClient.setQueryData(adminKeys.messages.detail(message.id), message);
      refreshAfterChange(queryClient, [adminKeys.messages.lists()]);
    },
  });
}
