import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { ProviderError } from '../src/modules/payments';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { tokenize } from './pagarme-helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';
import { createUser, jwt, loginAs } from './users';

/** The teacher's subscription row here and the subscriptions Pagar.me holds for its customer. */
async function subscriptionsOf(p: PaymentsTestApp, userId: number) {
  const [local] = await p.t.database.db
    .select()
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, userId));
  const remote = await p.provider.listSubscriptions({ customer_id: local!.providerCustomerId! });
  return { local, remote };
}

describe('checkout', () => {
  let p: PaymentsTestApp;
  beforeAll(async () => {
    p = await createPaymentsTestApp();
  });
  afterAll(() => p.close());

  const get: PaymentsTestApp['get'] = (...args) => p.get(...args);
  const post = (url: string, access: string, payload: object) =>
    p.t.app.inject({ method: 'POST', url, headers: jwt(access), payload });

  it('lists public plans with their limits, without login', async () => {
    const res = await get('/api/payment/subscription-plans/', null);
    expect(res.json()).toEqual([
      expect.objectContaining({
        name: 'Mensal',
        price_cents: 2990,
        interval: 'month',
        limits: expect.objectContaining({ max_students: 200, ads: false }),
      }),
      expect.objectContaining({ name: 'Anual', price_cents: 29900, interval: 'year' }),
    ]);
    expect((await get(`/api/payment/subscription-plans/${p.planId('Anual')}/`, null)).json().name).toBe(
      'Anual',
    );
    expect((await get('/api/payment/subscription-plans/9999/', null)).statusCode).toBe(404);
  });

  it('keeps payment data validated, digits only, and per user', async () => {
    const user = await createUser(p.t.database.db);
    const { access } = await loginAs(p.t.app, user);
    expect((await get('/api/payment/user-payment-data', access)).statusCode).toBe(404);
    const bad = await p.t.app.inject({
      method: 'PUT',
      url: '/api/payment/user-payment-data',
      headers: jwt(access),
      payload: {
        full_name: 'X',
        cpf: '111.111.111-11',
        phone: '1',
        cep: '1',
        street: 'a',
        number: '1',
        neighborhood: 'b',
        city: 'c',
        state: 'SP',
      },
    });
    expect(bad.json()).toMatchObject({
      cpf: ['CPF inválido: confira os dígitos.'],
      phone: ['Informe o telefone com DDD, ex. (21) 99999-9999.'],
      cep: ['O CEP tem 8 dígitos, ex. 01001-000.'],
    });
    const teacher = await p.teacherWithPaymentData();
    expect((await get('/api/payment/user-payment-data', teacher.access)).json()).toMatchObject({
      cpf: '52998224725',
      phone: '21999999999',
      cep: '01001000',
    });
    expect((await get('/api/payment/user-payment-data', null)).statusCode).toBe(401);
    const student = await createUser(p.t.database.db, {
      email: null,
      username: 'aluno.pagante',
      isStudent: true,
    });
    expect(
      (await get('/api/payment/user-payment-data', (await loginAs(p.t.app, student)).access)).statusCode,
    ).toBe(403);
  });

  it('validates coupons and explains why one does not apply', async () => {
    const teacher = await p.teacherWithPaymentData();
    const check = (code: string, plan = p.planId('Mensal')) =>
      post('/api/payment/coupon-codes', teacher.access, { code, subscription_plan: plan });
    expect((await check('bemvindo10')).json()).toEqual({
      code: 'BEMVINDO10',
      discount_type: 'percentage',
      discount_value: 10,
      cycles: 1,
      price_cents: 2990,
      discount_cents: 299,
      total_cents: 2691,
    });
    const { coupons, couponPlans } = schema;
    const db = p.t.database.db;
    const yesterday = new Date(Date.now() - 86_400_000);
    const [, , usedUp, onlyAnual] = await db
      .insert(coupons)
      .values([
        { code: 'VENCIDO', discountType: 'flat', discountValue: 500, validUntil: yesterday },
        { code: 'INATIVO', discountType: 'flat', discountValue: 500, isActive: false },
        { code: 'ESGOTADO', discountType: 'flat', discountValue: 500, maxRedemptions: 1, redemptions: 1 },
        { code: 'SOANUAL', discountType: 'flat', discountValue: 500 },
      ])
      .returning();
    expect(usedUp).toBeDefined();
    await db.insert(couponPlans).values({ couponId: onlyAnual!.id, subscriptionPlanId: p.planId('Anual') });
    const reasons = {
      NAOEXISTE: 'Cupom não encontrado.',
      VENCIDO: 'Este cupom expirou.',
      INATIVO: 'Este cupom não está mais ativo.',
      ESGOTADO: 'Este cupom já foi usado o número máximo de vezes.',
      SOANUAL: 'Este cupom não vale para este plano.',
    };
    for (const [code, message] of Object.entries(reasons)) {
      const res = await check(code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: [message] });
    }
    expect((await check('SOANUAL', p.planId('Anual'))).json().total_cents).toBe(29400);
  });

  it('subscribes with an approved card and a coupon, and the limits rise', async () => {
    const teacher = await p.teacherWithPaymentData();
    const before = await get('/api/profile/me', teacher.access);
    expect(before.json().user_access_config).toMatchObject({ max_students: 5, ads: true });
    const res = await p.subscribeWith(teacher.access, TEST_CARDS.approved, { coupon_code: 'bemvindo10' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      payment_information_updated: true,
      subscription: {
        status: 'active',
        plan: { name: 'Mensal' },
        card: { last_four_digits: '0010' },
        cancel_at_period_end: false,
        next_amount_cents: 2990,
      },
    });
    const after = await get('/api/profile/me', teacher.access);
    expect(after.json().user_access_config).toMatchObject({
      max_students: 200,
      ads: false,
      default_free_users: false,
    });
    const orders = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, teacher.id));
    expect(orders).toEqual([
      expect.objectContaining({ kind: 'subscription', status: 'paid', amountCents: 2691 }),
    ]);
    expect(p.mailer.sent.at(-1)).toMatchObject({ to: teacher.email, subject: 'Pagamento confirmado — Aula' });
    const history = await get(
      `/api/payment/subscriptions/${res.json().subscription.id}/charges`,
      teacher.access,
    );
    expect(history.json()).toEqual([
      expect.objectContaining({
        kind: 'subscription',
        amount_cents: 2691,
        status: 'paid',
        plan_name: 'Mensal',
      }),
    ]);
    const [coupon] = await p.t.database.db
      .select()
      .from(schema.coupons)
      .where(eq(schema.coupons.code, 'BEMVINDO10'));
    expect(coupon!.redemptions).toBe(1);
    const again = await p.subscribeWith(teacher.access, TEST_CARDS.approved);
    expect(again.json().code).toBe('already_subscribed');
  });

  it('refuses a declined card with the reason and leaves no active subscription', async () => {
    const teacher = await p.teacherWithPaymentData();
    const res = await p.subscribeWith(teacher.access, TEST_CARDS.declined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
      code: 'card_declined',
    });
    const info = await get('/api/payment/user-subscription-info', teacher.access);
    expect(info.json()).toEqual({ subscription: null, payment_information_updated: true });
    expect((await get('/api/profile/me', teacher.access)).json().user_access_config.max_students).toBe(5);
  });

  it('creates one subscription and one charge for a double click or a replayed key', async () => {
    const teacher = await p.teacherWithPaymentData();
    const token = (await tokenize(p.sandbox.url, TEST_CARDS.approved)).id;
    const key = crypto.randomUUID();
    const send = () =>
      p.t.app.inject({
        method: 'POST',
        url: '/api/payment/subscriptions/',
        headers: { ...jwt(teacher.access), 'idempotency-key': key },
        payload: { subscription_plan: p.planId('Mensal'), card_token: token },
      });
    const results = await Promise.all([send(), send()]);
    // The second click either finds the first still running (409) or already done (its stored 201).
    expect(results.map((r) => r.statusCode).sort()).toSatisfy(
      (codes: number[]) => codes.join() === '201,409' || codes.join() === '201,201',
    );
    const replay = await send();
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(results.find((r) => r.statusCode === 201)!.json());
    const orders = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, teacher.id));
    expect(orders).toHaveLength(1);
    const { remote } = await subscriptionsOf(p, teacher.id);
    expect(remote.data).toHaveLength(1);
    const missing = await p.t.app.inject({
      method: 'POST',
      url: '/api/payment/subscriptions/',
      headers: jwt(teacher.access),
      payload: { subscription_plan: p.planId('Mensal'), card_token: token },
    });
    expect(missing.json()).toEqual({ non_field_errors: ['Cabeçalho Idempotency-Key ausente ou inválido.'] });
  });
});

