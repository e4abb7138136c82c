import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { releaseStaleCoupons, sweepOrders } from '../src/modules/payments';
import { crc16 } from '../src/sandbox/pagarme/pix-boleto';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';
import { createUser, jwt, loginAs } from './users';
import { DAY, orderHelpers } from './payments-orders-setup';

/** One-off orders of the annual plan (issue 50): Pix, boleto and card in instalments. */
describe('payment orders', () => {
  let p: PaymentsTestApp;
  beforeAll(async () => {
    p = await createPaymentsTestApp();
  });
  afterAll(() => p.close());

  const { db, order, control, cardToken, subscriptionsOf, canReadPremium, near, yearAfter } = orderHelpers(
    () => p,
  );
  it('sells the annual plan by Pix: EMV copia-e-cola with its CRC, QR as SVG, 30 minutes, one open order', async () => {
    const teacher = await p.teacherWithPaymentData();
    const res = await order(teacher.access, { method: 'pix' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending',
      method: 'pix',
      amount_cents: 29900,
      installments: 1,
      boleto: null,
      access_until: null,
    });
    expect(body.provider_order_id).toMatch(/^or_/);
    const emv: string = body.pix.qr_code;
    expect(emv.startsWith('000201')).toBe(true);
    expect(emv).toContain('br.gov.bcb.pix');
    expect(emv).toContain('5406299.00');
    expect(emv.slice(-8, -4)).toBe('6304');
    expect(crc16(emv.slice(0, -4))).toBe(emv.slice(-4));
    expect(body.pix.qr_code_svg).toMatch(/^<svg[^>]*viewBox/);
    near(body.pix.expires_at, new Date(Date.now() + 30 * 60_000));
    expect(await canReadPremium(teacher.id)).toBe(false);

    // One open order at a time: another checkout (another key, even another method) meets this one.
    const again = await order(teacher.access, { method: 'boleto' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(body.id);
    const listed = await p.get('/api/payment/orders/', teacher.access);
    expect(listed.json().map((o: { id: number }) => o.id)).toEqual([body.id]);

    // Paid at the bank: the signed webhook makes it paid, access for a year, premium lessons open.
    await control(body.provider_order_id, 'pay');
    await p.deliverAll();
    const paid = (await p.get(`/api/payment/orders/${body.id}/`, teacher.access)).json();
    expect(paid.status).toBe('paid');
    near(paid.access_until, yearAfter(new Date()));
    expect(await canReadPremium(teacher.id)).toBe(true);
    const info = (await p.get('/api/payment/user-subscription-info', teacher.access)).json();
    expect(info.subscription).toMatchObject({ status: 'active', billing: 'order', payment_method: 'pix' });
    near(info.subscription.current_period_end, yearAfter(new Date()));
  });

  it('guards the routes: login, the teacher role, her own orders, validation, an annual plan', async () => {
    const teacher = await p.teacherWithPaymentData();
    const created = (await order(teacher.access, { method: 'pix' })).json();
    const other = await p.teacherWithPaymentData();
    expect((await p.get(`/api/payment/orders/${created.id}/`, null)).statusCode).toBe(401);
    expect((await p.get(`/api/payment/orders/${created.id}/`, other.access)).statusCode).toBe(404);
    expect((await p.get('/api/payment/orders/', other.access)).json()).toEqual([]);
    expect((await p.get(`/api/payment/orders/${created.id}/`, await p.staffAccess())).statusCode).toBe(403);
    const anonymous = await p.t.app.inject({
      method: 'POST',
      url: '/api/payment/orders/',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { subscription_plan: p.planId('Anual'), method: 'pix' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await order(other.access, { method: 'cheque' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().method).toBeDefined();
    const noCard = await order(other.access, { method: 'credit_card', installments: 3 });
    expect(noCard.json()).toEqual({ card_token: ['Cartão não informado.'] });
    const pixInstalments = await order(other.access, { method: 'pix', installments: 3 });
    expect(pixInstalments.json()).toEqual({ installments: ['Parcelamento só no cartão de crédito.'] });
    const monthly = await order(other.access, { method: 'pix', subscription_plan: p.planId('Mensal') });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().code).toBe('order_plan_not_annual');
    const noKey = await p.t.app.inject({
      method: 'POST',
      url: '/api/payment/orders/',
      headers: jwt(other.access),
      payload: { subscription_plan: p.planId('Anual'), method: 'pix' },
    });
    expect(noKey.statusCode).toBe(400);
    const noData = await createUser(db());
    const { access } = await loginAs(p.t.app, noData);
    expect((await order(access, { method: 'pix' })).json().code).toBe('payment_data_missing');
  });

  it('replays the same Idempotency-Key without a second order', async () => {
    const teacher = await p.teacherWithPaymentData();
    const key = crypto.randomUUID();
    const first = await order(teacher.access, { method: 'boleto' }, key);
    const second = await order(teacher.access, { method: 'boleto' }, key);
    expect(second.json()).toEqual(first.json());
    const rows = await db().select().from(schema.orders).where(eq(schema.orders.userId, teacher.id));
    expect(rows).toHaveLength(1);
  });

  it('issues a boleto: 47-digit line, 44-digit barcode, a PDF, due in 3 days', async () => {
    const teacher = await p.teacherWithPaymentData();
    const res = await order(teacher.access, { method: 'boleto' });
    expect(res.statusCode, res.body).toBe(201);
    const { boleto, pix, status } = res.json();
    expect(status).toBe('pending');
    expect(pix).toBeNull();
    expect(boleto.line).toMatch(/^\d{47}$/);
    expect(boleto.barcode).toMatch(/^\d{44}$/);
    // The barcode's amount field and the line's last 10 digits are the price.
    expect(boleto.barcode.slice(9, 19)).toBe('0000029900');
    expect(boleto.line.slice(-10)).toBe('0000029900');
    near(boleto.due_at, new Date(Date.now() + 3 * DAY));
    const pdf = await fetch(boleto.pdf_url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('charges a card in instalments at once; instalments are exact to the centavo and add up', async () => {
    const teacher = await p.teacherWithPaymentData();
    const res = await order(teacher.access, {
      method: 'credit_card',
      installments: 12,
      card_token: await cardToken(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'paid',
      installments: 12,
      amount_cents: 29900,
      pix: null,
      boleto: null,
    });
    expect(body.installment_amounts).toEqual([...Array(8).fill(2492), ...Array(4).fill(2491)]);
    expect(body.installment_amounts.reduce((a: number, b: number) => a + b, 0)).toBe(29900);
    const remote = await p.provider.getOrder(body.provider_order_id);
    expect(remote.charges[0]!.last_transaction).toMatchObject({
      transaction_type: 'credit_card',
      installments: 12,
    });
    expect(await canReadPremium(teacher.id)).toBe(true);
    // The replayed webhooks find it done.
    await p.deliverAll();
    expect(await subscriptionsOf(teacher.id)).toHaveLength(1);
  });

  it('keeps the plan maximum of instalments and the Pix discount staff set', async () => {
    const superuser = await createUser(db(), { isStaff: true, isSuperuser: true });
    const staff = (await loginAs(p.t.app, superuser)).access;
    const planId = p.planId('Anual');
    const current = (await p.get(`/api/admin/payment/subscription-plans/${planId}`, staff)).json();
    const put = await p.t.app.inject({
      method: 'PUT',
      url: `/api/admin/payment/subscription-plans/${planId}`,
      headers: jwt(staff),
      payload: {
        name: current.name,
        description: current.description,
        price_cents: current.price_cents,
        interval: current.interval,
        interval_count: current.interval_count,
        trial_days: current.trial_days,
        access_config_id: current.access_config.id,
        is_public: current.is_public,
        is_active: current.is_active,
        max_installments: 6,
        pix_discount_percent: 5,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ max_installments: 6, pix_discount_percent: 5 });
    const publicPlan = (await p.get(`/api/payment/subscription-plans/${planId}/`, null)).json();
    expect(publicPlan).toMatchObject({ max_installments: 6, pix_discount_percent: 5 });
    try {
      const teacher = await p.teacherWithPaymentData();
      const tooMany = await order(teacher.access, {
        method: 'credit_card',
        installments: 7,
        card_token: await cardToken(),
      });
      expect(tooMany.json()).toEqual({ installments: ['Este plano pode ser parcelado em até 6x.'] });
      const pix = (await order(teacher.access, { method: 'pix' })).json();
      expect(pix).toMatchObject({ amount_cents: 28405, discount_cents: 1495 });
    } finally {
      await db()
        .update(schema.subscriptionPlans)
        .set({ maxInstallments: 12, pixDiscountPercent: 0 })
        .where(eq(schema.subscriptionPlans.id, planId));
    }
  });

  it('declines a card with a final 400 and grants nothing', async () => {
    const teacher = await p.teacherWithPaymentData();
    const res = await order(teacher.access, {
      method: 'credit_card',
      installments: 2,
      card_token: await cardToken(TEST_CARDS.declined),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('card_declined');
    expect(await subscriptionsOf(teacher.id)).toHaveLength(0);
    expect(await canReadPremium(teacher.id)).toBe(false);
  });

  it('expires a Pix: nothing granted, and a new order can be made', async () => {
    const teacher = await p.teacherWithPaymentData();
    const first = (await order(teacher.access, { method: 'pix' })).json();
    await control(first.provider_order_id, 'expire');
    await p.deliverAll();
    expect((await p.get(`/api/payment/orders/${first.id}/`, teacher.access)).json().status).toBe('expired');
    expect(await subscriptionsOf(teacher.id)).toHaveLength(0);
    const second = (await order(teacher.access, { method: 'pix' })).json();
    expect(second.id).not.toBe(first.id);
    // A Pix past its 30 minutes lapses here too, even before the provider says so.
    await db()
      .update(schema.orders)
      .set({ pixExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.orders.id, second.id));
    expect((await p.get(`/api/payment/orders/${second.id}/`, teacher.access)).json().status).toBe('expired');
    await sweepOrders({ db: db(), provider: p.provider, mailer: p.mailer, publicUrl: 'http://x' });
    expect(await canReadPremium(teacher.id)).toBe(false);
  });

  it('counts a coupon once per order, gives the use back when the order lapses, and stops at its maximum', async () => {
    const [coupon] = await db()
      .insert(schema.coupons)
      .values({ code: 'PEDIDO2', discountType: 'flat', discountValue: 1000, maxRedemptions: 2 })
      .returning();
    const uses = async () =>
      (await db().select().from(schema.coupons).where(eq(schema.coupons.id, coupon!.id)))[0]!.redemptions;
    const first = await p.teacherWithPaymentData();
    const key = crypto.randomUUID();
    const pix = (await order(first.access, { method: 'pix', coupon: 'pedido2' }, key)).json();
    await order(first.access, { method: 'pix', coupon: 'pedido2' }, key);
    expect(await uses()).toBe(1);
    await control(pix.provider_order_id, 'expire');
    await p.deliverAll();
    expect(await uses()).toBe(0);

    const orders = await Promise.all(
      [0, 1, 2].map(async () => {
        const teacher = await p.teacherWithPaymentData();
        return order(teacher.access, { method: 'boleto', coupon: 'PEDIDO2' });
      }),
    );
    expect(orders.map((res) => res.statusCode).sort()).toEqual([201, 201, 400]);
    expect(orders.find((res) => res.statusCode === 400)!.json()).toEqual({
      code: ['Este cupom já foi usado o número máximo de vezes.'],
    });
    expect(await uses()).toBe(2);
    // A recorded order keeps its use past the hour after which stale reservations are given back.
    await releaseStaleCoupons(db(), new Date(Date.now() + 2 * 3_600_000));
    expect(await uses()).toBe(2);
  });

  it('has one effect for a paid webhook replayed ten times', async () => {
    const teacher = await p.teacherWithPaymentData();
    const created = (await order(teacher.access, { method: 'pix' })).json();
    const from = p.receiver.received.length;
    await control(created.provider_order_id, 'pay');
    await p.sandbox.webhooks.idle();
    const hooks = p.receiver.received.slice(from);
    const paidHook = hooks.find((h) => JSON.parse(h.rawBody).type === 'order.paid')!;
    expect(paidHook).toBeDefined();
    const mailsBefore = p.mailer.sent.filter((m) => m.to === teacher.email).length;
    for (let i = 0; i < 10; i++) expect((await p.deliver(paidHook)).statusCode).toBe(200);
    for (const hook of hooks) expect((await p.deliver(hook)).statusCode).toBe(200);
    await p.settle();
    await p.t.jobs.runDue();
    const subs = await subscriptionsOf(teacher.id);
    expect(subs).toHaveLength(1);
    near(subs[0]!.currentPeriodEnd!.toISOString(), yearAfter(new Date()));
    const confirmations = p.mailer.sent.filter(
      (m) => m.to === teacher.email && m.subject.startsWith('Pagamento confirmado'),
    );
    expect(confirmations.length - mailsBefore).toBe(1);
    const stored = await db()
      .select()
      .from(schema.webhookEvents)
      .where(eq(schema.webhookEvents.eventId, JSON.parse(paidHook.rawBody).id));
    expect(stored).toHaveLength(1);
  });

  it('stacks access: after a running monthly card subscription (canceled at period end, no new charge) and on renewal', async () => {
    const teacher = await p.teacherWithPaymentData();
    const monthly = await p.subscribeWith(teacher.access, TEST_CARDS.approved);
    expect(monthly.statusCode, monthly.body).toBe(201);
    await p.deliverAll();
    const [card] = await subscriptionsOf(teacher.id);
    const monthlyEnd = card!.currentPeriodEnd!;
    const chargesBefore = (await p.provider.listInvoices({ subscription_id: card!.providerSubscriptionId! }))
      .data.length;

    const pix = (await order(teacher.access, { method: 'pix' })).json();
    await control(pix.provider_order_id, 'pay');
    await p.deliverAll();
    const paid = (await p.get(`/api/payment/orders/${pix.id}/`, teacher.access)).json();
    near(paid.access_until, yearAfter(monthlyEnd), 5_000);
    const [after] = await db()
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.id, card!.id));
    expect(after).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    const remote = await p.provider.listInvoices({ subscription_id: card!.providerSubscriptionId! });
    expect(remote.data).toHaveLength(chargesBefore);
    expect(await canReadPremium(teacher.id)).toBe(true);

    // Renewing the year stacks on the end of the current one, on the same subscription.
    const renewal = (
      await order(teacher.access, { method: 'credit_card', installments: 3, card_token: await cardToken() })
    ).json();
    expect(renewal.status).toBe('paid');
    near(renewal.access_until, yearAfter(yearAfter(monthlyEnd)), 5_000);
    const orderBilled = (await subscriptionsOf(teacher.id)).filter((s) => s.billing === 'order');
    expect(orderBilled).toHaveLength(1);
    expect(orderBilled[0]).toMatchObject({ paymentMethod: 'credit_card', installments: 3 });
    const [row] = await db().select().from(schema.orders).where(eq(schema.orders.id, renewal.id));
    expect(row!.kind).toBe('renewal');
  });
});
