import { paymentRoutes } from '@aula/contracts';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

/** The server decides whether a coupon applies to a plan; 400 `{code: [reason]}` when not. */
export function useValidateCoupon() {
  return useMutation({
    mutationFn: (input: { code: string; subscription_plan: number }) =>
      callRoute(paymentRoutes.validateCoupon, {
        body: { ...input, code: input.code.trim().toUpperCase() },
      }),
  });
}
