import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';
import { GOOD_PASSWORD, jwt } from './users';

describe('deleting the account within 7 days of paying offers and performs the refund (CDC art. 49)', () => {
  let p: PaymentsTestApp;
  beforeAll(async () => {
    p = await createPaymentsTestApp();
  });
  afterAll(() => p.close());

  const subscribed = async () => {
    const teacher = await p.teacherWithPaymentData();
    const res = await p.subscribeWith(teacher.access, TEST_CARDS.approved);
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, teacher.id));
    return { teacher, order: order! };
  };
  const preview = (access: string) =>
    p.t.app.inject({ url: '/api/accounts/delete-account/', headers: jwt(access) });
  const remove = (access: string, payload: object) =>
    p.t.app.inject({ method: 'POST', url: '/api/accounts/delete-account/', headers: jwt(access), payload });
  const userExists = async (id: number) =>
    (await p.t.database.db.select().from(schema.users).where(eq(schema.users.id, id))).length === 1;

  it('offers the refund in the preview and refunds through the provider before erasing', async () => {
    const { teacher, order } = await subscribed();
    const offer = await preview(teacher.access);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json()).toEqual({
      students: 0,
      withdrawal: {
        until: new Date(order.paidAt!.getTime() + 7 * 86_400_000).toISOString(),
        refund_cents: 2990,
      },
    });
    const res = await remove(teacher.access, { password: GOOD_PASSWORD, refund: true });
    expect(res.statusCode, res.body).toBe(204);
    expect(await userExists(teacher.id)).toBe(false);
    const charge = await p.provider.getCharge(order.providerChargeId!);
    expect(charge.status).toBe('canceled');
    expect(charge.canceled_amount).toBe(2990);
    const [after] = await p.t.database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(after).toMatchObject({ status: 'refunded', refundedCents: 2990 });
    expect(p.mailer.sent.at(-1)).toMatchObject({
      to: teacher.email,
      subject: 'Assinatura cancelada e reembolsada — Aula',
    });
  });

  it('without asking for it, the charge stays paid (the subscription still stops)', async () => {
    const { teacher, order } = await subscribed();
    expect((await remove(teacher.access, { password: GOOD_PASSWORD })).statusCode).toBe(204);
    expect((await p.provider.getCharge(order.providerChargeId!)).status).toBe('paid');
  });

  it('after 7 days there is nothing to offer, and asking for it keeps the account', async () => {
    const { teacher, order } = await subscribed();
    await p.t.database.db
      .update(schema.orders)
      .set({ paidAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(schema.orders.id, order.id));
    expect((await preview(teacher.access)).json()).toEqual({ students: 0, withdrawal: null });
    const refused = await remove(teacher.access, { password: GOOD_PASSWORD, refund: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('withdrawal_window_closed');
    expect(await userExists(teacher.id)).toBe(true);
    // A wrong password is refused before any refund.
    const wrong = await remove(teacher.access, { password: 'errada', refund: true });
    expect(wrong.json()).toEqual({ password: ['Senha incorreta.'] });
  });

  it('a teacher who never paid sees no refund', async () => {
    const teacher = await p.teacherWithPaymentData();
    expect((await preview(teacher.access)).json()).toEqual({ students: 0, withdrawal: null });
    expect((await remove(teacher.access, { password: GOOD_PASSWORD, refund: true })).statusCode).toBe(400);
  });

  it('a Pix order of the annual plan paid this week is offered and refunded too; a boleto is not', async () => {
    const paidOrder = async (method: 'pix' | 'boleto') => {
      const teacher = await p.teacherWithPaymentData();
      const created = await p.t.app.inject({
        method: 'POST',
        url: '/api/payment/orders/',
        headers: { ...jwt(teacher.access), 'idempotency-key': crypto.randomUUID() },
        payload: { subscription_plan: p.planId('Anual'), method },
      });
      expect(created.statusCode, created.body).toBe(201);
      const paid = await fetch(
        `${p.sandbox.origin}/__control/orders/${created.json().provider_order_id}/pay`,
        {
          method: 'POST',
        },
      );
      expect(paid.status).toBe(200);
      await p.deliverAll();
      const [row] = await p.t.database.db
        .select()
        .from(schema.orders)
        .where(eq(schema.orders.id, created.json().id));
      expect(row!.status).toBe('paid');
      return { teacher, order: row! };
    };

    const byPix = await paidOrder('pix');
    expect((await preview(byPix.teacher.access)).json()).toEqual({
      students: 0,
      withdrawal: {
        until: new Date(byPix.order.paidAt!.getTime() + 7 * 86_400_000).toISOString(),
        refund_cents: byPix.order.amountCents,
      },
    });
    const res = await remove(byPix.teacher.access, { password: GOOD_PASSWORD, refund: true });
    expect(res.statusCode, res.body).toBe(204);
    expect(await userExists(byPix.teacher.id)).toBe(false);
    const [after] = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, byPix.order.id));
    expect(after).toMatchObject({ status: 'refunded', refundedCents: byPix.order.amountCents });

    const byBoleto = await paidOrder('boleto');
    expect((await preview(byBoleto.teacher.access)).json()).toEqual({ students: 0, withdrawal: null });
  });
});
