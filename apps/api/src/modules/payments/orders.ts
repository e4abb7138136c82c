import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  BOLETO_DUE_DAYS,
  PIX_EXPIRY_MINUTES,
  WITHDRAWAL_DAYS,
  installmentAmounts,
  pixPriceCents,
  type CreatePaymentOrderRequest,
  type PaymentOrder,
  type RefundBankAccount,
} from '@aula/contracts';
import { schema, type Database, type OrderStatus } from '@aula/db';
import { ApiError, notFound, ValidationFailure } from '../../lib/errors';
import { qrCodeSvg } from '../../lib/qr-svg';
import type { Mailer } from '../../lib/mailer';
import type { UserRow } from '../../lib/auth-context';
import { checkCoupon, keepCouponForOrder, releaseCoupon, releaseOrderCoupon, reserveCoupon } from './coupons';
import { onceper } from './idempotency';
import { grantOrderAccess, revokeOrderAccess } from './order-access';
import { orderPaidEmail, orderRefundEmail } from './order-emails';
import { withPaymentLock } from './payment-lock';
import { findPlan } from './plans';
import type { PagarmeOrder, PagarmeOrderCharge } from './provider/types';
import { undoRemoteSubscription } from './remote';
import { providerCustomerFor } from './subscribe';
import type { SyncDeps } from './sync';

const { orders, subscriptionPlans, users } = schema;
type OrderRow = typeof orders.$inferSelect;

const DAY_MS = 86_400_000;
/** A boleto paid a day late still clears; after that the order is given up locally. */
const BOLETO_GRACE_MS = DAY_MS;

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

const notRefundable = (detail: string) => new ApiError(400, detail, 'order_not_refundable');

/** Whether an open order can no longer be paid: the Pix expired, or the boleto is past due. */
export function lapsed(order: OrderRow, now: Date) {
  if (order.status !== 'pending') return false;
  if (order.paymentMethod === 'pix') return !!order.pixExpiresAt && order.pixExpiresAt <= now;
  if (order.paymentMethod === 'boleto')
    return !!order.boletoDueAt && order.boletoDueAt.getTime() + BOLETO_GRACE_MS <= now.getTime();
  return false;
}

/** The CDC art. 49 window of a paid order: 7 days after its payment, while no refund was asked. */
function refundableUntil(order: OrderRow, now = new Date()) {
  if (order.status !== 'paid' || !order.paidAt || order.refundRequestedAt || !order.providerOrderId)
    return null;
  const until = new Date(order.paidAt.getTime() + WITHDRAWAL_DAYS * DAY_MS);
  return until > now ? until : null;
}

function toPaymentOrder(order: OrderRow, planName: string | null, now = new Date()): PaymentOrder {
  return {
    id: order.id,
    provider_order_id: order.providerOrderId,
    status: order.status,
    method: order.paymentMethod,
    amount_cents: order.amountCents,
    installments: order.installments,
    pix:
      order.paymentMethod === 'pix' && order.pixQrCode && order.pixExpiresAt
        ? {
            qr_code: order.pixQrCode,
            qr_code_svg: qrCodeSvg(order.pixQrCode, 'QR code Pix'),
            expires_at: order.pixExpiresAt.toISOString(),
          }
        : null,
    boleto:
      order.paymentMethod === 'boleto' && order.boletoLine && order.boletoDueAt
        ? {
            line: order.boletoLine,
            barcode: order.boletoBarcode ?? '',
            pdf_url: order.boletoPdfUrl ?? '',
            due_at: order.boletoDueAt.toISOString(),
          }
        : null,
    access_until: order.status === 'paid' ? iso(order.periodEnd) : null,
    plan: order.subscriptionPlanId && planName ? { id: order.subscriptionPlanId, name: planName } : null,
    discount_cents: order.discountCents,
    installment_amounts: installmentAmounts(order.amountCents, order.installments),
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    refundable_until: iso(refundableUntil(order, now)),
    refund_requested_at: iso(order.refundRequestedAt),
    refunded_at: iso(order.refundedAt),
  };
}

