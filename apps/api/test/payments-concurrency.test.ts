import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { type PagarmeSubscription, releaseStaleCoupons } from '../src/modules/payments';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { tokenize } from './pagarme-helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';
import { jwt } from './users';

/** Holds a createSubscription after the provider created it, as if the API died right there. */
function crashPoint() {
  let armed = false;
  let reached: (remote: PagarmeSubscription) => void = () => {};
  let release: () => void = () => {};
  return {
    arm() {
      armed = true;
      const atProvider = new Promise<PagarmeSubscription>((resolve) => (reached = resolve));
      const held = new Promise<void>((resolve) => (release = resolve));
      return { atProvider, release: () => release(), held };
    },
    async pass(remote: PagarmeSubscription, held: () => Promise<void>) {
      if (!armed) return;
      armed = false;
      reached(remote);
      await held();
    },
  };
}

describe('payments under concurrency and crashes', () => {
  let p: PaymentsTestApp;
  const crash = crashPoint();
  let hold: Promise<void> = Promise.resolve();
  beforeAll(async () => {
    p = await createPaymentsTestApp({
      wrapProvider: (real) => ({
        ...real,
        createSubscription: async (input, options) => {
          const remote = await real.createSubscription(input, options);
          await crash.pass(remote, () => hold);
          return remote;
        },
      }),
    });
  });
  afterAll(() => p.close());

  const db = () => p.t.database.db;
  const customerOf = async (userId: number) => {
    const [data] = await db()
      .select()
      .from(schema.userPaymentData)
      .where(eq(schema.userPaymentData.userId, userId));
    return data!.providerCustomerId!;
  };
  /** What the provider holds for this teacher: subscriptions still billing, and charges. */
  const atProvider = async (userId: number) => {
    const customer = await customerOf(userId);
    const subscriptions = (await p.provider.listSubscriptions({ customer_id: customer, size: 100 })).data;
    const charges = (await p.provider.listCharges({ customer_id: customer, size: 100 })).data;
    return {
      live: subscriptions.filter((s) => s.status === 'active'),
      charges,
      paid: charges.filter((c) => c.status === 'paid'),
    };
  };
  const localRows = (userId: number) =>
    db().select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId));
  const post = (url: string, access: string, payload: object, key = crypto.randomUUID()) =>
    p.t.app.inject({
      method: 'POST',
      url,
      headers: { ...jwt(access), 'idempotency-key': key },
      payload,
    });
  const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
  /**
   * Sends the requests together and keeps whichever reaches the provider first there until all the
   * others have answered, so they overlap it however fast or slow the machine is.
   */
  const allAtOnce = async (requests: (() => ReturnType<typeof post>)[]) => {
    const point = crash.arm();
    hold = point.held;
    let answered = 0;
    return Promise.all(
      requests.map((send) =>
        send().finally(() => {
          if (++answered === requests.length - 1) point.release();
        }),
      ),
    );
  };

  for (const n of [3, 10]) {
    it(`${n} subscriptions at once with different keys: one 201, the rest 409, one charge`, async () => {
      const teacher = await p.teacherWithPaymentData();
      const tokens = await Promise.all(
        Array.from({ length: n }, () => tokenize(p.sandbox.url, TEST_CARDS.approved)),
      );
      const responses = await allAtOnce(
        tokens.map(
          (token) => () =>
            post('/api/payment/subscriptions/', teacher.access, {
              subscription_plan: p.planId('Mensal'),
              card_token: token.id,
            }),
        ),
      );
      expect(codes(responses)).toEqual([201, ...Array<number>(n - 1).fill(409)]);
      for (const refused of responses.filter((r) => r.statusCode === 409)) {
        expect(refused.json().detail).toMatch(/assinatura|pagamento/);
      }
      const provider = await atProvider(teacher.id);
      expect(provider.live).toHaveLength(1);
      // Not one paid and others refunded: only one charge was ever made.
      expect(provider.charges).toHaveLength(1);
      expect(provider.paid).toHaveLength(1);
      const local = await localRows(teacher.id);
      expect(local.map((s) => [s.status, s.providerSubscriptionId])).toEqual([
        ['active', provider.live[0]!.id],
      ]);
    });

    it(`${n} plan changes at once: one wins, the rest 409, one live subscription`, async () => {
      const teacher = await p.teacherWithPaymentData();
      expect((await p.subscribeWith(teacher.access, TEST_CARDS.approved)).statusCode).toBe(201);
      const responses = await allAtOnce(
        Array.from(
          { length: n },
          () => () =>
            post('/api/payment/change-subscription-plan/', teacher.access, {
              target_subscription_plan_id: p.planId('Anual'),
            }),
        ),
      );
      expect(codes(responses)).toEqual([200, ...Array<number>(n - 1).fill(409)]);
      const provider = await atProvider(teacher.id);
      expect(provider.live).toHaveLength(1);
      expect(provider.charges).toHaveLength(2);
      expect(provider.paid).toHaveLength(2);
      const local = await localRows(teacher.id);
      const live = local.filter((s) => s.status === 'active');
      expect(live).toHaveLength(1);
      expect(live[0]).toMatchObject({
        subscriptionPlanId: p.planId('Anual'),
        providerSubscriptionId: provider.live[0]!.id,
      });
    });
  }

  const limitedCoupon = async (code: string) => {
    const [coupon] = await db()
      .insert(schema.coupons)
      .values({ code, discountType: 'percentage', discountValue: 50, cycles: 1, maxRedemptions: 1 })
      .returning();
    return {
      code,
      uses: async () => {
        const [row] = await db().select().from(schema.coupons).where(eq(schema.coupons.id, coupon!.id));
        return row!.redemptions;
      },
    };
  };

  it('a coupon with one use left goes to one of 6 teachers checking out at once', async () => {
    const coupon = await limitedCoupon('UMAVEZ');
    const teachers = await Promise.all(Array.from({ length: 6 }, () => p.teacherWithPaymentData()));
    const tokens = await Promise.all(teachers.map(() => tokenize(p.sandbox.url, TEST_CARDS.approved)));
    const responses = await allAtOnce(
      teachers.map(
        (teacher, i) => () =>
          post('/api/payment/subscriptions/', teacher.access, {
            subscription_plan: p.planId('Mensal'),
            card_token: tokens[i]!.id,
            coupon_code: coupon.code,
          }),
      ),
    );
    expect(codes(responses)).toEqual([201, 400, 400, 400, 400, 400]);
    for (const refused of responses.filter((r) => r.statusCode === 400)) {
      expect(refused.json()).toEqual({ code: ['Este cupom já foi usado o número máximo de vezes.'] });
    }
    expect(await coupon.uses()).toBe(1);
    // The refused ones were never charged.
    const charged = await Promise.all(teachers.map(async (t) => (await atProvider(t.id)).charges.length));
    expect(charged.sort()).toEqual([0, 0, 0, 0, 0, 1]);
  });

  it('a declined card gives the coupon back for the retry', async () => {
    const coupon = await limitedCoupon('SEGUNDACHANCE');
    const teacher = await p.teacherWithPaymentData();
    const declined = await p.subscribeWith(teacher.access, TEST_CARDS.declined, { coupon_code: coupon.code });
    expect(declined.json().code).toBe('card_declined');
    expect(await coupon.uses()).toBe(0);
    const retry = await p.subscribeWith(teacher.access, TEST_CARDS.approved, { coupon_code: coupon.code });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await coupon.uses()).toBe(1);
    const other = await p.teacherWithPaymentData();
    expect(
      (await p.subscribeWith(other.access, TEST_CARDS.approved, { coupon_code: coupon.code })).json(),
    ).toEqual({ code: ['Este cupom já foi usado o número máximo de vezes.'] });
  });

  it('a checkout that died holding a coupon use gives it back within the hour, and the crashed one keeps it', async () => {
    const coupon = await limitedCoupon('QUEDA');
    const teacher = await p.teacherWithPaymentData();
    const key = crypto.randomUUID();
    const point = crash.arm();
    hold = point.held;
    const body = {
      subscription_plan: p.planId('Mensal'),
      card_token: (await tokenize(p.sandbox.url, TEST_CARDS.approved)).id,
      coupon_code: coupon.code,
    };
    const first = post('/api/payment/subscriptions/', teacher.access, body, key);
    await point.atProvider;
    expect(await coupon.uses()).toBe(1);
    // Held, not yet recorded: the sweep leaves it while it is young...
    await releaseStaleCoupons(db());
    expect(await coupon.uses()).toBe(1);
    // ...and gives it back once old, after which the recorded subscription claims it again.
    await releaseStaleCoupons(db(), new Date(Date.now() + 2 * 3_600_000));
    expect(await coupon.uses()).toBe(0);
    point.release();
    expect((await first).statusCode).toBe(201);
    expect(await coupon.uses()).toBe(1);
  });

  it('a plan change racing cancel, resume and card change: it wins, the others 409', async () => {
    const teacher = await p.teacherWithPaymentData();
    expect((await p.subscribeWith(teacher.access, TEST_CARDS.approved)).statusCode).toBe(201);
    const card = await tokenize(p.sandbox.url, TEST_CARDS.approved);
    // The plan change is held at the provider while the other three arrive.
    const point = crash.arm();
    hold = point.held;
    const change = post('/api/payment/change-subscription-plan/', teacher.access, {
      target_subscription_plan_id: p.planId('Anual'),
    });
    await point.atProvider;
    const others = await Promise.all([
      post('/api/payment/cancel-subscription', teacher.access, { reason: 'teste' }),
      post('/api/payment/update-subscription-credit-card', teacher.access, { card_token: card.id }),
      post('/api/payment/resume-subscription', teacher.access, {}),
    ]);
    point.release();
    expect((await change).statusCode).toBe(200);
    expect(codes(others)).toEqual([409, 409, 409]);
    for (const refused of others) expect(refused.json().code).toBe('payment_in_progress');
    const provider = await atProvider(teacher.id);
    expect(provider.live).toHaveLength(1);
    const local = await localRows(teacher.id);
    expect(local.filter((s) => s.status === 'active')).toMatchObject([
      { subscriptionPlanId: p.planId('Anual'), providerSubscriptionId: provider.live[0]!.id },
    ]);
  });

  it('recovers a checkout interrupted between the provider and the local write', async () => {
    const teacher = await p.teacherWithPaymentData();
    const key = crypto.randomUUID();
    const point = crash.arm();
    hold = point.held;
    const token = await tokenize(p.sandbox.url, TEST_CARDS.approved);
    const body = { subscription_plan: p.planId('Mensal'), card_token: token.id };
    const first = post('/api/payment/subscriptions/', teacher.access, body, key);
    const created = await point.atProvider;
    expect(await localRows(teacher.id)).toEqual([]);

    // While its lease runs the request counts as alive: the same key waits, a new one is refused.
    expect((await post('/api/payment/subscriptions/', teacher.access, body, key)).json().code).toBe(
      'in_progress',
    );
    // The process "died": its lease runs out.
    await db()
      .update(schema.paymentLocks)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const retry = await post('/api/payment/subscriptions/', teacher.access, body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().subscription).toMatchObject({ status: 'active' });
    const startOver = await post('/api/payment/subscriptions/', teacher.access, {
      subscription_plan: p.planId('Mensal'),
      card_token: (await tokenize(p.sandbox.url, TEST_CARDS.approved)).id,
    });
    expect(startOver.statusCode).toBe(409);
    expect(startOver.json().code).toBe('already_subscribed');

    point.release();
    expect((await first).statusCode).toBe(201);
    const provider = await atProvider(teacher.id);
    expect(provider.live.map((s) => s.id)).toEqual([created.id]);
    expect(provider.paid).toHaveLength(1);
    const local = await localRows(teacher.id);
    expect(local.map((s) => [s.status, s.providerSubscriptionId])).toEqual([['active', created.id]]);
  });

  it('a "start over" with a new key after a crash finds the paid subscription instead of charging again', async () => {
    const teacher = await p.teacherWithPaymentData();
    const point = crash.arm();
    hold = point.held;
    const first = post('/api/payment/subscriptions/', teacher.access, {
      subscription_plan: p.planId('Mensal'),
      card_token: (await tokenize(p.sandbox.url, TEST_CARDS.approved)).id,
    });
    const created = await point.atProvider;
    await db()
      .update(schema.paymentLocks)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const startOver = await post('/api/payment/subscriptions/', teacher.access, {
      subscription_plan: p.planId('Mensal'),
      card_token: (await tokenize(p.sandbox.url, TEST_CARDS.approved)).id,
    });
    expect(startOver.json().code).toBe('already_subscribed');
    const local = await localRows(teacher.id);
    expect(local.map((s) => [s.status, s.providerSubscriptionId])).toEqual([['active', created.id]]);
    point.release();
    await first;
    const provider = await atProvider(teacher.id);
    expect(provider.live).toHaveLength(1);
    expect(provider.paid).toHaveLength(1);
  });

  it('recovers a plan change interrupted between the provider and the local write', async () => {
    const teacher = await p.teacherWithPaymentData();
    expect((await p.subscribeWith(teacher.access, TEST_CARDS.approved)).statusCode).toBe(201);
    const [original] = await localRows(teacher.id);
    const key = crypto.randomUUID();
    const point = crash.arm();
    hold = point.held;
    const body = { target_subscription_plan_id: p.planId('Anual') };
    const first = post('/api/payment/change-subscription-plan/', teacher.access, body, key);
    const created = await point.atProvider;
    await db()
      .update(schema.paymentLocks)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const retry = await post('/api/payment/change-subscription-plan/', teacher.access, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    const local = await localRows(teacher.id);
    expect(local.find((s) => s.id === original!.id)?.status).toBe('expired');
    expect(local.filter((s) => s.status === 'active').map((s) => s.providerSubscriptionId)).toEqual([
      created.id,
    ]);

    point.release();
    expect((await first).statusCode).toBe(200);
    const provider = await atProvider(teacher.id);
    expect(provider.live.map((s) => s.id)).toEqual([created.id]);
    expect(provider.charges).toHaveLength(2);
  });

  it('a plan change started over with a new key after a crash settles the first one', async () => {
    const teacher = await p.teacherWithPaymentData();
    expect((await p.subscribeWith(teacher.access, TEST_CARDS.approved)).statusCode).toBe(201);
    const point = crash.arm();
    hold = point.held;
    const body = { target_subscription_plan_id: p.planId('Anual') };
    const first = post('/api/payment/change-subscription-plan/', teacher.access, body);
    const created = await point.atProvider;
    await db()
      .update(schema.paymentLocks)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const startOver = await post('/api/payment/change-subscription-plan/', teacher.access, body);
    // The first change is found and kept; asking again for the plan she now has is refused.
    expect(startOver.statusCode).toBe(400);
    const live = (await localRows(teacher.id)).filter((s) => s.status === 'active');
    expect(live.map((s) => s.providerSubscriptionId)).toEqual([created.id]);
    point.release();
    await first;
    const provider = await atProvider(teacher.id);
    expect(provider.live.map((s) => s.id)).toEqual([created.id]);
    expect(provider.charges).toHaveLength(2);
  });
});
