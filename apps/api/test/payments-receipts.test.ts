import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';
import { jwt } from './users';

describe('receipts and the right of withdrawal', () => {
  let p: PaymentsTestApp;
  beforeAll(async () => {
    p = await createPaymentsTestApp();
  });
  afterAll(() => p.close());

  const get: PaymentsTestApp['get'] = (...args) => p.get(...args);
  const cancel = (access: string, payload: object) =>
    p.t.app.inject({
      method: 'POST',
      url: '/api/payment/cancel-subscription',
      headers: jwt(access),
      payload,
    });
  const subscribed = async () => {
    const teacher = await p.teacherWithPaymentData();
    const res = await p.subscribeWith(teacher.access, TEST_CARDS.approved);
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, teacher.id));
    return { teacher, info: res.json(), order: order! };
  };

  it('gives each paid charge a receipt with plan, period, amount, card and the company from config', async () => {
    const { teacher, info, order } = await subscribed();
    const res = await get(`/api/payment/receipts/${order.id}/`, teacher.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: order.id,
      number: `AULA-${String(order.id).padStart(6, '0')}`,
      kind: 'subscription',
      plan_name: 'Mensal',
      period_start: info.subscription.current_period_start,
      period_end: info.subscription.current_period_end,
      amount_cents: 2990,
      discount_cents: 0,
      refunded_cents: 0,
      status: 'paid',
      paid_at: order.paidAt!.toISOString(),
      card: { brand: 'Visa', last_four_digits: '0010' },
      payment_method: 'credit_card',
      installments: 1,
      customer: { name: 'Maria da Silva', cpf: '52998224725' },
      company: { name: 'Aula Educação Ltda. (demonstração)', cnpj: '11222333000181' },
      provider_charge_id: order.providerChargeId,
    });
    expect((await get(`/api/payment/receipts/${order.id}/`, null)).statusCode).toBe(401);
    const other = await p.teacherWithPaymentData();
    expect((await get(`/api/payment/receipts/${order.id}/`, other.access)).statusCode).toBe(404);
  });

  it('offers the refund within 7 days of the first payment and refunds it through the provider', async () => {
    const { teacher, info, order } = await subscribed();
    expect(info.subscription.withdrawal).toEqual({
      until: new Date(order.paidAt!.getTime() + 7 * 86_400_000).toISOString(),
      refund_cents: 2990,
    });
    const res = await cancel(teacher.access, { reason: 'Desisti', refund: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ subscription: null, payment_information_updated: true });
    const charge = await p.provider.getCharge(order.providerChargeId!);
    expect(charge.status).toBe('canceled');
    expect(charge.canceled_amount).toBe(2990);
    const [local] = await p.t.database.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.userId, teacher.id));
    expect(local).toMatchObject({ status: 'expired', cancelReason: 'Desisti' });
    expect(local!.refundedAt).not.toBeNull();
    expect((await p.provider.getSubscription(local!.providerSubscriptionId!)).status).toBe('canceled');
    // The provider's webhooks, processed later, keep it refunded and ended.
    await p.deliverAll();
    const [after] = await p.t.database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(after!.status).toBe('refunded');
    expect(p.mailer.sent.at(-1)).toMatchObject({
      to: teacher.email,
      subject: 'Assinatura cancelada e reembolsada — Aula',
    });
    expect((await get('/api/profile/me', teacher.access)).json().user_access_config.max_students).toBe(5);
    // The refunded charge keeps its receipt, marked as refunded.
    expect((await get(`/api/payment/receipts/${order.id}/`, teacher.access)).json().status).toBe('refunded');
  });

  it('refunds once when the teacher confirms the withdrawal from several tabs at once', async () => {
    const { teacher, order } = await subscribed();
    const mailsBefore = p.mailer.sent.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cancel(teacher.access, { reason: 'Desisti', refund: true })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(
      statuses.filter((status) => status === 200),
      statuses.join(),
    ).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || (status >= 400 && status < 500))).toBe(true);
    const charge = await p.provider.getCharge(order.providerChargeId!);
    expect(charge.canceled_amount).toBe(2990);
    const refundMails = p.mailer.sent
      .slice(mailsBefore)
      .filter((mail) => mail.subject === 'Assinatura cancelada e reembolsada — Aula');
    expect(refundMails).toHaveLength(1);
  });

  it('refuses the refund after 7 days; cancelling at the period end still works', async () => {
    const { teacher, order } = await subscribed();
    await p.t.database.db
      .update(schema.orders)
      .set({ paidAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(schema.orders.id, order.id));
    const info = await get('/api/payment/user-subscription-info', teacher.access);
    expect(info.json().subscription.withdrawal).toBeNull();
    const refused = await cancel(teacher.access, { refund: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('withdrawal_window_closed');
    const atEnd = await cancel(teacher.access, {});
    expect(atEnd.json().subscription).toMatchObject({ status: 'canceled', cancel_at_period_end: true });
    expect((await p.provider.getCharge(order.providerChargeId!)).status).toBe('paid');
  });
});
