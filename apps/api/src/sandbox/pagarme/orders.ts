import type {
  PagarmeOrder,
  PagarmeOrderCharge,
  PagarmeOrderTransaction,
  WebhookEventType,
} from '../../modules/payments';
import type { SandboxAccounts } from './accounts';
import { refundOrCancelCharge } from './charge-refund';
import { asBody, Fields, notFound, precondition } from './http-errors';
import { boletoNumbers, pixBrCode } from './pix-boleto';
import { newId, type SandboxData, type StoredOrderCharge } from './store';
import { clone, type Query, type SandboxViews } from './views';

type Events = [WebhookEventType, unknown][];

const DEFAULT_PIX_SECONDS = 3600;
const SANDBOX_BANK = '237';

/**
 * One-off orders as Pagar.me v5 has them: one payment each here (Pix, boleto, or a card in
 * instalments); the card is charged at once, Pix and boleto wait for `pay` (the control endpoint,
 * standing in for the payer's bank) or `expire`.
 */
export function sandboxOrders(deps: {
  data: SandboxData;
  now: () => Date;
  origin: () => string;
  views: SandboxViews;
  accounts: Pick<SandboxAccounts, 'cardFromToken' | 'customerCard'>;
  run: <T>(operation: (events: Events) => T) => T;
}) {
  const { data, now, views, accounts, run } = deps;
  const iso = () => now().toISOString();

  function orderOf(id: string) {
    const order = data.orders[id];
    if (!order) throw notFound('Order');
    return order;
  }

  function orderChargeOf(id: string): StoredOrderCharge {
    const charge = data.orderCharges[id];
    if (!charge) throw notFound('Charge');
    return charge;
  }

  function renderCharge(id: string): PagarmeOrderCharge {
    const charge = orderChargeOf(id);
    const order = data.orders[charge.order_id]!;
    return clone({
      ...charge.base,
      customer: views.customerOf(charge.customer_id),
      order: { id: order.base.id, code: order.base.code, status: order.base.status },
    });
  }

  function renderOrder(id: string): PagarmeOrder {
    const order = orderOf(id);
    return clone({
      ...order.base,
      customer: views.customerOf(order.customer_id),
      charges: order.charge_ids.map((chargeId) => {
        const { order: _link, ...charge } = renderCharge(chargeId);
        return charge;
      }),
    });
  }

  /** The order follows its charges: paid when all are, failed or canceled when one is. */
  function settleOrder(orderId: string, events: Events) {
    const order = orderOf(orderId);
    const charges = order.charge_ids.map((id) => data.orderCharges[id]!.base);
    const before = order.base.status;
    const paid = charges.every((c) => c.status === 'paid');
    const failed = charges.some((c) => c.status === 'failed');
    const canceled = charges.some((c) => c.status === 'canceled');
    const status = paid ? 'paid' : failed ? 'failed' : canceled ? 'canceled' : 'pending';
    if (status === before) return;
    order.base.status = status;
    order.base.updated_at = iso();
    const type = (
      { paid: 'order.paid', failed: 'order.payment_failed', canceled: 'order.canceled' } as const
    )[status as 'paid' | 'failed' | 'canceled'];
    if (type) events.push([type, renderOrder(orderId)]);
  }

  function transactionBase(amount: number) {
    const at = iso();
    return { id: newId('tran'), amount, created_at: at, updated_at: at };
  }

  const createOrder = (body: unknown) =>
    run((events) => {
      const fields = new Fields(asBody(body));
      const customerId = fields.string('customer_id', true);
      const code = fields.string('code');
      const metadata = fields.metadata();
      const rawItems = fields.raw('items');
      const rawPayments = fields.raw('payments');
      if (!Array.isArray(rawItems) || rawItems.length === 0)
        fields.fail('items', 'The items field is required.');
      if (!Array.isArray(rawPayments) || rawPayments.length !== 1) {
        fields.fail('payments', 'The payments field must have exactly one payment.');
      }
      const items = (Array.isArray(rawItems) ? rawItems : []).map((entry, index) => {
        const item = new Fields(asBody(entry), `items[${index}]`, fields.errors);
        return {
          id: newId('oi'),
          amount: item.integer('amount', { required: true, min: 1 }) ?? 0,
          description: item.string('description', true),
          quantity: item.integer('quantity', { required: true, min: 1 }) ?? 1,
          code: item.string('code'),
        };
      });
      const payment = new Fields(
        asBody(Array.isArray(rawPayments) ? rawPayments[0] : undefined),
        'payments[0]',
        fields.errors,
      );
      const method = payment.oneOf('payment_method', ['pix', 'boleto', 'credit_card'] as const, true);
      const pix = method === 'pix' ? payment.nested('pix') : undefined;
      const boleto = method === 'boleto' ? payment.nested('boleto') : undefined;
      const card = method === 'credit_card' ? payment.nested('credit_card') : undefined;
      if (method === 'boleto' && !boleto) payment.fail('boleto', 'The boleto field is required.');
      if (method === 'credit_card' && !card)
        payment.fail('credit_card', 'The credit_card field is required.');
      const expiresIn = pix?.integer('expires_in', { min: 1 });
      const pixExpiresAt = pix?.string('expires_at');
      const dueAt = boleto?.string('due_at', true);
      if (dueAt && Number.isNaN(Date.parse(dueAt))) boleto?.fail('due_at', 'The due_at field is invalid.');
      const installments = card?.integer('installments', { min: 1, max: 24 }) ?? 1;
      const cardToken = card?.string('card_token');
      const cardId = card?.string('card_id');
      if (card && !cardToken && !cardId)
        card.fail('card_token', 'The card_token or card_id field is required.');
      fields.check();

      const customer = views.customerOf(customerId);
      const amount = items.reduce((sum, item) => sum + item.amount * item.quantity, 0);
      const payAmount = payment.integer('amount', { min: 1 }) ?? amount;
      if (payAmount !== amount) throw precondition('The payments amount must equal the order amount.');
      const storedCard = card
        ? cardToken
          ? accounts.cardFromToken(customer.id, cardToken, 'payments[0].credit_card.card_token')
          : accounts.customerCard(customer.id, cardId ?? '')
        : null;

      const at = iso();
      const orderId = newId('or');
      const chargeId = newId('ch');
      const orderCode = code ?? newId('x', 10).slice(2).toUpperCase();
      let transaction: PagarmeOrderTransaction;
      let chargeStatus: PagarmeOrderCharge['status'] = 'pending';
      let paidAt: string | null = null;
      if (method === 'pix') {
        const expires = pixExpiresAt
          ? new Date(pixExpiresAt)
          : new Date(now().getTime() + (expiresIn ?? DEFAULT_PIX_SECONDS) * 1000);
        transaction = {
          ...transactionBase(amount),
          transaction_type: 'pix',
          status: 'waiting_payment',
          success: true,
          qr_code: pixBrCode({
            amountCents: amount,
            merchantName: 'AULA SANDBOX',
            merchantCity: 'SAO PAULO',
            location: `${deps.origin()}/pix/v2/cobv/${chargeId}`,
            txid: chargeId.replace(/[^A-Za-z0-9]/g, ''),
          }),
          qr_code_url: `${deps.origin()}/pix/${chargeId}/qr_code.svg`,
          expires_at: expires.toISOString(),
        };
      } else if (method === 'boleto') {
        const due = new Date(dueAt!);
        const nossoNumero = String(Object.keys(data.orderCharges).length + 1).padStart(11, '0');
        const { line, barcode } = boletoNumbers({
          bank: SANDBOX_BANK,
          amountCents: amount,
          due,
          freeField: `3381${'09'}${nossoNumero}0000001${'0'}`,
        });
        transaction = {
          ...transactionBase(amount),
          transaction_type: 'boleto',
          status: 'generated',
          success: true,
          line,
          barcode,
          pdf: `${deps.origin()}/boletos/${chargeId}/pdf`,
          url: `${deps.origin()}/boletos/${chargeId}`,
          due_at: due.toISOString(),
          nosso_numero: nossoNumero,
          document_number: boleto?.string('document_number') ?? orderCode,
          instructions: boleto?.string('instructions') ?? '',
        };
      } else {
        const outcome = data.cards[storedCard!.id]!.outcome;
        const approved = outcome !== 'decline';
        chargeStatus = approved ? 'paid' : 'failed';
        paidAt = approved ? at : null;
        transaction = {
          ...transactionBase(amount),
          transaction_type: 'credit_card',
          status: approved ? 'captured' : 'not_authorized',
          success: approved,
          installments,
          operation_type: 'auth_and_capture',
          acquirer_name: 'simulator',
          acquirer_message: approved ? 'Transação capturada com sucesso' : 'Transação não autorizada',
          acquirer_return_code: approved ? '00' : '05',
          card: clone(storedCard!),
        };
      }
      data.orders[orderId] = {
        base: {
          id: orderId,
          code: orderCode,
          amount,
          currency: 'BRL',
          closed: true,
          status: 'pending',
          items,
          metadata: metadata ?? {},
          closed_at: at,
          created_at: at,
          updated_at: at,
        },
        customer_id: customer.id,
        charge_ids: [chargeId],
      };
      data.orderCharges[chargeId] = {
        base: {
          id: chargeId,
          code: orderCode,
          amount,
          ...(paidAt ? { paid_amount: amount } : {}),
          status: chargeStatus,
          currency: 'BRL',
          payment_method: method!,
          due_at: method === 'boleto' ? dueAt! : at,
          paid_at: paidAt,
          canceled_at: null,
          last_transaction: transaction,
          metadata: metadata ?? {},
          created_at: at,
          updated_at: at,
        },
        order_id: orderId,
        customer_id: customer.id,
        card_id: storedCard?.id ?? null,
      };
      events.push(['order.created', renderOrder(orderId)]);
      if (chargeStatus !== 'pending') {
        events.push([
          chargeStatus === 'paid' ? 'charge.paid' : 'charge.payment_failed',
          renderCharge(chargeId),
        ]);
      }
      settleOrder(orderId, events);
      return renderOrder(orderId);
    });

  function listOrders(query: Query) {
    const matches = views
      .newestFirst(data.orders)
      .filter(
        (o) =>
          (!query.customer_id || o.customer_id === query.customer_id) &&
          (!query.status || o.base.status === query.status) &&
          (!query.code || o.base.code === query.code),
      );
    return views.paginate(
      matches.map((o) => renderOrder(o.base.id)),
      query,
      '/orders',
    );
  }

  function pendingCharge(orderId: string) {
    const order = orderOf(orderId);
    const charge = data.orderCharges[order.charge_ids[0]!]!;
    if (charge.base.status !== 'pending') {
      throw precondition(`A charge with status ${charge.base.status} cannot be paid or expired.`);
    }
    return charge;
  }

  /** The payer's bank settles the Pix or the boleto (control endpoint). */
  const payOrder = (orderId: string) =>
    run((events) => {
      const charge = pendingCharge(orderId);
      const at = iso();
      Object.assign(charge.base, {
        status: 'paid',
        paid_at: at,
        paid_amount: charge.base.amount,
        updated_at: at,
      });
      if (charge.base.last_transaction) {
        Object.assign(charge.base.last_transaction, { status: 'paid', updated_at: at });
      }
      events.push(['charge.paid', renderCharge(charge.base.id)]);
      settleOrder(orderId, events);
      return renderOrder(orderId);
    });

  /** The Pix went unpaid past its expiry, or the boleto past its due date (control endpoint). */
  const expireOrder = (orderId: string) =>
    run((events) => {
      const charge = pendingCharge(orderId);
      const at = iso();
      Object.assign(charge.base, { status: 'failed', updated_at: at });
      if (charge.base.last_transaction) {
        Object.assign(charge.base.last_transaction, { status: 'expired', updated_at: at });
      }
      events.push(['charge.payment_failed', renderCharge(charge.base.id)]);
      settleOrder(orderId, events);
      return renderOrder(orderId);
    });

  /** Refunds a paid charge (a Pix goes back to the payer, a card is voided) or cancels a pending one. */
  const refundCharge = (id: string, body: unknown) =>
    run((events) => {
      const charge = orderChargeOf(id);
      refundOrCancelCharge(charge, {
        body,
        at: iso(),
        events,
        render: () => renderCharge(id),
        refusePaid: () => {
          if (charge.base.payment_method === 'boleto') {
            throw precondition('A paid boleto cannot be refunded through the API.');
          }
        },
      });
      settleOrder(charge.order_id, events);
      return renderCharge(id);
    });

  return {
    createOrder,
    getOrder: renderOrder,
    listOrders,
    payOrder,
    expireOrder,
    isOrderCharge: (id: string) => id in data.orderCharges,
    getOrderCharge: renderCharge,
    refundOrderCharge: refundCharge,
    /** The transaction a Pix QR image or boleto page is drawn from. */
    transactionOf: (chargeId: string) => orderChargeOf(chargeId).base.last_transaction ?? null,
    chargeOf: (chargeId: string) => orderChargeOf(chargeId),
  };
}
