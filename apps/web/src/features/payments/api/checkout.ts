import { paymentRoutes } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { paymentKeys } from './keys';

const withKey = (key: string) => ({ 'Idempotency-Key': key });

export interface SubscribeBody {
  subscription_plan: number;
  card_token: string;
  coupon_code?: string;
}

/** 201 with the new subscription info; see lib/idempotency.ts for the key. */
export function subscribeRequest(body: SubscribeBody, key: string) {
  return callRoute(paymentRoutes.subscribe, { body, headers: withKey(key) });
}

export function updateCardRequest(body: { card_token: string }, key: string) {
  return callRoute(paymentRoutes.updateCard, { body, headers: withKey(key) });
}

export function changePlanRequest(body: { target_subscription_plan_id: number }, key: string) {
  return callRoute(paymentRoutes.changePlan, { body, headers: withKey(key) });
}

export function usePlanChangePreview(targetPlanId: number) {
  return useQuery({
    queryKey: paymentKeys.preview(targetPlanId),
    queryFn: ({ signal }) =>
      callRoute(paymentRoutes.changePlanPreview, {
        query: { 'target-subscription-plan-id': targetPlanId },
        signal,
      }),
    enabled: Number.isInteger(targetPlanId) && targetPlanId > 0,
    // The credit depends on the day: never show an old preview.
    staleTime: 0,
  });
}
