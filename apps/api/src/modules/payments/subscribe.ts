import { and, eq } from 'drizzle-orm';
import type { PaymentData } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError } from '../../lib/errors';
import type { UserRow } from '../../plugins/auth';
import { checkCoupon, redeemCoupon } from './coupons';
import { findPaymentData, toPaymentData } from './payment-data';
import { findPlan } from './plans';
import type { PagarmeAddress, PaymentProvider } from './provider/types';
import { syncSubscription, type SyncDeps } from './sync';

const { subscriptions, providerSubscriptionPlans, userPaymentData } = schema;
type PlanRow = typeof schema.subscriptionPlans.$inferSelect;

export function billingAddress(data: PaymentData): PagarmeAddress {
  return {
    line_1: `${data.number}, ${data.street}, ${data.neighborhood}`,
    ...(data.complement ? { line_2: data.complement } : {}),
    zip_code: data.cep,
    city: data.city,
    state: data.state,
    country: 'BR',
  };
}

export const LIVE_STATUSES = ['pending', 'active', 'past_due'] as const;

export async function liveSubscription(db: Database, userId: number) {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return rows.find(
    (s) =>
      (LIVE_STATUSES as readonly string[]).includes(s.status) ||
      (s.status === 'canceled' && s.currentPeriodEnd && s.currentPeriodEnd > new Date()),
  );
}

/** Our plan's id at the provider, created there the first time (per price). */
export async function providerPlanFor(db: Database, provider: PaymentProvider, plan: PlanRow) {
  const [existing] = await db
    .select()
    .from(providerSubscriptionPlans)
    .where(
      and(
        eq(providerSubscriptionPlans.subscriptionPlanId, plan.id),
        eq(providerSubscriptionPlans.priceCents, plan.priceCents),
      ),
    );
  if (existing) return existing.providerPlanId;
  const remote = await provider.createPlan(
    {
      name: plan.name,
      interval: plan.interval,
      interval_count: plan.intervalCount,
      billing_type: 'prepaid',
      payment_methods: ['credit_card'],
      installments: [1],
      currency: 'BRL',
      items: [
        { name: plan.name, quantity: 1, pricing_scheme: { scheme_type: 'unit', price: plan.priceCents } },
      ],
      ...(plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}),
      metadata: { subscription_plan_id: String(plan.id) },
    },
    { idempotencyKey: `plan-${plan.id}-${plan.priceCents}` },
  );
  await db
    .insert(providerSubscriptionPlans)
    .values({ subscriptionPlanId: plan.id, providerPlanId: remote.id, priceCents: plan.priceCents })
    .onConflictDoNothing();
  return remote.id;
}

/** The provider customer for a user, created (or updated, the provider matches by e-mail) once. */
export async function providerCustomerFor(
  db: Database,
  provider: PaymentProvider,
  user: UserRow,
  key: string,
) {
  const data = await findPaymentData(db, user.id);
  if (!data)
    throw new ApiError(400, 'Preencha seus dados de pagamento antes de assinar.', 'payment_data_missing');
  const details = toPaymentData(data);
  const customer = await provider.createCustomer(
    {
      name: details.full_name,
      email: user.email ?? `${user.username}@alunos.aula.local`,
      document: details.cpf,
      document_type: 'CPF',
      type: 'individual',
      code: String(user.id),
      address: billingAddress(details),
      phones: {
        mobile_phone: {
          country_code: '55',
          area_code: details.phone.slice(0, 2),
          number: details.phone.slice(2),
        },
      },
      metadata: { user_id: String(user.id) },
    },
    { idempotencyKey: `customer-${user.id}-${key}` },
  );
  if (data.providerCustomerId !== customer.id) {
    await db
      .update(userPaymentData)
      .set({ providerCustomerId: customer.id })
      .where(eq(userPaymentData.userId, user.id));
  }
  return { customerId: customer.id, address: billingAddress(details) };
}

/**
 * Subscribes with a browser card token. Provider calls carry keys derived from the client's
 * Idempotency-Key, so a retry after a timeout replays them instead of charging twice.
 */
export async function subscribe(
  deps: SyncDeps,
  user: UserRow,
  input: { subscription_plan: number; card_token: string; coupon_code?: string | undefined },
  key: string,
) {
  const { db, provider } = deps;
  const { plan } = await findPlan(db, input.subscription_plan, { publicOnly: true });
  if (await liveSubscription(db, user.id)) {
    throw new ApiError(
      400,
      'Você já tem uma assinatura. Para trocar de plano, use "Mudar de plano".',
      'already_subscribed',
    );
  }
  const coupon = input.coupon_code ? await checkCoupon(db, input.coupon_code, plan) : undefined;
  const { customerId, address } = await providerCustomerFor(db, provider, user, key);
  const card = await provider.createCard(customerId, input.card_token, {
    idempotencyKey: `card-${user.id}-${key}`,
    billingAddress: address,
  });
  const planId = await providerPlanFor(db, provider, plan);
  const remote = await provider.createSubscription(
    {
      plan_id: planId,
      customer_id: customerId,
      payment_method: 'credit_card',
      card_id: card.id,
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
      metadata: { user_id: String(user.id), subscription_plan_id: String(plan.id) },
    },
    { idempotencyKey: `subscription-${user.id}-${key}` },
  );
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(subscriptions)
      .values({
        userId: user.id,
        subscriptionPlanId: plan.id,
        status: 'pending',
        providerSubscriptionId: remote.id,
        providerCustomerId: customerId,
        providerCardId: card.id,
        cardBrand: card.brand,
        cardLast4: card.last_four_digits,
        couponId: coupon?.coupon.id ?? null,
        priceCents: plan.priceCents,
        discountCents: coupon?.discountCents ?? 0,
      })
      // A replay after an unknown outcome finds the row the first attempt wrote.
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (coupon && inserted.length > 0) await redeemCoupon(tx, coupon.coupon.id);
  });
  const status = await syncSubscription(deps, remote.id);
  if (status === 'failed') {
    throw new ApiError(
      400,
      'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
      'card_declined',
    );
  }
  const [local] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, remote.id));
  return local!.id;
}
