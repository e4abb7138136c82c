import { couponValidationSchema } from '@aula/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const COUPON_PATH = '/api/payment/coupon-codes';

/** The server decides whether a coupon applies to a plan; 400 `{code: [reason]}` when not. */
export function useValidateCoupon() {
  return useMutation({
    mutationFn: (input: { code: string; subscription_plan: number }) =>
      apiRequest(COUPON_PATH, {
        method: 'POST',
        body: { ...input, code: input.code.trim().toUpperCase() },
        schema: couponValidationSchema,
      }),
  });
}
