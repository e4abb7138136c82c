import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { secretBox } from '../src/modules/admin';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { expectGuarded, lastAudit, adminSession, type AdminCast, type Caller } from './admin-helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';

const newPlan = {
  name: 'Escola',
  description: 'Para coordenações',
  price_cents: 9990,
  interval: 'month',
  interval_count: 1,
  trial_days: 14,
  access_config: {
    name: 'Escola',
    max_students: 1000,
    max_custom_lessons: 200,
    teachers_accounts: 10,
    ads: false,
  },
  is_public: false,
  is_active: true,
};

describe('admin: plans, provider plans, products and payment processors', () => {
  let p: PaymentsTestApp;
  let cast: AdminCast;
  let call: Caller;
  beforeAll(async () => {
    p = await createPaymentsTestApp();
    ({ cast, call } = await adminSession(p.t));
  });
  afterAll(() => p.close());

  it('guards every route', async () => {
    const base = '/api/admin/payment';
    await expectGuarded(call, cast, 'GET', `${base}/subscription-plans`);
    await expectGuarded(call, cast, 'POST', `${base}/subscription-plans`, newPlan, { superuserOnly: true });
    // The route's own guard says why staff are refused.
    expect((await call('POST', `${base}/subscription-plans`, cast.staff.access, newPlan)).json()).toEqual({
      detail: 'Só superusuários alteram planos e preços.',
      code: 'permission_denied',
    });
    await expectGuarded(call, cast, 'PUT', `${base}/subscription-plans/${p.planId('Mensal')}`, newPlan, {
      superuserOnly: true,
    });
    await expectGuarded(call, cast, 'DELETE', `${base}/subscription-plans/${p.planId('Mensal')}`, undefined, {
      superuserOnly: true,
    });
    await expectGuarded(call, cast, 'GET', `${base}/provider-subscription-plans`);
    await expectGuarded(call, cast, 'POST', `${base}/provider-subscription-plans`, {
      subscription_plan: p.planId('Mensal'),
    });
    await expectGuarded(call, cast, 'GET', `${base}/products`);
    await expectGuarded(call, cast, 'POST', `${base}/products`, { name: 'Kit', price_cents: 100 });
    await expectGuarded(call, cast, 'GET', `${base}/payment-processors`);
    await expectGuarded(
      call,
      cast,
      'POST',
      `${base}/payment-processors`,
      { name: 'P', public_key: 'pk_test_12345678', secret_key: 'sk_test_12345678' },
      { superuserOnly: true },
    );
  });

  it('lists plans with limits and subscriber counts', async () => {
    const res = await call('GET', '/api/admin/payment/subscription-plans', cast.staff.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        name: 'Mensal',
        price_cents: 2990,
        subscribers_count: 0,
        access_config: expect.objectContaining({ max_students: 200 }),
      }),
      expect.objectContaining({ name: 'Anual', interval: 'year' }),
    ]);
    expect(
      (
        await call('GET', `/api/admin/payment/subscription-plans/${p.planId('Anual')}`, cast.staff.access)
      ).json().name,
    ).toBe('Anual');
    expect(
      (await call('GET', '/api/admin/payment/subscription-plans/9999', cast.staff.access)).statusCode,
    ).toBe(404);
  });

  it('creates, edits and deletes a plan with its own access configuration, audited', async () => {
    const invalid = await call('POST', '/api/admin/payment/subscription-plans', cast.superuser.access, {
      ...newPlan,
      access_config: undefined,
      price_cents: -1,
      interval: 'week',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json())).toEqual(expect.arrayContaining(['price_cents', 'interval']));
    const created = await call(
      'POST',
      '/api/admin/payment/subscription-plans',
      cast.superuser.access,
      newPlan,
    );
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json();
    expect(plan).toMatchObject({
      name: 'Escola',
      trial_days: 14,
      is_public: false,
      access_config: { max_students: 1000, teachers_accounts: 10 },
    });
    const edited = await call(
      'PUT',
      `/api/admin/payment/subscription-plans/${plan.id}`,
      cast.superuser.access,
      {
        ...newPlan,
        access_config: undefined,
        access_config_id: plan.access_config.id,
        price_cents: 8990,
        is_active: false,
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      price_cents: 8990,
      is_active: false,
      access_config: { id: plan.access_config.id },
    });
    const audits = await lastAudit(p.t.database.db, 'subscription_plan', plan.id);
    expect(audits.map((a) => a.action)).toEqual(['subscription_plan.updated', 'subscription_plan.created']);
    expect(audits[0]!.before).toMatchObject({ price_cents: 9990 });
    expect(
      (await call('DELETE', `/api/admin/payment/subscription-plans/${plan.id}`, cast.superuser.access))
        .statusCode,
    ).toBe(204);
    expect(
      (await call('GET', `/api/admin/payment/subscription-plans/${plan.id}`, cast.staff.access)).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a plan with subscribers (deactivate it instead)', async () => {
    const teacher = await p.teacherWithPaymentData();
    expect((await p.subscribeWith(teacher.access, TEST_CARDS.approved)).statusCode).toBe(201);
    const res = await call(
      'DELETE',
      `/api/admin/payment/subscription-plans/${p.planId('Mensal')}`,
      cast.superuser.access,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'plan_has_subscribers',
      detail: expect.stringMatching(/desative/),
    });
  });

  it('creates the plan at the provider and lists provider plans', async () => {
    const created = await call('POST', '/api/admin/payment/provider-subscription-plans', cast.staff.access, {
      subscription_plan: p.planId('Anual'),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      subscription_plan: p.planId('Anual'),
      price_cents: 29900,
      provider: 'pagarme',
    });
    const remote = await p.provider.getPlan(created.json().provider_plan_id);
    expect(remote.items[0]!.pricing_scheme.price).toBe(29900);
    const list = (
      await call('GET', '/api/admin/payment/provider-subscription-plans', cast.staff.access)
    ).json();
    expect(list.map((x: { subscription_plan_name: string }) => x.subscription_plan_name)).toContain('Anual');
    expect((await lastAudit(p.t.database.db, 'provider_subscription_plan'))[0]).toMatchObject({
      actorId: cast.staff.id,
    });
    const missing = await call('POST', '/api/admin/payment/provider-subscription-plans', cast.staff.access, {
      subscription_plan: 9999,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('creates and lists products', async () => {
    const bad = await call('POST', '/api/admin/payment/products', cast.staff.access, {
      name: '',
      price_cents: 0,
    });
    expect(bad.statusCode).toBe(400);
    const res = await call('POST', '/api/admin/payment/products', cast.staff.access, {
      name: 'Kit de atividades',
      price_cents: 4990,
    });
    expect(res.statusCode).toBe(201);
    expect((await call('GET', '/api/admin/payment/products', cast.staff.access)).json()[0]).toMatchObject({
      name: 'Kit de atividades',
      price_cents: 4990,
      is_active: true,
    });
    expect((await lastAudit(p.t.database.db, 'product'))[0]!.action).toBe('product.created');
  });

  it('stores processor secret keys encrypted, showing only the last four characters', async () => {
    const secret = 'sk_test_MuitoSecreta9876';
    const res = await call('POST', '/api/admin/payment/payment-processors', cast.superuser.access, {
      name: 'Pagar.me produção',
      public_key: 'pk_test_Publica1234',
      secret_key: secret,
      is_default: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('MuitoSecreta');
    expect(res.json()).toMatchObject({ secret_key_last4: '9876', is_default: true, provider: 'pagarme' });
    const list = await call('GET', '/api/admin/payment/payment-processors', cast.staff.access);
    expect(list.body).not.toContain('MuitoSecreta');
    const [row] = await p.t.database.db
      .select()
      .from(schema.paymentProcessors)
      .where(eq(schema.paymentProcessors.id, res.json().id));
    expect(row!.secretKeyCiphertext).not.toContain('Secreta');
    expect(secretBox(p.t.config.jwtSecret).open(row!.secretKeyCiphertext)).toBe(secret);
    const audit = (await lastAudit(p.t.database.db, 'payment_processor'))[0]!;
    expect(JSON.stringify(audit.after)).not.toContain('MuitoSecreta');
    const bad = await call('POST', '/api/admin/payment/payment-processors', cast.superuser.access, {
      name: 'X',
      provider: 'stripe',
      public_key: 'pk',
      secret_key: 'sk',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['provider', 'public_key', 'secret_key']));
  });
});
