import type { PaymentData } from '@aula/contracts';
import type { UserRow } from '../../lib/auth-context';
import { recoverCheckout, settleAbandonedCheckouts } from './checkout-recovery';
import { checkCoupon, releaseCoupon, reserveCoupon } from './coupons';
import type { PaymentDeps } from './deps';
import { idempotent, type Attempt } from './idempotency';
import { getPaymentData, savePaymentData } from './payment-data';
import { findPlan, listPublicPlans, toPlan } from './plans';
import { providerCardFor, providerCustomerFor } from './provider-customer';
import { providerPlanFor } from './provider-plan';
import { receiptOf, type Company } from './receipts';
import { alreadySubscribed } from './refusals';
import { checkoutCode } from './remote';
import { liveSubscription, recordSubscription, refuseIfDeclined } from './subscription-records';
import { subscriptionInfo } from './subscription-info';
import { syncSubscription } from './subscription-sync';

interface SubscribeInput {
  subscription_plan: number;
  card_token: string;
  coupon_code?: string | undefined;
}

/**
 * What the teacher's checkout screens ask: plans, billing data, coupons, receipts, and the card
 * subscription itself, idempotent per `Idempotency-Key` (a replay answers what was stored first,
 * a declined card's 400 included).
 */
export function checkoutService(deps: PaymentDeps & { company: Company }) {
  const { db, provider } = deps;

  /**
   * The checkout, top to bottom, under the user's payment lock: validate, price, charge at the
   * provider, record. Provider calls carry keys derived from the client's Idempotency-Key, so a
   * retry after a timeout or a crash replays them instead of charging twice.
   */
  async function subscribe(user: UserRow, input: SubscribeInput, { key, recovering }: Attempt) {
    // Validate: a plan on sale; what a crash left under this key or another one settled first.
    const { plan } = await findPlan(db, input.subscription_plan, { publicOnly: true });
    if (recovering) {
      const recovered = await recoverCheckout(deps, user.id, 'subscribe', key);
      if (recovered) return refuseIfDeclined(db, recovered);
    }
    await settleAbandonedCheckouts(deps, user.id, key);
    if (await liveSubscription(db, user.id)) throw alreadySubscribed();

    // Price: the coupon's discount on the first charges, one of its uses held for this checkout.
    const coupon = input.coupon_code ? await checkCoupon(db, input.coupon_code, plan) : undefined;
    const code = checkoutCode(user.id, 'subscribe', key);
    if (coupon) await reserveCoupon(db, coupon.coupon.id, code);
    let recorded = false;
    try {
      // Provider: the customer, the card, our plan there, and the subscription (its first charge).
      const customer = await providerCustomerFor(db, provider, user, key);
      const card = await providerCardFor(provider, user, customer, input.card_token, key);
      const providerPlanId = await providerPlanFor(db, provider, plan);
      const remote = await provider.createSubscription(
        {
          plan_id: providerPlanId,
          customer_id: customer.customerId,
          payment_method: 'credit_card',
          card_id: card.id,
          code,
          ...(coupon
            ? {
                discounts: [
                  {
                    value: coupon.coupon.discountValue,
                    discount_type: coupon.coupon.discountType,
                    ...(coupon.coupon.cycles ? { cycles: coupon.coupon.cycles } : {}),
                  },
                ],
              }
            : {}),
          metadata: {
            user_id: String(user.id),
            subscription_plan_id: String(plan.id),
            ...(coupon ? { coupon_id: String(coupon.coupon.id) } : {}),
          },
        },
        { idempotencyKey: `subscription-${user.id}-${key}` },
      );

      // Persist: the local row (the coupon's use becomes the subscription's), then its state at
      // the provider, which queues the payment e-mail; a declined first charge answers 400.
      const localId = await recordSubscription(deps, user.id, remote, {
        subscriptionPlanId: plan.id,
        priceCents: plan.priceCents,
        discountCents: coupon?.discountCents ?? 0,
        couponId: coupon?.coupon.id ?? null,
      });
      recorded = true;
      await syncSubscription(deps, remote.id);
      await refuseIfDeclined(db, localId);
    } catch (error) {
      // A declined card is recorded (its failed subscription gives the use back); anything else
      // recorded nothing, and a retry that finds the provider did subscribe claims the use again.
      if (coupon && !recorded) await releaseCoupon(db, code);
      throw error;
    }
  }

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

    subscribe: (user: UserRow, input: SubscribeInput, key: string | undefined) =>
      idempotent(
        db,
        {
          userId: user.id,
          scope: 'subscribe',
          key,
          request: input,
          status: 201,
          finalRefusals: ['card_declined'],
        },
        async (attempt) => {
          await subscribe(user, input, attempt);
          return subscriptionInfo(db, user);
        },
      ),

    receipt: (user: UserRow, orderId: number) => receiptOf(db, deps.company, user, orderId),
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
