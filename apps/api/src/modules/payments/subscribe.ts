import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { PaymentData } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { checkCoupon, claimCoupon, releaseCoupon, reserveCoupon } from './coupons';
import { findPaymentData, toPaymentData } from './payment-data';
import { findPlan } from './plans';
import type { PagarmeAddress, PagarmeSubscription, PaymentProvider } from './provider/types';
import { checkoutCode, findByCode, undoRemoteSubscription } from './remote';
import { syncSubscription, type SyncDeps } from './sync';
import { isLive } from './subscription-status';

const { subscriptions, providerSubscriptionPlans, userPaymentData, idempotencyKeys } = schema;
type PlanRow = typeof schema.subscriptionPlans.$inferSelect;

function billingAddress(data: PaymentData): PagarmeAddress {
  return {
    line_1: `${data.number}, ${data.street}, ${data.neighborhood}`,
    ...(data.complement ? { line_2: data.complement } : {}),
    zip_code: data.cep,
    city: data.city,
    state: data.state,
    country: 'BR',
  };
}

export async function liveSubscription(db: Database, userId: number) {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const now = new Date();
  return rows.find((s) => isLive(s, now));
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

const alreadySubscribed = () =>
  new ApiError(
    409,
    'Você já tem uma assinatura ativa. Para trocar de plano, use "Mudar de plano".',
    'already_subscribed',
  );

/** The terms a provider subscription was created with, enough to write its local row. */
export interface LocalTerms {
  subscriptionPlanId: number;
  priceCents: number;
  discountCents: number;
  couponId: number | null;
  replacesSubscriptionId?: number;
}

/**
 * Writes the local row of a subscription the provider has. When it cannot be kept (another live
 * subscription got there first), it is undone at the provider, never dropped silently.
 */
export async function recordSubscription(
  deps: SyncDeps,
  userId: number,
  remote: PagarmeSubscription,
  terms: LocalTerms,
  beforeInsert?: (tx: Database) => Promise<void>,
) {
  const { db, provider } = deps;
  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, remote.id));
  if (existing) return existing.id;
  const inserted = await db.transaction(async (tx) => {
    await beforeInsert?.(tx);
    const rows = await tx
      .insert(subscriptions)
      .values({
        userId,
        subscriptionPlanId: terms.subscriptionPlanId,
        status: 'pending',
        providerSubscriptionId: remote.id,
        providerCustomerId: remote.customer.id,
        providerCardId: remote.card?.id ?? null,
        cardBrand: remote.card?.brand ?? null,
        cardLast4: remote.card?.last_four_digits ?? null,
        couponId: terms.couponId,
        priceCents: terms.priceCents,
        discountCents: terms.discountCents,
        replacesSubscriptionId: terms.replacesSubscriptionId ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    const row = rows[0];
    if (terms.couponId && row) {
      await claimCoupon(tx, terms.couponId, remote.code ?? `subscription-${row.id}`, row.id);
    }
    return rows[0];
  });
  if (inserted) return inserted.id;
  const [raced] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, remote.id));
  if (raced) return raced.id;
  await undoRemoteSubscription(provider, remote.id, { refund: true, reason: 'duplicada' });
  throw alreadySubscribed();
}

function termsFromMetadata(remote: PagarmeSubscription, plan: PlanRow): LocalTerms {
  const couponId = Number(remote.metadata?.coupon_id);
  const replaces = Number(remote.metadata?.replaces);
  const discount = remote.discounts?.find((d) => d.discount_type === 'flat');
  return {
    subscriptionPlanId: plan.id,
    priceCents: plan.priceCents,
    discountCents: discount?.value ?? 0,
    couponId: Number.isInteger(couponId) && couponId > 0 ? couponId : null,
    ...(Number.isInteger(replaces) && replaces > 0 ? { replacesSubscriptionId: replaces } : {}),
  };
}

/** A plan change ends the subscription it replaces in the transaction that writes the new one. */
export async function expireReplacedSubscription(tx: Database, userId: number, replacedId: number) {
  await tx
    .update(subscriptions)
    .set({
      status: 'expired',
      cancelReason: 'Mudança de plano',
      canceledAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, replacedId), eq(subscriptions.userId, userId)));
}

/**
 * Asks the provider what happened under a checkout key whose request never finished (a crash):
 * the subscription it created, if any, gets its local row and its real state.
 */
