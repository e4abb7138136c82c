import { adminRoutes } from '@aula/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { adminKeys } from './keys';

type Period = { from?: string; to?: string };

// Called outside queryOptions, where keepPreviousData would be inferred as the answer's type.
const fetchUserStatistics = (period: Period, signal: AbortSignal) =>
  callRoute(adminRoutes.statistics.users, { query: period, signal });
const fetchSubscriptionStatistics = (period: Period, signal: AbortSignal) =>
  callRoute(adminRoutes.statistics.subscriptions, { query: period, signal });

function userStatisticsQuery(period: Period) {
  return queryOptions({
    queryKey: adminKeys.statistics.usersIn(period),
    queryFn: ({ signal }) => fetchUserStatistics(period, signal),
    placeholderData: keepPreviousData,
  });
}

function subscriptionStatisticsQuery(period: Period) {
  return queryOptions({
    queryKey: adminKeys.statistics.subscriptionsIn(period),
    queryFn: ({ signal }) => fetchSubscriptionStatistics(period, signal),
    placeholderData: keepPreviousData,
  });
}

export const useUserStatistics = (period: Period) => useQuery(userStatisticsQuery(period));

export const useSubscriptionStatistics = (period: Period) => useQuery(subscriptionStatisticsQuery(period));
