import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_GRACE_DAYS } from '@aula/contracts';
import { schema } from '@aula/db';
import { jwksFromUrl, webhookService } from '../src/modules/payments';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { tokenize } from './pagarme-helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';
import { jwt } from './users';

describe('subscription lifecycle and webhooks', () => {
  let p: PaymentsTestApp;
  beforeAll(async () => {
    p = await createPaymentsTestApp();
  });
  afterAll(() => p.close());

  const info = async (access: string) =>
    (await p.t.app.inject({ url: '/api/payment/user-subscription-info', headers: jwt(access) })).json();
  const post = (url: string, access: string, payload: object = {}, headers: Record<string, string> = {}) =>
    p.t.app.inject({ method: 'POST', url, headers: { ...jwt(access), ...headers }, payload });
  const subscribed = async (card: string) => {
    const teacher = await p.teacherWithPaymentData();
    const res = await p.subscribeWith(teacher.access, card);
    expect(res.statusCode, res.body).toBe(201);
    const [local] = await p.t.database.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.userId, teacher.id));
    return { teacher, local: local! };
  };

  it('rejects unsigned or tampered deliveries without storing or applying anything', async () => {
    const unsigned = await p.t.app.inject({
      method: 'POST',
      url: '/api/payment/webhooks/pagarme/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'hook_falso', type: 'invoice.paid', data: {} }),
    });
    expect(unsigned.statusCode).toBe(401);
    const from = p.receiver.received.length;
    await subscribed(TEST_CARDS.approved);
    await p.sandbox.webhooks.idle();
    const real = p.receiver.received[from]!;
    const tampered = await p.deliver({ ...real, rawBody: real.rawBody.replace('"type":"', '"type":"x') });
    expect(tampered.statusCode).toBe(401);
    const rows = await p.t.database.db.select().from(schema.webhookEvents);
    expect(rows.some((row) => row.rawBody.includes('hook_falso') || row.status === 'rejected')).toBe(false);
  });

  it('has one effect for the same event delivered ten times at once', async () => {
    const from = p.receiver.received.length;
    const { teacher } = await subscribed(TEST_CARDS.approved);
    await p.sandbox.webhooks.idle();
    const paid = p.receiver.received.slice(from).find((h) => h.rawBody.includes('"invoice.paid"'))!;
    const results = await Promise.all(Array.from({ length: 10 }, () => p.deliver(paid)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    await p.settle();
    const eventId = (JSON.parse(paid.rawBody) as { id: string }).id;
    const rows = await p.t.database.db
      .select()
      .from(schema.webhookEvents)
      .where(eq(schema.webhookEvents.eventId, eventId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('processed');
    const orders = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, teacher.id));
    expect(orders).toHaveLength(1);
    expect(
      p.mailer.sent.filter((m) => m.to === teacher.email && m.subject.startsWith('Pagamento confirmado')),
    ).toHaveLength(1);
  });

  it('sends a failed renewal to past_due, and a new card makes it active again', async () => {
    const { teacher, local } = await subscribed(TEST_CARDS.failsAtRenewal);
    let from = await p.deliverAll();
    await p.sandbox.advanceSubscription(local.providerSubscriptionId!);
    from = await p.deliverAll(from);
    const pastDue = await info(teacher.access);
    expect(pastDue).toMatchObject({
      payment_information_updated: false,
      subscription: { status: 'past_due' },
    });
    const [failedRenewal] = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.userId, teacher.id), eq(schema.orders.status, 'failed')));
    expect(pastDue.subscription.open_amount_cents).toBe(failedRenewal!.amountCents);
    const limits = async () =>
      (await p.t.app.inject({ url: '/api/profile/me', headers: jwt(teacher.access) })).json();
    // A warning, not a wall: the plan's limits stay for the grace period.
    expect(await limits()).toMatchObject({
      payment_information_updated: false,
      user_access_config: { max_students: 200 },
    });
    const [row] = await p.t.database.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.id, local.id));
    const graceUntil = new Date(row!.pastDueSince!.getTime() + PAYMENT_GRACE_DAYS * 86_400_000);
    expect(pastDue.subscription.grace_until).toBe(graceUntil.toISOString());
    expect(p.mailer.sent.at(-1)).toMatchObject({
      to: teacher.email,
      subject: 'Não conseguimos cobrar sua assinatura — Aula',
    });
    const dayMonthYear = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
      graceUntil,
    );
    expect(p.mailer.sent.at(-1)!.text).toContain(`Atualize o cartão até ${dayMonthYear}`);
    expect(p.mailer.sent.at(-1)!.text).toContain('/dashboard/payment/update-payment-information-required');
    // Six students and two own plans, within the paid plan's limits.
    const room = await post('/api/content/classrooms/', teacher.access, {
      name: '3º ano B',
      school_year: 2026,
    });
    expect(room.statusCode, room.body).toBe(201);
    const students = Array.from({ length: 6 }, (_, i) => ({ first_name: `Aluno${i}`, last_name: 'Teste' }));
    expect((await post('/api/profile/my-students/bulk/', teacher.access, { students })).statusCode).toBe(201);
    const plans = [];
    for (const title of ['Primeiro livro', 'Segundo livro']) {
      const plan = await post('/api/content/custom-lessonplans/', teacher.access, { title });
      expect(plan.statusCode, plan.body).toBe(201);
      plans.push(plan.json().id as number);
    }
    const newActivity = () =>
      post(`/api/content/classrooms/${room.json().id}/assignments/`, teacher.access, {
        lesson: null,
        title: 'Leitura do capítulo 2',
        instructions: '<p>Leia e conte para a família.</p>',
        due_at: null,
        students: null,
        submission_type: 'none',
        publish_at: null,
      });
    const rename = (id: number) =>
      p.t.app.inject({
        method: 'PATCH',
        url: `/api/content/custom-lessonplans/${id}/`,
        headers: jwt(teacher.access),
        payload: { title: 'Novo título' },
      });
    // After it, the free limits (nothing deleted); paying again brings the plan back.
    await p.t.database.db
      .update(schema.subscriptions)
      .set({ pastDueSince: new Date(Date.now() - (PAYMENT_GRACE_DAYS + 1) * 86_400_000) })
      .where(eq(schema.subscriptions.id, local.id));
    expect((await limits()).user_access_config).toMatchObject({ max_students: 5 });
    // Beyond the free limits, read-only: everything still listed, nothing changed.
    const rooms = await p.t.app.inject({ url: '/api/content/classrooms/', headers: jwt(teacher.access) });
    expect(rooms.json().results).toHaveLength(1);
    const refused = await newActivity();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('over_plan_limits');
    expect((await rename(plans[0]!)).statusCode).toBe(200);
    expect((await rename(plans[1]!)).json().code).toBe('over_plan_limits');

    const token = (await tokenize(p.sandbox.url, TEST_CARDS.approved)).id;
    const changed = await post('/api/payment/update-subscription-credit-card', teacher.access, {
      card_token: token,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      payment_information_updated: true,
      subscription: { status: 'active', card: { last_four_digits: '0010' }, grace_until: null },
      charged_cents: failedRenewal!.amountCents,
    });
    expect((await limits()).user_access_config).toMatchObject({ max_students: 200 });
    expect((await newActivity()).statusCode).toBe(201);
    expect((await rename(plans[1]!)).statusCode).toBe(200);
    await p.deliverAll(from);
    expect((await info(teacher.access)).subscription.status).toBe('active');
    const orders = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, teacher.id));
    expect(orders.map((o) => `${o.kind}:${o.status}`).sort()).toEqual(['renewal:paid', 'subscription:paid']);
  });

  it('ends in the right state whatever order the events arrive in', async () => {
    const from = p.receiver.received.length;
    const { teacher, local } = await subscribed(TEST_CARDS.approved);
    await p.sandbox.advanceSubscription(local.providerSubscriptionId!);
    await p.sandbox.webhooks.idle();
    const hooks = p.receiver.received.slice(from).reverse();
    for (const hook of hooks) await p.deliver(hook);
    await p.settle();
    const state = await info(teacher.access);
    expect(state.subscription.status).toBe('active');
    const orders = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, teacher.id));
    expect(orders.map((o) => o.status)).toEqual(['paid', 'paid']);
  });

  it('processes after a restart an event stored but never processed', async () => {
    const { teacher, local } = await subscribed(TEST_CARDS.failsAtRenewal);
    await p.deliverAll();
    await p.sandbox.advanceSubscription(local.providerSubscriptionId!);
    await p.sandbox.webhooks.idle();
    const failed = p.receiver.received
      .filter((h) => h.rawBody.includes(local.providerSubscriptionId!))
      .at(-1)!;
    // Stored (with its job) as the endpoint would, then the process "died" before processing it.
    const fresh = webhookService({
      ...p,
      db: p.t.database.db,
      mailer: p.mailer,
      publicUrl: p.t.config.publicUrl,
      jwks: jwksFromUrl(p.sandbox.jwksUrl),
      log: console,
      jobs: p.t.jobs,
    });
    const stored = await fresh.receive(failed.rawBody, {
      'x-webhook-asymmetric-signature': failed.headers['x-webhook-asymmetric-signature'],
    });
    if (!stored.accepted) throw new Error('a entrega assinada foi recusada');
    const [event] = await p.t.database.db
      .select()
      .from(schema.webhookEvents)
      .where(eq(schema.webhookEvents.id, stored.storedId!));
    expect(event!.status).toBe('received');
    expect(await p.t.jobs.runDue()).toBeGreaterThan(0);
    expect((await info(teacher.access)).subscription.status).toBe('past_due');
  });

  it('cancels at the end of the period, keeps access until then, and can resume', async () => {
    const { teacher } = await subscribed(TEST_CARDS.approved);
    const canceled = await post('/api/payment/cancel-subscription', teacher.access, {
      reason: 'Férias escolares',
    });
    expect(canceled.json().subscription).toMatchObject({
      status: 'canceled',
      cancel_at_period_end: true,
      next_billing_at: null,
    });
    expect(p.mailer.sent.at(-1)).toMatchObject({ subject: 'Assinatura cancelada — Aula' });
    const profile = await p.t.app.inject({ url: '/api/profile/me', headers: jwt(teacher.access) });
    expect(profile.json().user_access_config.max_students).toBe(200);
    const resumed = await post('/api/payment/resume-subscription', teacher.access);
    expect(resumed.json().subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect((await post('/api/payment/resume-subscription', teacher.access)).statusCode).toBe(400);
  });

  it('previews a plan change and applies exactly that, recomputed on the server', async () => {
    const { teacher } = await subscribed(TEST_CARDS.approved);
    const target = p.planId('Anual');
    const preview = await p.t.app.inject({
      url: `/api/payment/change-subscription-plan/?target-subscription-plan-id=${target}`,
      headers: jwt(teacher.access),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({
      current_plan: { name: 'Mensal' },
      target_plan: { name: 'Anual' },
      new_price_cents: 29900,
    });
    expect(body.credit_cents).toBeGreaterThan(2900);
    expect(body.refund_cents).toBe(0);
    expect(body.amount_due_cents).toBe(29900 - body.credit_cents);
    const applied = await post(
      '/api/payment/change-subscription-plan/',
      teacher.access,
      { target_subscription_plan_id: target },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().subscription).toMatchObject({ status: 'active', plan: { name: 'Anual' } });
    const orders = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, teacher.id));
    expect(orders.find((o) => o.kind === 'plan_change')).toMatchObject({
      status: 'paid',
      amountCents: body.amount_due_cents,
    });
    const same = await p.t.app.inject({
      url: `/api/payment/change-subscription-plan/?target-subscription-plan-id=${target}`,
      headers: jwt(teacher.access),
    });
    expect(same.json().code).toBe('same_plan');
  });

  it('refunds the credit a cheaper plan cannot take, once, on the charge it came from', async () => {
    const teacher = await p.teacherWithPaymentData();
    const annual = await p.subscribeWith(teacher.access, TEST_CARDS.approved, {
      subscription_plan: p.planId('Anual'),
    });
    expect(annual.statusCode, annual.body).toBe(201);
    const target = p.planId('Mensal');
    const preview = (
      await p.t.app.inject({
        url: `/api/payment/change-subscription-plan/?target-subscription-plan-id=${target}`,
        headers: jwt(teacher.access),
      })
    ).json();
    // Almost a whole year's credit: the monthly charge takes all but its R$ 1,00 minimum, the card
    // gets the rest back.
    expect(preview).toMatchObject({ credit_cents: 2990 - 100, amount_due_cents: 100 });
    expect(preview.refund_cents).toBeGreaterThan(29900 - 2990 - 100);
    expect(preview.credit_cents + preview.refund_cents).toBeLessThanOrEqual(29900);
    const key = crypto.randomUUID();
    const change = () =>
      post(
        '/api/payment/change-subscription-plan/',
        teacher.access,
        { target_subscription_plan_id: target },
        {
          'idempotency-key': key,
        },
      );
    expect((await change()).statusCode).toBe(200);
    expect((await change()).statusCode).toBe(200);
    const orders = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, teacher.id));
    const first = orders.find((o) => o.kind === 'subscription')!;
    const refunded = first.refundedCents;
    // The server recomputed the credit a moment later: a few cents less, never more.
    expect(refunded).toBeGreaterThan(preview.refund_cents - 50);
    expect(refunded).toBeLessThanOrEqual(preview.refund_cents);
    expect(first).toMatchObject({ status: 'paid', amountCents: 29900 });
    expect((await p.provider.getCharge(first.providerChargeId!)).canceled_amount).toBe(refunded);
    const charges = await p.t.app.inject({
      url: `/api/payment/subscriptions/${first.subscriptionId}/charges`,
      headers: jwt(teacher.access),
    });
    expect(charges.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ amount_cents: 29900, refunded_cents: refunded })]),
    );
    // Withdrawing now gives back what is still on the card, not the part already refunded.
    const info = await p.t.app.inject({
      url: '/api/payment/user-subscription-info',
      headers: jwt(teacher.access),
    });
    expect(info.json().subscription.withdrawal.refund_cents).toBe(29900 - refunded + 100);
  });

  it('cancels the subscription and deletes the stored cards at the provider when the account is deleted, keeping the anonymised record', async () => {
    const { teacher, local } = await subscribed(TEST_CARDS.approved);
    const customerId = (await p.provider.getSubscription(local.providerSubscriptionId!)).customer.id;
    expect((await p.provider.listCards(customerId)).data).toHaveLength(1);
    const res = await post('/api/accounts/delete-account/', teacher.access, { password: teacher.password });
    expect(res.statusCode).toBe(204);
    const remote = await p.provider.getSubscription(local.providerSubscriptionId!);
    expect(remote.status).toBe('canceled');
    expect((await p.provider.listCards(customerId)).data).toEqual([]);
    const [row] = await p.t.database.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.id, local.id));
    expect(row).toMatchObject({ userId: null, status: 'expired' });
    const orders = await p.t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.subscriptionId, local.id));
    expect(orders).toEqual([expect.objectContaining({ userId: null, status: 'paid' })]);
  });
});