describe('checkout when the provider times out', () => {
  let p: PaymentsTestApp;
  let failNext = true;
  beforeAll(async () => {
    p = await createPaymentsTestApp({
      wrapProvider: (real) => ({
        ...real,
        // The provider creates the subscription but the answer never arrives.
        createSubscription: async (input, options) => {
          const created = await real.createSubscription(input, options);
          if (failNext) {
            failNext = false;
            throw new ProviderError({
              code: 'timeout',
              status: null,
              providerMessage: null,
              fieldErrors: {},
              userFieldErrors: {},
              userMessage: 'O provedor de pagamento não respondeu. Tente novamente em instantes.',
              outcomeUnknown: true,
              retryable: true,
              method: 'POST',
              path: '/subscriptions',
            });
          }
          return created;
        },
      }),
    });
  });
  afterAll(() => p.close());

  it('answers 503, and the retry with the same key charges once', async () => {
    const teacher = await p.teacherWithPaymentData();
    const key = crypto.randomUUID();
    const first = await p.subscribeWith(teacher.access, TEST_CARDS.approved, {}, key);
    expect(first.statusCode).toBe(503);
    expect(first.json().code).toBe('provider_timeout');
    const retry = await p.subscribeWith(teacher.access, TEST_CARDS.approved, {}, key);
    expect(retry.statusCode, retry.body).toBe(201);
    const { local, remote } = await subscriptionsOf(p, teacher.id);
    expect(remote.data).toHaveLength(1);
    const charges = await p.provider.listCharges({ customer_id: local!.providerCustomerId! });
    expect(charges.data).toHaveLength(1);
  });
});
