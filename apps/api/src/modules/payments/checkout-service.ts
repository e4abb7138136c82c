import type { PaymentData } from '@aula/contracts';
import { ApiError } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { checkCoupon } from './coupons';
import { onceper } from './idempotency';
import type { LifecycleService } from './lifecycle';
import { getPaymentData, savePaymentData } from './payment-data';
import { findPlan, listPublicPlans, toPlan } from './plans';
import { receiptOf, type Company } from './receipts';
import { subscribe } from './subscribe';
import type { SyncDeps } from './sync';

/**
 * What the teacher's checkout screens ask: plans, billing data, coupons, receipts, and the two
 * money-moving calls, each idempotent per `Idempotency-Key` (a replay answers what was stored first,
 * a declined card's 400 included).
 */
export function checkoutService(deps: SyncDeps & { lifecycle: LifecycleService; company: Company }) {
  const { db, lifecycle } = deps;
  return {
    plans: () => listPublicPlans(db),

    async plan(id: number) {
      const { plan, config } = await findPlan(db, id, { publicOnly: true });
      return toPlan(plan, config);
    },

    paymentData: (user: UserRow) => getPaymentData(db, user.id),

    savePaymentData: (user: UserRow, input: PaymentData) => savePaymentData(db, user.id, input),

    async validateCoupon(code: string, planId: number) {
      const { plan } = await findPlan(db, planId, { publicOnly: true });
      const { coupon, discountCents, totalCents } = await checkCoupon(db, code, plan);
      return {
        code: coupon.code,
        discount_type: coupon.discountType,
        discount_value: coupon.discountValue,
        cycles: coupon.cycles,
        price_cents: plan.priceCents,
        discount_cents: discountCents,
        total_cents: totalCents,
      };
    },

    subscribe: (user: UserRow, input: Parameters<typeof subscribe>[2], key: string | undefined) =>
      onceper(db, { userId: user.id, scope: 'subscribe', key, request: input }, async (recovering) => {
        try {
          await subscribe(deps, user, input, key!, recovering);
          return { statusCode: 201, body: await lifecycle.info(user) };
        } catch (error) {
          // A declined card is a final answer: replays of this key get the same one.
          if (error instanceof ApiError && error.code === 'card_declined') {
            return { statusCode: 400, body: { detail: error.detail, code: error.code } };
          }
          throw error;
        }
      }),

    changePlan: (user: UserRow, input: { target_subscription_plan_id: number }, key: string | undefined) =>
      onceper(db, { userId: user.id, scope: 'change-plan', key, request: input }, async (recovering) => ({
        statusCode: 200,
        body: await lifecycle.changePlan(user, input.target_subscription_plan_id, key!, recovering),
      })),

    receipt: (user: UserRow, orderId: number) => receiptOf(db, deps.company, user, orderId),
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
