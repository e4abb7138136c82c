import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import {
  jwksFromUrl,
  ORPHAN_GRACE_MS,
  reconcileCustomers,
  STALE_PROCESSING_MS,
  webhookService,
} from '../src/modules/payments';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { tokenize } from './pagarme-helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';
import { jwt } from './users';

describe('reconciliation with the provider', () => {
  let p: PaymentsTestApp;
  beforeAll(async () => {
    p = await createPaymentsTestApp();
  });
  afterAll(() => p.close());

  const db = () => p.t.database.db;
  const deps = () => ({ db: db(), provider: p.provider, mailer: p.mailer, publicUrl: p.t.config.publicUrl });
  /** Runs until every customer was compared once (the sweep does a batch a minute). */
  const reconcileAll = async (now = new Date()) => {
    while ((await reconcileCustomers(deps(), now, 1000)) === 1000);
  };
  const subscribed = async (card: string) => {
    const teacher = await p.teacherWithPaymentData();
    const res = await p.subscribeWith(teacher.access, card);
    expect(res.statusCode, res.body).toBe(201);
    const [local] = await db()
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.userId, teacher.id));
    return { teacher, local: local! };
  };
  const statusOf = async (id: number) =>
    (await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.id, id)))[0]!.status;

  it('ends past_due a renewal whose webhook never arrived', async () => {
    const { teacher, local } = await subscribed(TEST_CARDS.failsAtRenewal);
    await p.sandbox.advanceSubscription(local.providerSubscriptionId!);
    expect(await statusOf(local.id)).toBe('active');
    await reconcileAll();
    expect(await statusOf(local.id)).toBe('past_due');
    expect(p.mailer.sent.at(-1)).toMatchObject({
      to: teacher.email,
      subject: 'Não conseguimos cobrar sua assinatura — Aula',
    });
  });

  it('never leaves pending a subscription the provider has paid', async () => {
    const { local } = await subscribed(TEST_CARDS.approved);
    // As if the process died between writing the row and reading the first charge's result.
    await db()
      .update(schema.subscriptions)
      .set({ status: 'pending', currentPeriodEnd: null })
      .where(eq(schema.subscriptions.id, local.id));
    await reconcileAll();
    expect(await statusOf(local.id)).toBe('active');
  });

  it('cancels and refunds a provider subscription no local row owns, and shows it to staff', async () => {
    const { teacher, local } = await subscribed(TEST_CARDS.approved);
    const card = await p.provider.createCard(
      local.providerCustomerId!,
      (await tokenize(p.sandbox.url, TEST_CARDS.approved)).id,
    );
    const [plan] = await db().select().from(schema.providerSubscriptionPlans).limit(1);
    const stray = await p.provider.createSubscription({
      plan_id: plan!.providerPlanId,
      customer_id: local.providerCustomerId!,
      card_id: card.id,
      metadata: { user_id: String(teacher.id) },
    });
    // Young ones may belong to a request still writing its row.
    await reconcileAll();
    expect((await p.provider.getSubscription(stray.id)).status).toBe('active');

    await reconcileAll(new Date(Date.now() + ORPHAN_GRACE_MS + 1000));
    expect((await p.provider.getSubscription(stray.id)).status).toBe('canceled');
    expect((await p.provider.getSubscription(local.providerSubscriptionId!)).status).toBe('active');
    const charges = (await p.provider.listCharges({ customer_id: local.providerCustomerId! })).data;
    expect(charges.map((c) => c.status).sort()).toEqual(['canceled', 'paid']);
    const [orphan] = await db()
      .select()
      .from(schema.orphanSubscriptions)
      .where(eq(schema.orphanSubscriptions.providerSubscriptionId, stray.id));
    expect(orphan).toMatchObject({ action: 'canceled', refundedCents: 2990, userId: teacher.id });

    const staff = await p.staffAccess();
    const listed = await p.t.app.inject({
      url: '/api/admin/payment/orphan-subscriptions/',
      headers: jwt(staff),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().results).toContainEqual(
      expect.objectContaining({
        provider_subscription_id: stray.id,
        action: 'canceled',
        refunded_cents: 2990,
        user: expect.objectContaining({ id: teacher.id }),
      }),
    );
    const anonymous = await p.t.app.inject({ url: '/api/admin/payment/orphan-subscriptions/' });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (
        await p.t.app.inject({
          url: '/api/admin/payment/orphan-subscriptions/',
          headers: jwt(teacher.access),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('ends at the provider a subscription that ended here but still bills there, without refund', async () => {
    const { local } = await subscribed(TEST_CARDS.approved);
    await db()
      .update(schema.subscriptions)
      .set({ status: 'expired' })
      .where(eq(schema.subscriptions.id, local.id));
    await reconcileAll(new Date(Date.now() + ORPHAN_GRACE_MS + 1000));
    expect((await p.provider.getSubscription(local.providerSubscriptionId!)).status).toBe('canceled');
    const charges = (await p.provider.listCharges({ customer_id: local.providerCustomerId! })).data;
    expect(charges.map((c) => c.status)).toEqual(['paid']);
    expect(await statusOf(local.id)).toBe('expired');
  });

  it('retries an event a crash left processing once its claim is older than the limit', async () => {
    const { local } = await subscribed(TEST_CARDS.failsAtRenewal);
    const from = p.receiver.received.length;
    await p.sandbox.advanceSubscription(local.providerSubscriptionId!);
    await p.sandbox.webhooks.idle();
    const hook = p.receiver.received.slice(from).find((h) => h.rawBody.includes('invoice.payment_failed'))!;
    const service = webhookService({
      ...deps(),
      jwks: jwksFromUrl(p.sandbox.jwksUrl),
      log: console,
      jobs: p.t.jobs,
    });
    const stored = await service.receive(hook.rawBody, {
      'x-webhook-asymmetric-signature': hook.headers['x-webhook-asymmetric-signature'],
    });
    if (!stored.accepted) throw new Error('a entrega assinada foi recusada');
    const id = stored.storedId!;
    const claim = (ago: number) =>
      db()
        .update(schema.webhookEvents)
        .set({ status: 'processing', claimedAt: new Date(Date.now() - ago), attempts: 1 })
        .where(eq(schema.webhookEvents.id, id));
    await claim(1000);
    expect(await service.processPending()).toBe(0);
    await claim(STALE_PROCESSING_MS + 1000);
    expect(await service.processPending()).toBe(1);
    const [event] = await db().select().from(schema.webhookEvents).where(eq(schema.webhookEvents.id, id));
    expect(event).toMatchObject({ status: 'processed', attempts: 2 });
    expect(await statusOf(local.id)).toBe('past_due');
  });
});
