import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { sendRenewalReminders, sweepOrders } from '../src/modules/payments';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';
import { createUser, jwt, loginAs } from './users';
import { DAY, orderHelpers } from './payments-orders-setup';

/** One-off orders of the annual plan (issue 50): refunds, renewal e-mails and what staff sees. */
describe('payment orders', () => {
  let p: PaymentsTestApp;
  beforeAll(async () => {
    p = await createPaymentsTestApp();
  });
  afterAll(() => p.close());

  const { db, order, control, cardToken, subscriptionsOf, canReadPremium } = orderHelpers(() => p);

  it('refunds a Pix and a card within 7 days through the provider; access ends', async () => {
    for (const method of ['pix', 'credit_card'] as const) {
      const teacher = await p.teacherWithPaymentData();
      const created = (
        await order(
          teacher.access,
          method === 'pix' ? { method } : { method, installments: 4, card_token: await cardToken() },
        )
      ).json();
      if (method === 'pix') {
        await control(created.provider_order_id, 'pay');
        await p.deliverAll();
      }
      const paid = (await p.get(`/api/payment/orders/${created.id}/`, teacher.access)).json();
      expect(paid.refundable_until).not.toBeNull();
      const other = await p.teacherWithPaymentData();
      const foreign = await p.t.app.inject({
        method: 'POST',
        url: `/api/payment/orders/${created.id}/refund/`,
        headers: jwt(other.access),
        payload: {},
      });
      expect(foreign.statusCode).toBe(404);
      const res = await p.t.app.inject({
        method: 'POST',
        url: `/api/payment/orders/${created.id}/refund/`,
        headers: jwt(teacher.access),
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'refunded', refundable_until: null });
      const remote = await p.provider.getOrder(created.provider_order_id);
      expect(remote.charges[0]!.status).toBe('canceled');
      await p.deliverAll();
      expect(await canReadPremium(teacher.id)).toBe(false);
      const [sub] = await subscriptionsOf(teacher.id);
      expect(sub!.status).toBe('expired');
    }
  });

  it('asks a boleto refund for the bank account and records it for staff; refuses after 7 days', async () => {
    const teacher = await p.teacherWithPaymentData();
    const created = (await order(teacher.access, { method: 'boleto' })).json();
    await control(created.provider_order_id, 'pay');
    await p.deliverAll();
    const refund = (payload: object) =>
      p.t.app.inject({
        method: 'POST',
        url: `/api/payment/orders/${created.id}/refund/`,
        headers: jwt(teacher.access),
        payload,
      });
    const missing = await refund({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().bank_account).toBeDefined();
    const invalid = await refund({
      bank_account: {
        holder_name: 'Maria',
        holder_cpf: '111.111.111-11',
        bank: 'Itaú',
        agency: 'x',
        account: '1',
      },
    });
    expect(Object.keys(invalid.json()).sort()).toEqual([
      'bank_account.account',
      'bank_account.agency',
      'bank_account.holder_cpf',
    ]);
    const res = await refund({
      bank_account: {
        holder_name: 'Maria da Silva',
        holder_cpf: '529.982.247-25',
        bank: '341 — Itaú',
        agency: '1234',
        account: '12345-6',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', refundable_until: null });
    expect(res.json().refund_requested_at).not.toBeNull();
    const [row] = await db().select().from(schema.orders).where(eq(schema.orders.id, created.id));
    expect(row!.refundBankAccount).toMatchObject({ holder_cpf: '52998224725', agency: '1234' });
    expect((await refund({})).json().code).toBe('order_not_refundable');

    // Past the 7 days, no refund.
    const late = await p.teacherWithPaymentData();
    const lateOrder = (
      await order(late.access, { method: 'credit_card', installments: 1, card_token: await cardToken() })
    ).json();
    await db()
      .update(schema.orders)
      .set({ paidAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(schema.orders.id, lateOrder.id));
    const tooLate = await p.t.app.inject({
      method: 'POST',
      url: `/api/payment/orders/${lateOrder.id}/refund/`,
      headers: jwt(late.access),
      payload: {},
    });
    expect(tooLate.json().code).toBe('order_not_refundable');
  });

  it('sends the renewal e-mails 15, 7 and 1 days before the end, once each, then the grace period', async () => {
    const teacher = await p.teacherWithPaymentData();
    const created = (await order(teacher.access, { method: 'pix' })).json();
    await control(created.provider_order_id, 'pay');
    await p.deliverAll();
    const [sub] = (await subscriptionsOf(teacher.id)).filter((s) => s.billing === 'order');
    const deps = { db: db(), provider: p.provider, mailer: p.mailer, publicUrl: 'https://aula.test' };
    const end = sub!.currentPeriodEnd!;
    const reminders = () =>
      p.mailer.sent.filter((m) => m.to === teacher.email && m.subject.includes('termina'));
    const at = async (daysBefore: number) => {
      const now = new Date(end.getTime() - daysBefore * DAY);
      await sendRenewalReminders(deps, now);
      await sendRenewalReminders(deps, now);
      await p.t.jobs.runDue();
    };
    await at(20);
    expect(reminders()).toHaveLength(0);
    await at(14.5);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.subject).toContain('em 15 dias');
    expect(reminders()[0]!.text).toContain(
      `https://aula.test/dashboard/payment/${p.planId('Anual')}/confirmation?metodo=pix`,
    );
    await at(10);
    expect(reminders()).toHaveLength(1);
    await at(6.9);
    await at(0.5);
    expect(reminders().map((m) => m.subject)).toEqual([
      expect.stringContaining('em 15 dias'),
      expect.stringContaining('em 7 dias'),
      expect.stringContaining('amanhã'),
    ]);
    const rows = await db()
      .select()
      .from(schema.renewalReminders)
      .where(eq(schema.renewalReminders.subscriptionId, sub!.id));
    expect(rows.map((r) => r.daysBefore).sort((a, b) => a - b)).toEqual([1, 7, 15]);

    // After the end: the grace period of a failed renewal, then the free plan.
    await db()
      .update(schema.subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - DAY) })
      .where(eq(schema.subscriptions.id, sub!.id));
    await sweepOrders(deps);
    const [graced] = await db()
      .select()
      .from(schema.subscriptions)
      .where(and(eq(schema.subscriptions.id, sub!.id)));
    expect(graced!.status).toBe('past_due');
    expect(await canReadPremium(teacher.id)).toBe(true);
    await sweepOrders(deps, new Date(Date.now() + 7 * DAY));
    const [ended] = await db()
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.id, sub!.id));
    expect(ended!.status).toBe('expired');
    expect(await canReadPremium(teacher.id)).toBe(false);
  });

  it('shows staff the method and instalments, filters by them, reports by method, and records a paid boleto refund', async () => {
    const teacher = await p.teacherWithPaymentData();
    const created = (await order(teacher.access, { method: 'boleto' })).json();
    await control(created.provider_order_id, 'pay');
    await p.deliverAll();
    await p.t.app.inject({
      method: 'POST',
      url: `/api/payment/orders/${created.id}/refund/`,
      headers: jwt(teacher.access),
      payload: {
        bank_account: {
          holder_name: 'Maria da Silva',
          holder_cpf: '52998224725',
          bank: 'Banco do Brasil',
          agency: '1234-5',
          account: '98765-0',
        },
      },
    });
    const staff = await p.staffAccess();
    const boletos = (
      await p.get(`/api/admin/payment/orders?payment_method=boleto&user=${teacher.id}`, staff)
    ).json();
    expect(boletos.results).toHaveLength(1);
    expect(boletos.results[0]).toMatchObject({
      payment_method: 'boleto',
      installments: 1,
      provider_order_id: created.provider_order_id,
      refund_bank_account: { bank: 'Banco do Brasil', account: '98765-0' },
    });
    const pending = (await p.get('/api/admin/payment/orders?refund_pending=true', staff)).json();
    expect(pending.results.map((o: { id: number }) => o.id)).toContain(created.id);
    const cards = (await p.get('/api/admin/payment/orders?payment_method=credit_card', staff)).json();
    expect(cards.results.every((o: { payment_method: string }) => o.payment_method === 'credit_card')).toBe(
      true,
    );
    const subs = (await p.get(`/api/admin/payment/subscriptions?user=${teacher.id}`, staff)).json();
    expect(subs.results[0]).toMatchObject({ billing: 'order', payment_method: 'boleto', installments: 1 });
    expect(
      (await p.get(`/api/admin/payment/subscriptions?payment_method=pix&user=${teacher.id}`, staff)).json()
        .results,
    ).toHaveLength(0);

    const report = (await p.get('/api/admin/payment/orders/by-method', staff)).json();
    expect(report.map((r: { payment_method: string }) => r.payment_method)).toEqual([
      'pix',
      'boleto',
      'credit_card',
    ]);
    const all = await db().select().from(schema.orders);
    const boletoRow = report.find((r: { payment_method: string }) => r.payment_method === 'boleto');
    expect(boletoRow.orders).toBe(all.filter((o) => o.paymentMethod === 'boleto').length);
    expect(boletoRow.paid_cents).toBe(
      all.filter((o) => o.paymentMethod === 'boleto' && o.paidAt).reduce((sum, o) => sum + o.amountCents, 0),
    );
    const card = report.find((r: { payment_method: string }) => r.payment_method === 'credit_card');
    expect(card.in_installments).toBe(
      all.filter((o) => o.paymentMethod === 'credit_card' && o.paidAt && o.installments > 1).length,
    );
    expect((await p.get('/api/admin/payment/orders/by-method', teacher.access)).statusCode).toBe(403);

    // Only a superuser records the transfer; then the order is refunded and its access ends.
    const url = `/api/admin/payment/orders/${created.id}/boleto-refund-paid`;
    expect((await p.t.app.inject({ method: 'POST', url, headers: jwt(staff) })).statusCode).toBe(403);
    expect(await canReadPremium(teacher.id)).toBe(true);
    const superuser = await createUser(db(), { isStaff: true, isSuperuser: true });
    const su = (await loginAs(p.t.app, superuser)).access;
    const done = await p.t.app.inject({ method: 'POST', url, headers: jwt(su) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'refunded', refunded_cents: 29900 });
    expect(await canReadPremium(teacher.id)).toBe(false);
    await p.t.jobs.runDue();
    const told = p.mailer.sent.filter(
      (m) => m.to === teacher.email && m.subject === 'Pedido cancelado e reembolsado — Aula',
    );
    expect(told).toHaveLength(1);
    // Clicked again (or twice at once): still one transfer recorded, one e-mail.
    const again = await Promise.all(
      [0, 1, 2].map(() => p.t.app.inject({ method: 'POST', url, headers: jwt(su) })),
    );
    expect(again.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    await p.t.jobs.runDue();
    const recorded = await db()
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'order.boleto_refund_paid'),
          eq(schema.auditLog.targetId, String(created.id)),
        ),
      );
    expect(recorded).toHaveLength(1);
    expect(
      p.mailer.sent.filter(
        (m) => m.to === teacher.email && m.subject === 'Pedido cancelado e reembolsado — Aula',
      ),
    ).toHaveLength(1);
    expect(told[0]!.text).toMatch(/Transferimos R\$\s299,00 para a conta bancária que você informou\./);
    const other = (await order(teacher.access, { method: 'pix' })).json();
    const notBoleto = await p.t.app.inject({
      method: 'POST',
      url: `/api/admin/payment/orders/${other.id}/boleto-refund-paid`,
      headers: jwt(su),
    });
    expect(notBoleto.statusCode).toBe(404);
  });
});
