import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { tokenize } from './pagarme-helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';
import { createUser, deleteAccount, jwt, loginAs } from './users';

describe('admin screens reading the provider live', () => {
  let p: PaymentsTestApp;
  let staff: string;
  beforeAll(async () => {
    p = await createPaymentsTestApp();
    staff = (await loginAs(p.t.app, await createUser(p.t.database.db, { isStaff: true }))).access;
  });
  afterAll(() => p.close());

  const subscribed = async () => {
    const teacher = await p.teacherWithPaymentData();
    expect((await p.subscribeWith(teacher.access, TEST_CARDS.approved)).statusCode).toBe(201);
    const [local] = await p.t.database.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.userId, teacher.id));
    return { teacher, local: local! };
  };
  const read = async (path: string) => {
    const res = await p.t.app.inject({ url: `/api/admin/payment/pagarme/${path}`, headers: jwt(staff) });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('masks the personal data of deleted accounts as "Conta excluída", and only theirs', async () => {
    const kept = await subscribed();
    const gone = await subscribed();
    const goneSub = gone.local.providerSubscriptionId!;
    const before = await read(`subscriptions?provider_subscription_id=${goneSub}`);
    expect(before).toContain('Maria da Silva');

    const deleted = await deleteAccount(p.t.app, gone.teacher.access, gone.teacher.password);
    expect(deleted.statusCode).toBe(204);

    const charges = await read(`charges?provider_subscription_id=${goneSub}`);
    const invoices = await read(`invoices?provider_subscription_id=${goneSub}`);
    const subscription = await read(`subscriptions?provider_subscription_id=${goneSub}`);
    for (const body of [charges, invoices, subscription]) {
      expect(body).toContain('Conta excluída');
      expect(body).not.toContain('Maria da Silva');
      expect(body).not.toContain(gone.teacher.email!);
      expect(body).not.toContain('52998224725');
    }
    const chargeId = JSON.parse(charges).data[0].id as string;
    const invoiceId = JSON.parse(invoices).data[0].id as string;
    expect(await read(`charges/${chargeId}`)).not.toContain('Maria da Silva');
    expect(await read(`invoices/${invoiceId}`)).not.toContain('Maria da Silva');

    // Someone who still has an account is shown as the provider knows them.
    const other = await read(`subscriptions?provider_subscription_id=${kept.local.providerSubscriptionId}`);
    expect(other).toContain('Maria da Silva');
    expect(other).not.toContain('Conta excluída');
  });

  it('masks a deleted account whose customer never had a local subscription', async () => {
    const db = p.t.database.db;
    // A checkout that failed after the customer was created at the provider (the card was refused
    // before any subscription), then a subscription there that nothing here ever recorded.
    const checkoutFailure = async () => {
      const teacher = await p.teacherWithPaymentData();
      const res = await p.t.app.inject({
        method: 'POST',
        url: '/api/payment/subscriptions/',
        headers: { ...jwt(teacher.access), 'idempotency-key': crypto.randomUUID() },
        payload: { subscription_plan: p.planId('Mensal'), card_token: 'tok_que_nao_existe' },
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      const [data] = await db
        .select()
        .from(schema.userPaymentData)
        .where(eq(schema.userPaymentData.userId, teacher.id));
      const customerId = data!.providerCustomerId!;
      expect(customerId).toBeTruthy();
      const local = await db
        .select()
        .from(schema.subscriptions)
        .where(eq(schema.subscriptions.providerCustomerId, customerId));
      expect(local).toEqual([]);
      const card = await p.provider.createCard(
        customerId,
        (await tokenize(p.sandbox.url, TEST_CARDS.approved)).id,
      );
      const [plan] = await db.select().from(schema.providerSubscriptionPlans).limit(1);
      await p.provider.createSubscription({
        plan_id: plan!.providerPlanId,
        customer_id: customerId,
        card_id: card.id,
      });
      return { teacher, customerId };
    };
    const gone = await checkoutFailure();
    const kept = await checkoutFailure();
    expect(await read(`charges?customer_id=${gone.customerId}`)).toContain('Maria da Silva');

    const deleted = await deleteAccount(p.t.app, gone.teacher.access, gone.teacher.password);
    expect(deleted.statusCode).toBe(204);

    for (const path of [
      `charges?customer_id=${gone.customerId}`,
      `subscriptions?customer_id=${gone.customerId}`,
    ]) {
      const body = await read(path);
      expect(body).toContain('Conta excluída');
      expect(body).not.toContain('Maria da Silva');
      expect(body).not.toContain(gone.teacher.email!);
      expect(body).not.toContain('52998224725');
    }
    const other = await read(`charges?customer_id=${kept.customerId}`);
    expect(other).toContain('Maria da Silva');
    expect(other).not.toContain('Conta excluída');
  });

  it("erases a deleted account's personal data from stored webhook events, also from later ones", async () => {
    const db = p.t.database.db;
    const kept = await subscribed();
    const gone = await subscribed();
    await p.deliverAll();
    const events = async () =>
      Promise.all(
        (await db.select({ id: schema.webhookEvents.id }).from(schema.webhookEvents)).map(async ({ id }) =>
          read(id),
        ),
      );
    const read = async (id: number) => {
      const res = await p.t.app.inject({
        url: `/api/admin/webhooks/webhook-events/${id}`,
        headers: jwt(staff),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const about = (bodies: string[], sub: string) => bodies.filter((body) => body.includes(sub));
    const goneSub = gone.local.providerSubscriptionId!;
    expect(about(await events(), goneSub).join()).toContain('52998224725');

    const before = p.receiver.received.length;
    expect((await deleteAccount(p.t.app, gone.teacher.access, gone.teacher.password)).statusCode).toBe(204);
    // The cancellation's own event arrives after the account is gone.
    await p.deliverAll(before);
    expect(p.receiver.received.length).toBeGreaterThan(before);

    const goneEvents = about(await events(), goneSub);
    expect(goneEvents.length).toBeGreaterThan(1);
    for (const body of goneEvents) {
      expect(body).not.toContain('Maria da Silva');
      expect(body).not.toContain(gone.teacher.email!);
      expect(body).not.toContain('52998224725');
      expect(body).not.toContain('Praça da Sé');
    }
    const stored = JSON.stringify(await db.select().from(schema.webhookEvents));
    expect(stored).not.toContain(gone.teacher.email!);
    // The events of someone who still has an account keep what the provider sent.
    expect(about(await events(), kept.local.providerSubscriptionId!).join()).toContain(kept.teacher.email!);
  });
});
