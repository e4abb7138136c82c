import {
  adminRoutes,
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
import { callRoute } from '@/lib/api-client';
import { adminKeys, refreshAfterChange } from './keys';
import { queryOf } from './list-query';

// Called outside queryOptions, where keepPreviousData would be inferred as the answer's type.
const fetchSubscriptionPage = (query: string, signal: AbortSignal) =>
  callRoute(adminRoutes.subscriptions.list, { query: queryOf(query), signal });
const fetchOrderPage = (query: string, signal: AbortSignal) =>
  callRoute(adminRoutes.orders.list, { query: queryOf(query), signal });
const fetchOrphanPage = (page: number, page_size: number, signal: AbortSignal) =>
  callRoute(adminRoutes.orphanSubscriptions.list, { query: { page, page_size }, signal });

/** `query` is the list's query string (filters, order and page), as kept in the screen's URL. */
function subscriptionListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.subscriptions.list(query),
    queryFn: ({ signal }) => fetchSubscriptionPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const useSubscriptions = (query: string) => useQuery(subscriptionListQuery(query));

export function useSubscription(id: number) {
  return useQuery({
    queryKey: adminKeys.subscriptions.detail(id),
    queryFn: ({ signal }) => callRoute(adminRoutes.subscriptions.detail, { params: { id }, signal }),
  });
}

function orphanListQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: adminKeys.orphanSubscriptions.list(`?page=${page}&page_size=${pageSize}`),
    queryFn: ({ signal }) => fetchOrphanPage(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

export const useOrphanSubscriptions = (page: number, pageSize: number) =>
  useQuery(orphanListQuery(page, pageSize));

function orderListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.orders.list(query),
    queryFn: ({ signal }) => fetchOrderPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const useOrders = (query: string) => useQuery(orderListQuery(query));

/** The report of orders by payment method, over the period of the orders screen's filters. */
export const useOrdersByMethod = (dateFrom: string, dateTo: string) =>
  useQuery({
    queryKey: [...adminKeys.orders.all, 'by-method', dateFrom, dateTo],
    queryFn: ({ signal }) =>
      callRoute(adminRoutes.orders.byMethod, {
        query: { ...(dateFrom ? { date_from: dateFrom } : {}), ...(dateTo ? { date_to: dateTo } : {}) },
        signal,
      }),
  });

export function useBoletoRefundPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(adminRoutes.orders.boletoRefundPaid, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders.all }),
  });
}

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
      callRoute(adminRoutes.subscriptions.act, { params: { id }, body: action }),
    onSuccess: (subscription) => subscriptionChanged(queryClient, subscription),
  });
}

/** A plan for some days without payment, recorded as granted by the signed-in staff member. */
export function useGrantSubscription(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<GrantSubscriptionInput, 'user'>) =>
      callRoute(adminRoutes.subscriptions.grant, { body: { user: userId, ...input } }),
    onSuccess: (subscription) => subscriptionChanged(queryClient, subscription, userId),
  });
}