export async function recoverCheckout(deps: SyncDeps, userId: number, scope: string, key: string) {
  const { db, provider } = deps;
  const data = await findPaymentData(db, userId);
  const remote = await findByCode(provider, data?.providerCustomerId, checkoutCode(userId, scope, key));
  if (!remote) return undefined;
  const planId = Number(remote.metadata?.subscription_plan_id);
  const [plan] = await db
    .select()
    .from(schema.subscriptionPlans)
    .where(eq(schema.subscriptionPlans.id, planId));
  if (!plan || remote.status === 'canceled') return undefined;
  const terms = termsFromMetadata(remote, plan);
  const replaced = terms.replacesSubscriptionId;
  const id = await recordSubscription(
    deps,
    userId,
    remote,
    terms,
    replaced ? (tx) => expireReplacedSubscription(tx, userId, replaced) : undefined,
  );
  await syncSubscription(deps, remote.id);
  return id;
}

/**
 * Checkouts of this user that a crash left "in progress" under other keys (the "start over" after
 * an unknown outcome): what the provider did with them becomes local before anything new is tried,
 * so a teacher who already paid is never charged again. Only called under the user's payment lock,
 * so none of them is still running.
 */
export async function settleAbandonedCheckouts(deps: SyncDeps, user: UserRow, currentKey: string) {
  const { db } = deps;
  const stale = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, user.id),
        inArray(idempotencyKeys.scope, ['subscribe', 'change-plan']),
        isNull(idempotencyKeys.statusCode),
        ne(idempotencyKeys.key, currentKey),
      ),
    );
  for (const row of stale) {
    const where = and(
      eq(idempotencyKeys.userId, user.id),
      eq(idempotencyKeys.scope, row.scope),
      eq(idempotencyKeys.key, row.key),
    );
    // Whatever it found, the key is settled: replaying it now meets the subscription it created.
    await recoverCheckout(deps, user.id, row.scope, row.key);
    await db.delete(idempotencyKeys).where(where);
  }
}

/**
 * Subscribes with a browser card token, under the user's payment lock (taken by the caller).
 * Provider calls carry keys derived from the client's Idempotency-Key, so a retry after a timeout
 * or a crash replays them instead of charging twice.
 */
export async function subscribe(
  deps: SyncDeps,
  user: UserRow,
  input: { subscription_plan: number; card_token: string; coupon_code?: string | undefined },
  key: string,
  recovering = false,
) {
  const { db } = deps;
  const { plan } = await findPlan(db, input.subscription_plan, { publicOnly: true });
  if (recovering) {
    const recovered = await recoverCheckout(deps, user.id, 'subscribe', key);
    if (recovered) return declinedOr(db, recovered);
  }
  await settleAbandonedCheckouts(deps, user, key);
  if (await liveSubscription(db, user.id)) throw alreadySubscribed();
  const coupon = input.coupon_code ? await checkCoupon(db, input.coupon_code, plan) : undefined;
  const checkout = { key, code: checkoutCode(user.id, 'subscribe', key), cardToken: input.card_token };
  if (!coupon) return chargeNewSubscription(deps, user, plan, checkout);
  await reserveCoupon(db, coupon.coupon.id, checkout.code);
  let recorded = false;
  try {
    return await chargeNewSubscription(deps, user, plan, checkout, coupon, () => (recorded = true));
  } catch (error) {
    // A declined card is recorded (its failed subscription gives the use back); anything else
    // recorded nothing, and a retry that finds the provider did subscribe claims the use again.
    if (!recorded) await releaseCoupon(db, checkout.code);
    throw error;
  }
}

type CheckedCoupon = Awaited<ReturnType<typeof checkCoupon>>;

async function chargeNewSubscription(
  deps: SyncDeps,
  user: UserRow,
  plan: PlanRow,
  { key, code, cardToken }: { key: string; code: string; cardToken: string },
  coupon?: CheckedCoupon,
  onRecorded?: () => void,
) {
  const { db, provider } = deps;
  const { customerId, address } = await providerCustomerFor(db, provider, user, key);
  const card = await provider.createCard(customerId, cardToken, {
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
  const localId = await recordSubscription(deps, user.id, remote, {
    subscriptionPlanId: plan.id,
    priceCents: plan.priceCents,
    discountCents: coupon?.discountCents ?? 0,
    couponId: coupon?.coupon.id ?? null,
  });
  onRecorded?.();
  await syncSubscription(deps, remote.id);
  return declinedOr(db, localId);
}

async function declinedOr(db: Database, localId: number) {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, localId));
  if (row?.status === 'failed') {
    throw new ApiError(
      400,
      'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
      'card_declined',
    );
  }
  return localId;
}
