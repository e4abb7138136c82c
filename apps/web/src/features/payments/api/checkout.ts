import {
  changePlanPreviewSchema,
  updateCardResponseSchema,
  userSubscriptionInfoSchema,
} from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentKeys } from './keys';

const withKey = (key: string) => ({ 'Idempotency-Key': key });

export interface SubscribeBody {
  subscription_plan: number;
  card_token: string;
  coupon_code?: string;
}

/** 201 with the new subscription info; see lib/idempotency.ts for the key. */
export function subscribeRequest(body: SubscribeBody, key: string) {
  return apiRequest('/api/payment/subscriptions/', {
    method: 'POST',
    body,
    headers: withKey(key),
    schema: userSubscriptionInfoSchema,
  });
}

export function updateCardRequest(body: { card_token: string }, key: string) {
  return apiRequest('/api/payment/update-subscription-credit-card', {
    method: 'POST',
    body,
    headers: withKey(key),
    schema: updateCardResponseSchema,
  });
}

export function changePlanRequest(body: { target_subscription_plan_id: number }, key: string) {
  return apiRequest('/api/payment/change-subscription-plan/', {
    method: 'POST',
    body,
    headers: withKey(key),
    schema: userSubscriptionInfoSchema,
  });
}

export function usePlanChangePreview(targetPlanId: number) {
  return useQuery({
    queryKey: paymentKeys.preview(targetPlanId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/payment/change-subscription-plan/?target-subscription-plan-id=${targetPlanId}`, {
        schema: changePlanPreviewSchema,
        signal,
      }),
    enabled: Number.isInteger(targetPlanId) && targetPlanId > 0,
    // The credit depends on the day: never show an old preview.
    staleTime: 0,
  });
}
