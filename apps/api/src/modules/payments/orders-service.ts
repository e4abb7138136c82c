import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  BOLETO_DUE_DAYS,
  PIX_EXPIRY_MINUTES,
  pixPriceCents,
  type CreatePaymentOrderRequest,
} from '@aula/contracts';
import { schema } from '@aula/db';
import { ApiError, notFound, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { checkCoupon, keepCouponForOrder, releaseCoupon, reserveCoupon } from './coupons';
import type { PaymentDeps } from './deps';
import { idempotent } from './idempotency';
import { refundOrder, type RefundRequest } from './order-refund';
import { expireIfLapsed, lapsed, syncOrder } from './order-sync';
import { refundableUntil, toPaymentOrder } from './order-view';
import { withPaymentLock } from './payment-lock';
import { findPlan } from './plans';
import { providerCustomerFor } from './provider-customer';
import { cardDeclined } from './refusals';

const { orders, subscriptionPlans } = schema;
type OrderRow = typeof orders.$inferSelect;
type PlanRow = typeof subscriptionPlans.$inferSelect;

const DAY_MS = 86_400_000;

/** How the provider is asked to charge: a Pix QR code, a boleto, or the card in instalments. */
function paymentOf(input: CreatePaymentOrderRequest, plan: PlanRow, installments: number, now: Date) {
  if (input.method === 'pix') {
    return {
      payment_method: 'pix' as const,
      pix: {
        expires_in: PIX_EXPIRY_MINUTES * 60,
        additional_information: [{ name: 'Plano', value: plan.name }],
      },
    };
  }
  if (input.method === 'boleto') {
    return {
      payment_method: 'boleto' as const,
      boleto: {
        due_at: new Date(now.getTime() + BOLETO_DUE_DAYS * DAY_MS).toISOString(),
        instructions: `Aula — plano ${plan.name}. Não receber após o vencimento.`,
      },
    };
  }
  return {
    payment_method: 'credit_card' as const,
    credit_card: {
      installments,
      statement_descriptor: 'AULA',
      card_token: input.card_token!,
      operation_type: 'auth_and_capture' as const,
    },
  };
}

/**
 * The annual plan as a one-off order (Pix, boleto, card in instalments), one open order at a time:
 * bought idempotently per `Idempotency-Key` (a declined card's 400 is the final answer), followed
 * on the teacher's screens and refunded within the withdrawal window.
 */
export function ordersService(deps: PaymentDeps) {
  const { db, provider } = deps;

  async function view(order: OrderRow) {
    const [plan] = order.subscriptionPlanId
      ? await db
          .select({ name: subscriptionPlans.name })
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.id, order.subscriptionPlanId))
      : [];
    return toPaymentOrder(order, plan?.name ?? null);
  }

  async function ownOrder(user: UserRow, id: number) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, user.id), isNotNull(orders.providerOrderId)));
    if (!order) throw notFound('Pedido não encontrado.');
    return order;
  }

  /** The teacher's open order, unless it lapsed (then it is marked expired and no longer blocks). */
  async function openOrder(userId: number, now: Date) {
    const [open] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), isNotNull(orders.providerOrderId)));
    if (!open) return undefined;
    if (!lapsed(open, now)) return open;
    await expireIfLapsed(deps, open, now);
    return undefined;
  }

  /** The order, top to bottom: validate, price, ask the provider, record; an open one is answered again. */
  async function create(user: UserRow, input: CreatePaymentOrderRequest, key: string) {
    // Validate: the annual plan, no open order, the plan's instalments.
    const now = new Date();
    const { plan } = await findPlan(db, input.subscription_plan, { publicOnly: true });
    if (plan.interval !== 'year') {
      throw new ApiError(
        400,
        'Pix, boleto e cartão parcelado valem para o plano anual. O plano mensal é uma assinatura no cartão.',
        'order_plan_not_annual',
      );
    }
    const existing = await openOrder(user.id, now);
    if (existing) return existing;
    const installments = input.method === 'credit_card' ? (input.installments ?? 1) : 1;
    if (installments > plan.maxInstallments) {
      throw ValidationFailure.field(
        'installments',
        `Este plano pode ser parcelado em até ${plan.maxInstallments}x.`,
      );
    }

    // Price: Pix has its discount, then the coupon; the provider charges at least R$ 1,00.
    const coupon = input.coupon ? await checkCoupon(db, input.coupon, plan) : undefined;
    const listCents =
      input.method === 'pix' ? pixPriceCents(plan.priceCents, plan.pixDiscountPercent) : plan.priceCents;
    const amountCents = Math.max(listCents - (coupon?.discountCents ?? 0), 0);
    if (amountCents < 100)
      throw ValidationFailure.field('coupon', 'Este cupom não vale para pedidos avulsos.');

    // Provider: the customer, then the order, a coupon use held for it meanwhile.
    const { customerId } = await providerCustomerFor(db, provider, user, key);
    const payment = paymentOf(input, plan, installments, now);
    const [previous] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.status, 'paid'), isNotNull(orders.providerOrderId)))
      .limit(1);
    const checkout = `order-${user.id}-${key}`.slice(0, 52);
    if (coupon) await reserveCoupon(db, coupon.coupon.id, checkout);
    const remote = await provider
      .createOrder(
        {
          code: checkout,
          customer_id: customerId,
          items: [
            {
              amount: amountCents,
              description: `Aula — plano ${plan.name}`,
              quantity: 1,
              code: `plan-${plan.id}`,
            },
          ],
          payments: [payment],
          closed: true,
          metadata: {
            user_id: String(user.id),
            subscription_plan_id: String(plan.id),
            ...(coupon ? { coupon_id: String(coupon.coupon.id) } : {}),
          },
        },
        { idempotencyKey: `order-${user.id}-${key}` },
      )
      .catch(async (error: unknown) => {
        await releaseCoupon(db, checkout);
        throw error;
      });

    // Persist: the order with how to pay it; the coupon's use becomes the order's.
    const charge = remote.charges[0];
    const transaction = charge?.last_transaction;
    const pix = transaction?.transaction_type === 'pix' ? transaction : null;
    const boleto = transaction?.transaction_type === 'boleto' ? transaction : null;
    const card = transaction?.transaction_type === 'credit_card' ? transaction.card : null;
    const [inserted] = await db
      .insert(orders)
      .values({
        userId: user.id,
        subscriptionPlanId: plan.id,
        kind: previous ? 'renewal' : 'subscription',
        amountCents,
        discountCents: plan.priceCents - amountCents,
        status: 'pending',
        paymentMethod: input.method,
        installments,
        providerOrderId: remote.id,
        providerChargeId: charge?.id ?? null,
        couponId: coupon?.coupon.id ?? null,
        pixQrCode: pix?.qr_code ?? null,
        pixExpiresAt: pix ? new Date(pix.expires_at) : null,
        boletoLine: boleto?.line ?? null,
        boletoBarcode: boleto?.barcode ?? null,
        boletoPdfUrl: boleto?.pdf ?? null,
        boletoDueAt: boleto ? new Date(boleto.due_at) : null,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last_four_digits ?? null,
      })
      .onConflictDoNothing()
      .returning();
    const order =
      inserted ??
      (
        await db
          .select()
          .from(orders)
          .where(and(eq(orders.provider, 'pagarme'), eq(orders.providerOrderId, remote.id)))
      )[0]!;
    if (coupon) await keepCouponForOrder(db, checkout, order.id);
    // A card is charged at once: paid (access now, and its e-mail) or declined.
    if (remote.status !== 'pending' || (charge && charge.status !== 'pending'))
      await syncOrder(deps, remote.id);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    if (after!.status === 'failed') throw cardDeclined();
    return after!;
  }

  return {
    create: (user: UserRow, input: CreatePaymentOrderRequest, key: string | undefined) =>
      idempotent(
        db,
        {
          userId: user.id,
          scope: 'order',
          key,
          request: input,
          status: 201,
          finalRefusals: ['card_declined'],
        },
        async (attempt) => view(await create(user, input, attempt.key)),
      ),

    async list(user: UserRow) {
      const rows = await db
        .select({ order: orders, planName: subscriptionPlans.name })
        .from(orders)
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, orders.subscriptionPlanId))
        .where(and(eq(orders.userId, user.id), isNotNull(orders.providerOrderId)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      const now = new Date();
      return rows.map(({ order, planName }) => toPaymentOrder(order, planName, now));
    },

    async get(user: UserRow, id: number) {
      const order = await ownOrder(user, id);
      if (lapsed(order, new Date())) {
        await openOrder(user.id, new Date());
        return view(await ownOrder(user, id));
      }
      return view(order);
    },

    /**
     * The paid order a deletion of the account can still refund (CDC art. 49): by Pix or card, which
     * go back through the provider. A boleto's refund needs a bank account, asked in Minha assinatura.
     */
    async refundableOnDeletion(userId: number) {
      const paid = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'), isNotNull(orders.providerOrderId)))
        .orderBy(desc(orders.paidAt), desc(orders.id));
      const order = paid.find((row) => row.paymentMethod !== 'boleto' && refundableUntil(row));
      return order ? { order, until: refundableUntil(order)! } : null;
    },

    refund: (user: UserRow, id: number, input: RefundRequest) =>
      withPaymentLock(db, user.id, `order-refund:${randomUUID()}`, async () =>
        view(await refundOrder(deps, user, await ownOrder(user, id), input)),
      ),
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
