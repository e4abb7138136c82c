import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { acquirePaymentLock, releasePaymentLock } from '../src/modules/payments';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { expectGuarded, lastAudit, adminSession, type AdminCast, type Caller } from './admin-helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';
import { createUser, loginAs } from './users';

describe('admin: subscriptions, grants, orders and provider proxies', () => {
  let p: PaymentsTestApp;
  let cast: AdminCast;
  let call: Caller;
  const base = '/api/admin/payment';
  beforeAll(async () => {
    p = await createPaymentsTestApp();
    ({ cast, call } = await adminSession(p.t));
  });
  afterAll(() => p.close());

  async function subscribed() {
    const teacher = await p.teacherWithPaymentData();
    const res = await p.subscribeWith(teacher.access, TEST_CARDS.approved);
    expect(res.statusCode, res.body).toBe(201);
    await p.deliverAll();
    const [row] = await p.t.database.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.userId, teacher.id));
    return { teacher, subscription: row! };
  }

  it('guards every route', async () => {
    await expectGuarded(call, cast, 'GET', `${base}/subscriptions`);
    await expectGuarded(call, cast, 'GET', `${base}/subscriptions/1`);
    await expectGuarded(call, cast, 'PATCH', `${base}/subscriptions/1`, { action: 'extend', days: 3 });
    await expectGuarded(call, cast, 'POST', `${base}/grant-subscription`, {
      user: 1,
      subscription_plan: 1,
      days: 3,
      reason: 'teste',
    });
    await expectGuarded(call, cast, 'GET', `${base}/orders`);
    for (const kind of ['cycles', 'invoices', 'charges', 'subscriptions']) {
      await expectGuarded(call, cast, 'GET', `${base}/pagarme/${kind}?provider_subscription_id=sub_x`);
    }
    await expectGuarded(call, cast, 'GET', `${base}/pagarme/charges/ch_x`);
    await expectGuarded(call, cast, 'GET', `${base}/pagarme/invoices/in_x`);
    await expectGuarded(call, cast, 'GET', '/api/admin/profiles/user-statistics');
    await expectGuarded(call, cast, 'GET', '/api/admin/payment/subscription-statistics');
  });

  it('lists subscriptions with filters and shows one with its orders', async () => {
    const { teacher, subscription } = await subscribed();
    const list = await call(
      'GET',
      `${base}/subscriptions?status=active&plan=${p.planId('Mensal')}&user=${teacher.id}`,
      cast.staff.access,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [
        { id: subscription.id, status: 'active', plan: { name: 'Mensal' }, user: { id: teacher.id } },
      ],
    });
    expect(
      (await call('GET', `${base}/subscriptions?status=expired&user=${teacher.id}`, cast.staff.access)).json()
        .count,
    ).toBe(0);
    expect((await call('GET', `${base}/subscriptions?status=talvez`, cast.staff.access)).statusCode).toBe(
      400,
    );
    const detail = await call('GET', `${base}/subscriptions/${subscription.id}`, cast.staff.access);
    expect(detail.json()).toMatchObject({
      card_last4: '0010',
      orders: [
        {
          kind: 'subscription',
          status: 'paid',
          amount_cents: 2990,
          provider_charge_id: expect.stringMatching(/^ch_/),
        },
      ],
    });
    expect((await call('GET', `${base}/subscriptions/999999`, cast.staff.access)).statusCode).toBe(404);
  });

  it('lists orders filtered by status, user and dates', async () => {
    const { teacher } = await subscribed();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const mine = await call(
      'GET',
      `${base}/orders?user=${teacher.id}&status=paid&date_from=${today}&date_to=${today}`,
      cast.staff.access,
    );
    expect(mine.json()).toMatchObject({
      count: 1,
      results: [{ status: 'paid', subscription_plan_name: 'Mensal', user: { id: teacher.id } }],
    });
    expect(
      (await call('GET', `${base}/orders?user=${teacher.id}&date_to=2020-01-01`, cast.staff.access)).json()
        .count,
    ).toBe(0);
    const bad = await call('GET', `${base}/orders?date_from=ontem&status=talvez`, cast.staff.access);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['date_from', 'status']));
  });

  it('refunds the first payment within 7 days (superuser), cancelling everywhere', async () => {
    const { teacher, subscription } = await subscribed();
    const url = `${base}/subscriptions/${subscription.id}`;
    expect((await call('PATCH', url, cast.staff.access, { action: 'refund_first_payment' })).statusCode).toBe(
      403,
    );
    // A double click (five, here): one refund; the others wait their turn or find it done.
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('PATCH', url, cast.superuser.access, { action: 'refund_first_payment', reason: 'Desistiu' }),
      ),
    );
    expect(clicks.filter((click) => click.statusCode === 200)).toHaveLength(1);
    expect(clicks.every((click) => [200, 400, 409].includes(click.statusCode))).toBe(true);
    const res = clicks.find((click) => click.statusCode === 200)!;
    expect(res.json()).toMatchObject({ status: 'expired', orders: [{ status: 'refunded' }] });
    const charge = await p.provider.getCharge(res.json().orders[0].provider_charge_id);
    expect(charge.status).not.toBe('paid');
    expect((await p.provider.getSubscription(subscription.providerSubscriptionId!)).status).toBe('canceled');
    await p.deliverAll();
    expect((await call('GET', url, cast.staff.access)).json().status).toBe('expired');
    const me = await call('GET', '/api/profile/me', teacher.access);
    expect(me.json().user_access_config.max_students).toBe(5);
    const actions = (await lastAudit(p.t.database.db, 'subscription', subscription.id)).map((a) => a.action);
    expect(actions).toContain('subscription.refunded');
    expect((await lastAudit(p.t.database.db, 'order'))[0]).toMatchObject({
      action: 'order.refunded',
      actorId: cast.superuser.id,
    });
    expect((await call('PATCH', url, cast.superuser.access, { action: 'cancel_now' })).statusCode).toBe(400);
    // A renewal paid before the refund never becomes "the first payment" in its place.
    await p.t.database.db.insert(schema.orders).values({
      userId: teacher.id,
      subscriptionId: subscription.id,
      kind: 'renewal',
      amountCents: 2990,
      status: 'paid',
      providerChargeId: 'ch_renovacao',
      paidAt: new Date(),
    });
    const again = await call('PATCH', url, cast.superuser.access, { action: 'refund_first_payment' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('O primeiro pagamento desta assinatura já foi reembolsado.');
  });

  it('refuses a refund after 7 days', async () => {
    const { subscription } = await subscribed();
    await p.t.database.db
      .update(schema.orders)
      .set({ paidAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(schema.orders.subscriptionId, subscription.id));
    const res = await call('PATCH', `${base}/subscriptions/${subscription.id}`, cast.superuser.access, {
      action: 'refund_first_payment',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('O reembolso só é possível em até 7 dias após o primeiro pagamento.');
  });

  it('cancels now, at the provider and here; paid subscriptions cannot be extended', async () => {
    const { subscription } = await subscribed();
    const url = `${base}/subscriptions/${subscription.id}`;
    const extend = await call('PATCH', url, cast.staff.access, { action: 'extend', days: 10 });
    expect(extend.statusCode).toBe(400);
    expect((await call('PATCH', url, cast.staff.access, { action: 'voar' })).statusCode).toBe(400);
    const res = await call('PATCH', url, cast.staff.access, {
      action: 'cancel_now',
      reason: 'Pedido por telefone',
    });
    expect(res.json()).toMatchObject({ status: 'expired', cancel_reason: 'Pedido por telefone' });
    expect((await p.provider.getSubscription(subscription.providerSubscriptionId!)).status).toBe('canceled');
    expect((await lastAudit(p.t.database.db, 'subscription', subscription.id))[0]!.action).toBe(
      'subscription.canceled_now',
    );
  });

  it('grants a plan for N days: the limits rise at once, and it can be extended', async () => {
    const teacher = await createUser(p.t.database.db);
    const { access } = await loginAs(p.t.app, teacher);
    expect((await call('GET', '/api/profile/me', access)).json().user_access_config).toMatchObject({
      max_students: 5,
      ads: true,
    });
    const bad = await call('POST', `${base}/grant-subscription`, cast.staff.access, {
      user: teacher.id,
      subscription_plan: 9999,
      days: 0,
      reason: '',
    });
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['days', 'reason']));
    const missing = await call('POST', `${base}/grant-subscription`, cast.staff.access, {
      user: teacher.id,
      subscription_plan: 9999,
      days: 30,
      reason: 'Parceria',
    });
    expect(missing.json()).toEqual({ subscription_plan: ['Plano não encontrado.'] });
    const res = await call('POST', `${base}/grant-subscription`, cast.staff.access, {
      user: teacher.id,
      subscription_plan: p.planId('Anual'),
      days: 30,
      reason: 'Parceria com a escola',
    });
    expect(res.statusCode, res.body).toBe(201);
    const granted = res.json();
    expect(granted).toMatchObject({
      status: 'active',
      provider_subscription_id: null,
      grant_reason: 'Parceria com a escola',
      granted_by: { id: cast.staff.id },
    });
    const days =
      (Date.parse(granted.current_period_end) - Date.parse(granted.current_period_start)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect((await call('GET', '/api/profile/me', access)).json().user_access_config).toMatchObject({
      max_students: 200,
      ads: false,
    });
    const again = await call('POST', `${base}/grant-subscription`, cast.staff.access, {
      user: teacher.id,
      subscription_plan: p.planId('Anual'),
      days: 30,
      reason: 'De novo',
    });
    expect(again.json().code).toBe('already_subscribed');
    const extended = await call('PATCH', `${base}/subscriptions/${granted.id}`, cast.staff.access, {
      action: 'extend',
      days: 5,
    });
    expect(Date.parse(extended.json().current_period_end) - Date.parse(granted.current_period_end)).toBe(
      5 * 86_400_000,
    );
    const audits = await lastAudit(p.t.database.db, 'subscription', granted.id);
    expect(audits.map((a) => a.action)).toEqual(['subscription.extended', 'subscription.granted']);
    const detail = await call('GET', `/api/admin/auth/users/${teacher.id}`, cast.staff.access);
    expect(detail.json()).toMatchObject({
      subscription: { status: 'active', granted: true, plan_name: 'Anual' },
      subscription_status: 'active',
    });
  });

  it('grants only to teachers, and never beside a payment operation of theirs in flight', async () => {
    const grant = (user: number) =>
      call('POST', `${base}/grant-subscription`, cast.staff.access, {
        user,
        subscription_plan: p.planId('Anual'),
        days: 30,
        reason: 'Parceria com a escola',
      });
    const student = await createUser(p.t.database.db, { isStudent: true });
    for (const user of [student.id, cast.staff.id]) {
      const refused = await grant(user);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        user: ['Só professores têm assinatura: escolha a conta de um professor.'],
      });
    }
    const teacher = await createUser(p.t.database.db);
    // A checkout of the teacher holds the lock while it talks to the provider.
    expect(await acquirePaymentLock(p.t.database.db, teacher.id, 'checkout-em-andamento')).toBe(true);
    const during = await grant(teacher.id);
    expect(during.statusCode).toBe(409);
    expect(during.json().code).toBe('payment_in_progress');
    await releasePaymentLock(p.t.database.db, teacher.id, 'checkout-em-andamento');
    const rows = () =>
      p.t.database.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, teacher.id));
    expect(await rows()).toEqual([]);
    expect((await grant(teacher.id)).statusCode).toBe(201);
    expect(await rows()).toHaveLength(1);
  });

  it('passes the provider lists and objects through, with its paging', async () => {
    const { subscription } = await subscribed();
    const sid = subscription.providerSubscriptionId!;
    const cid = subscription.providerCustomerId!;
    const get = (url: string) => call('GET', `${base}/pagarme/${url}`, cast.staff.access);
    const cycles = await get(`cycles?provider_subscription_id=${sid}`);
    expect(cycles.json()).toMatchObject({ data: [{ cycle: 1 }], paging: { total: 1 } });
    expect((await get('cycles')).json()).toEqual({
      provider_subscription_id: ['Informe a assinatura no provedor.'],
    });
    const invoices = await get(`invoices?provider_subscription_id=${sid}&page=1&size=5`);
    expect(invoices.json().data[0]).toMatchObject({ status: 'paid' });
    const charges = await get(`charges?customer_id=${cid}`);
    expect(charges.json().data.length).toBeGreaterThan(0);
    const bySub = await get(`charges?provider_subscription_id=${sid}`);
    expect(bySub.json().data[0].id).toMatch(/^ch_/);
    expect(
      (await get(`subscriptions?customer_id=${cid}`)).json().data.map((s: { id: string }) => s.id),
    ).toContain(sid);
    expect((await get(`subscriptions?provider_subscription_id=${sid}`)).json()).toMatchObject({
      data: [{ id: sid }],
      paging: { total: 1 },
    });
    const invoice = await get(`invoices/${invoices.json().data[0].id}`);
    expect(invoice.json()).toMatchObject({ id: invoices.json().data[0].id, amount: 2990 });
    const charge = await get(`charges/${bySub.json().data[0].id}`);
    expect(charge.json()).toMatchObject({ status: 'paid' });
    const missing = await get('charges/ch_naoexiste');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      detail: 'Registro não encontrado no provedor de pagamento.',
      code: 'provider_not_found',
    });
  });
});
