import { adminRoutes } from '@aula/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { adminKeys, refreshAfterChange } from './keys';
import { queryOf } from './list-query';

// Called outside queryOptions, where keepPreviousData would be inferred as the answer's type.
const fetchWebhookEventPage = (query: string, signal: AbortSignal) =>
  callRoute(adminRoutes.webhookEvents.list, { query: queryOf(query), signal });

/** `query` is the list's query string (filters and page), as kept in the screen's URL. */
function webhookEventListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.webhookEvents.list(query),
    queryFn: ({ signal }) => fetchWebhookEventPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const useWebhookEvents = (query: string) => useQuery(webhookEventListQuery(query));

export function useWebhookEvent(id: number) {
  return useQuery({
    queryKey: adminKeys.webhookEvents.detail(id),
    queryFn: ({ signal }) => callRoute(adminRoutes.webhookEvents.detail, { params: { id }, signal }),
  });
}

/**
 * Reads the subscription again at the provider and fixes it here: the event, and whatever the
 * subscription shows on (its lists, orders, subscriber, figures), change.
 */
export function useReprocessWebhookEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(adminRoutes.webhookEvents.reprocess, { params: { id } }),
    onSuccess: (event) => {
      queryClient.setQueryData(adminKeys.webhookEvents.detail(event.id), event);
      refreshAfterChange(queryClient, [
        adminKeys.webhookEvents.lists(),
        adminKeys.subscriptions.all,
        adminKeys.orders.all,
        adminKeys.users.all,
        adminKeys.statistics.subscriptions(),
      ]);
    },
  });
}
