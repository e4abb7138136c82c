import { adminWebhookEventDetailSchema, adminWebhookEventSchema, paginatedSchema } from '@aula/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUrl } from './admin-url';
import { adminKeys, refreshAfterChange } from './keys';

const EVENTS_PATH = '/webhooks/webhook-events';
const eventPageSchema = paginatedSchema(adminWebhookEventSchema);
const eventPath = (id: number) => `${EVENTS_PATH}/${id}`;

/** `query` is the list's query string (filters and page), as kept in the screen's URL. */
function webhookEventListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.webhookEvents.list(query),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(`${EVENTS_PATH}${query}`), { schema: eventPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useWebhookEvents = (query: string) => useQuery(webhookEventListQuery(query));

export function useWebhookEvent(id: number) {
  return useQuery({
    queryKey: adminKeys.webhookEvents.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(eventPath(id)), { schema: adminWebhookEventDetailSchema, signal }),
  });
}

/**
 * Reads the subscription again at the provider and fixes it here: the event, and whatever the
 * subscription shows on (its lists, orders, subscriber, figures), change.
 */
export function useReprocessWebhookEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(adminUrl(`${eventPath(id)}/reprocess/`), {
        method: 'POST',
        schema: adminWebhookEventDetailSchema,
      }),
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
