import { routePath, spaRoutes, type SubscriptionPlan } from '@aula/contracts';

/** The billing-data step of subscribing to a plan, where the data is filled in or changed. */
export function billingDataPath(planId: SubscriptionPlan['id']): string {
  return routePath(spaRoutes.paymentUserData, { id: planId });
}
