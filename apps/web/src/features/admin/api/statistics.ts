import { subscriptionStatisticsSchema, userStatisticsSchema } from '@aula/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUrl, queryString } from './admin-url';
import { adminKeys } from './keys';

type Period = { from?: string; to?: string };

function userStatisticsQuery(period: Period) {
  return queryOptions({
    queryKey: adminKeys.statistics.usersIn(period),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(`/profiles/user-statistics${queryString(period)}`), {
        schema: userStatisticsSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function subscriptionStatisticsQuery(period: Period) {
  return queryOptions({
    queryKey: adminKeys.statistics.subscriptionsIn(period),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(`/payment/subscription-statistics${queryString(period)}`), {
        schema: subscriptionStatisticsSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useUserStatistics = (period: Period) => useQuery(userStatisticsQuery(period));

export const useSubscriptionStatistics = (period: Period) => useQuery(subscriptionStatisticsQuery(period));