/** Our status for the provider's order, from its (single) charge. */
function statusOf(remote: PagarmeOrder, local: OrderRow): OrderStatus {
  const charge: PagarmeOrderCharge | undefined = remote.charges[0];
  const status = charge?.status ?? remote.status;
  if (status === 'paid' || status === 'overpaid') return 'paid';
  if (status === 'canceled' || status === 'chargedback') {
    if (charge?.paid_at) return 'refunded';
    return local.status === 'expired' ? 'expired' : 'canceled';
  }
  if (status === 'failed' || status === 'underpaid') {
    const lapsedThere = charge?.last_transaction?.status === 'expired';
    return lapsedThere || local.paymentMethod !== 'credit_card' ? 'expired' : 'failed';
  }
  // Still open at the provider: an order given up here stays given up (a late payment still counts).
  return local.status === 'expired' ? 'expired' : 'pending';
}

/**
 * Re-reads an order at the provider and moves the local one to match, idempotently under a row
 * lock: the move to "paid" grants the access once (replays and out-of-order events find it done),
 * the move to "refunded" takes it back.
 */
export async function syncOrder(deps: SyncDeps, providerOrderId: string, now = new Date()) {
  const { db } = deps;
  const remote = await deps.provider.getOrder(providerOrderId);
  const ended: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    const [local] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.provider, 'pagarme'), eq(orders.providerOrderId, providerOrderId)))
      .for('update');
    if (!local) return 'unknown' as const;
    const status = statusOf(remote, local);
    if (status === local.status) return status;
    const charge = remote.charges[0];
    const changes: Partial<OrderRow> = { status, updatedAt: now };
    if (status === 'paid' && local.userId && !local.paidAt) {
      const [plan] = await tx
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, local.subscriptionPlanId!));
      const granted = await grantOrderAccess(tx, local, plan!, now);
      ended.push(...granted.endedRecurring);
      Object.assign(changes, {
        paidAt: charge?.paid_at ? new Date(charge.paid_at) : now,
        subscriptionId: granted.subscriptionId,
        periodStart: granted.periodStart,
        periodEnd: granted.periodEnd,
      });
      const [owner] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, local.userId));
      if (owner?.email) {
        await deps.mailer.send(
          orderPaidEmail(owner.email, owner.firstName, plan!.name, local, granted.periodEnd),
          tx,
        );
      }
    }
    if (local.status === 'pending' && ['expired', 'failed', 'canceled'].includes(status)) {
      await releaseOrderCoupon(tx, local);
    }
    if (status === 'refunded' && local.status === 'paid') {
      await revokeOrderAccess(tx, local, now);
      Object.assign(changes, {
        refundedCents: charge?.canceled_amount ?? local.amountCents,
        refundedAt: now,
      });
    }
    await tx.update(orders).set(changes).where(eq(orders.id, local.id));
    return status;
  });
  for (const id of ended)
    await undoRemoteSubscription(deps.provider, id, { refund: false, reason: 'plano anual' });
  return outcome;
}

/**
 * A pending order past its Pix expiry or boleto due date becomes expired (giving its coupon back),
 * unless the provider saw a payment the webhook has not brought yet. Returns whether it expired.
 */
export async function expireIfLapsed(deps: SyncDeps, order: OrderRow, now = new Date()) {
  if (!lapsed(order, now)) return false;
  if ((await syncOrder(deps, order.providerOrderId!, now)) !== 'pending') return false;
  return deps.db.transaction(async (tx) => {
    const [expired] = await tx
      .update(orders)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning();
    if (expired) await releaseOrderCoupon(tx, expired);
    return Boolean(expired);
  });
}

/**
 * Staff paid a boleto refund by bank transfer (inside the caller's transaction): the order is
 * refunded, the period it added ends and the teacher is told. Null when the order has no boleto
 * refund asked for; `done` is false when an earlier call already recorded it.
 */
export async function completeBoletoRefund(tx: Database, mailer: Mailer, orderId: number, now = new Date()) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.paymentMethod !== 'boleto' || !order.refundRequestedAt) return null;
  if (order.status === 'refunded') return { order, done: false };
  await revokeOrderAccess(tx, order, now);
  const [after] = await tx
    .update(orders)
    .set({ status: 'refunded', refundedCents: order.amountCents, refundedAt: now, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  const [owner] = order.userId
    ? await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, order.userId))
    : [];
  if (owner?.email) await mailer.send(orderRefundEmail(owner.email, owner.firstName, after!, 'done'), tx);
  return { order: after!, done: true };
}

