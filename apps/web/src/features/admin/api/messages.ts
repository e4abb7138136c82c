import { adminContactMessageSchema, paginatedSchema, type ContactAnswerInput } from '@aula/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUrl } from './admin-url';
import { adminKeys, refreshAfterChange } from './keys';

const messagePageSchema = paginatedSchema(adminContactMessageSchema);
const messagePath = (id: number) => `/contact-messages/${id}`;

/** `query` is the list's query string (filters and page), as kept in the screen's URL. */
function messageListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.messages.list(query),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(`/contact-messages/${query}`), { schema: messagePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useContactMessages = (query: string) => useQuery(messageListQuery(query));

export function useContactMessage(id: number) {
  return useQuery({
    queryKey: adminKeys.messages.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(messagePath(id)), { schema: adminContactMessageSchema, signal }),
  });
}

/** Sends the reply by e-mail, or with no reply just marks the message answered. */
export function useAnswerMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactAnswerInput) =>
      apiRequest(adminUrl(`${messagePath(id)}/answer/`), {
        method: 'POST',
        body,
        schema: adminContactMessageSchema,
      }),
    onSuccess: (message) => {
      queryClient.setQueryData(adminKeys.messages.detail(message.id), message);
      refreshAfterChange(queryClient, [adminKeys.messages.lists()]);
    },
  });
}
