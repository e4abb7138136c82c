import {
  adminOrderSchema,
  adminOrphanSubscriptionSchema,
  adminSubscriptionDetailSchema,
  adminSubscriptionSchema,
  paginatedSchema,
  type AdminSubscriptionAction,
  type AdminSubscriptionDetail,
  type GrantSubscriptionInput,
} from '@aula/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUrl } from './admin-url';
import { adminKeys, refreshAfterChange } from './keys';

const subscriptionPageSchema = paginatedSchema(adminSubscriptionSchema);
const orphanPageSchema = paginatedSchema(adminOrphanSubscriptionSchema);
const orderPageSchema = paginatedSchema(adminOrderSchema);
const subscriptionPath = (id: number) => `/payment/subscriptions/${id}`;

/** `query` is the list's query string (filters, order and page), as kept in the screen's URL. */
function subscriptionListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.subscriptions.list(query),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(`/payment/subscriptions${query}`), { schema: subscriptionPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useSubscriptions = (query: string) => useQuery(subscriptionListQuery(query));

export function useSubscription(id: number) {
  return useQuery({
    queryKey: adminKeys.subscriptions.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(subscriptionPath(id)), { schema: adminSubscriptionDetailSchema, signal }),
  });
}

function orphanListQuery(page: number, pageSize: number) {
  const query = `?page=${page}&page_size=${pageSize}`;
  return queryOptions({
    queryKey: adminKeys.orphanSubscriptions.list(query),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(`/payment/orphan-subscriptions/${query}`), { schema: orphanPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useOrphanSubscriptions = (page: number, pageSize: number) =>
  useQuery(orphanListQuery(page, pageSize));

function orderListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.orders.list(query),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(`/payment/orders${query}`), { schema: orderPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useOrders = (query: string) => useQuery(orderListQuery(query));

/**
 * A subscription's change shows on its own screen, the subscription and order lists (a refund
 * refunds an order), its subscriber (screen and list), its plan's count and the figures.
 */
function subscriptionChanged(
  queryClient: QueryClient,
  subscription: AdminSubscriptionDetail,
  userId?: number,
) {
  queryClient.setQueryData(adminKeys.subscriptions.detail(subscription.id), subscription);
  const subscriber = userId ?? subscription.user?.id;
  refreshAfterChange(queryClient, [
    adminKeys.subscriptions.lists(),
    adminKeys.orders.lists(),
    ...(subscriber === undefined ? [] : [adminKeys.users.detail(subscriber)]),
    adminKeys.users.lists(),
    adminKeys.plans.all,
    adminKeys.statistics.subscriptions(),
  ]);
}

/** Extend, cancel now or refund the first payment. */
export function useSubscriptionAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminSubscriptionAction) =>
      apiRequest(adminUrl(subscriptionPath(id)), {
        method: 'PATCH',
        body: action,
        schema: adminSubscriptionDetailSchema,
      }),
    onSuccess: (subscription) => subscriptionChanged(queryClient, subscription),
  });
}

/** A plan for some days without payment, recorded as granted by the signed-in staff member. */
export function useGrantSubscription(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<GrantSubscriptionInput, 'user'>) =>
      apiRequest(adminUrl('/payment/grant-subscription'), {
        method: 'POST',
        body: { user: userId, ...input },
        schema: adminSubscriptionDetailSchema,
      }),
    onSuccess: (subscription) => subscriptionChanged(queryClient, subscription, userId),
  });
}