export function paymentOrdersService(deps: SyncDeps) {
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

  async function create(user: UserRow, input: CreatePaymentOrderRequest, key: string) {
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
    const coupon = input.coupon ? await checkCoupon(db, input.coupon, plan) : undefined;
    const listCents =
      input.method === 'pix' ? pixPriceCents(plan.priceCents, plan.pixDiscountPercent) : plan.priceCents;
    const amountCents = Math.max(listCents - (coupon?.discountCents ?? 0), 0);
    if (amountCents < 100)
      throw ValidationFailure.field('coupon', 'Este cupom não vale para pedidos avulsos.');
    const { customerId } = await providerCustomerFor(db, provider, user, key);
    const dueAt = new Date(now.getTime() + BOLETO_DUE_DAYS * DAY_MS);
    const payment =
      input.method === 'pix'
        ? {
            payment_method: 'pix' as const,
            pix: {
              expires_in: PIX_EXPIRY_MINUTES * 60,
              additional_information: [{ name: 'Plano', value: plan.name }],
            },
          }
        : input.method === 'boleto'
          ? {
              payment_method: 'boleto' as const,
              boleto: {
                due_at: dueAt.toISOString(),
                instructions: `Aula — plano ${plan.name}. Não receber após o vencimento.`,
              },
            }
          : {
              payment_method: 'credit_card' as const,
              credit_card: {
                installments,
                statement_descriptor: 'AULA',
                card_token: input.card_token!,
                operation_type: 'auth_and_capture' as const,
              },
            };
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
    // A card is charged at once: paid (access now) or declined.
    if (remote.status !== 'pending' || (charge && charge.status !== 'pending'))
      await syncOrder(deps, remote.id);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    if (after!.status === 'failed') {
      throw new ApiError(
        400,
        'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
        'card_declined',
      );
    }
    return after!;
  }

  async function refund(
    user: UserRow,
    id: number,
    input: { bank_account?: RefundBankAccount | undefined; reason?: string | undefined },
  ) {
    const order = await ownOrder(user, id);
    if (!refundableUntil(order)) {
      throw notRefundable(
        order.status === 'paid'
          ? `O prazo de arrependimento (${WITHDRAWAL_DAYS} dias após o pagamento) já passou, ou o reembolso já foi pedido.`
          : 'Só um pedido pago pode ser reembolsado.',
      );
    }
    const now = new Date();
    if (order.paymentMethod === 'boleto') {
      if (!input.bank_account) {
        throw ValidationFailure.field(
          'bank_account',
          'Informe a conta bancária do titular do CPF para receber o reembolso do boleto.',
        );
      }
      await db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ refundRequestedAt: now, refundBankAccount: input.bank_account!, updatedAt: now })
          .where(eq(orders.id, order.id));
        if (user.email)
          await deps.mailer.send(orderRefundEmail(user.email, user.firstName, order, 'requested'), tx);
      });
      return await ownOrder(user, id);
    }
    await provider.refundCharge(
      order.providerChargeId!,
      { operation_reference: 'arrependimento' },
      { idempotencyKey: `order-refund-${order.id}` },
    );
    await db.update(orders).set({ refundRequestedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await syncOrder(deps, order.providerOrderId!);
    const after = await ownOrder(user, id);
    if (after.status === 'refunded' && user.email) {
      await deps.mailer.send(orderRefundEmail(user.email, user.firstName, after, 'done'));
    }
    return after;
  }

  return {
    create: (user: UserRow, input: CreatePaymentOrderRequest, key: string | undefined) =>
      onceper(db, { userId: user.id, scope: 'order', key, request: input }, async () => {
        try {
          return { statusCode: 201, body: await view(await create(user, input, key!)) };
        } catch (error) {
          if (error instanceof ApiError && error.code === 'card_declined') {
            return { statusCode: 400, body: { detail: error.detail, code: error.code } };
          }
          throw error;
        }
      }),

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

    refund: (user: UserRow, id: number, input: Parameters<typeof refund>[2]) =>
      withPaymentLock(db, user.id, `order-refund:${randomUUID()}`, async () =>
        view(await refund(user, id, input)),
      ),
  };
}

export type PaymentOrdersService = ReturnType<typeof paymentOrdersService>;
