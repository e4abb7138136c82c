import { subscriptionStatisticsSchema, userStatisticsSchema } from '@aula/contracts';
import { queryString, useAdminQuery } from './admin-api';

export function useUserStatistics(period: { from?: string; to?: string }) {
  return useAdminQuery(`/profiles/user-statistics${queryString(period)}`, userStatisticsSchema);
}

export function useSubscriptionStatistics(period: { from?: string; to?: string }) {
  return useAdminQuery(
    `/payment/subscription-statistics${queryString(period)}`,
    subscriptionStatisticsSchema,
  );
}
