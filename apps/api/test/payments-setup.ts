import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '@aula/db';
import { jwksFromUrl, pagarmeClient, type PaymentProvider } from '../src/modules/payments';
import { startPagarmeSandbox } from '../src/sandbox/pagarme-sandbox';
import { seedDemoPayments } from '../src/seed/demo-payments';
import { createTestApp, type TestApp } from './app';
import { PUBLIC_KEY, SECRET_KEY, startReceiver, tokenize, type ReceivedHook } from './pagarme-helpers';
import { createUser, jwt, loginAs, memoryMailer } from './users';
import { PAYMENT_DATA } from './payment-data';

/**
 * The real app on the real sandbox. Webhooks land in a receiver first, so a test decides when
 * (and how many times, in which order) each signed delivery reaches the API.
 */
export async function createPaymentsTestApp(
  options: { wrapProvider?: (p: PaymentProvider) => PaymentProvider } = {},
) {
  const receiver = await startReceiver();
  const sandbox = await startPagarmeSandbox({
    publicKey: PUBLIC_KEY,
    secretKey: SECRET_KEY,
    webhookUrl: receiver.url,
  });
  const client = pagarmeClient({ baseUrl: sandbox.url, secretKey: SECRET_KEY });
  const provider = options.wrapProvider ? options.wrapProvider(client) : client;
  const mailer = memoryMailer();
  const t: TestApp = await createTestApp({
    deps: {
      mailer,
      payments: {
        provider,
        jwks: jwksFromUrl(sandbox.jwksUrl),
        endpoints: {
          cardApiUrl: sandbox.url,
          cardPublicKey: PUBLIC_KEY,
          cepServiceUrl: sandbox.cepServiceUrl,
        },
      },
    },
  });
  await seedDemoPayments(t.database.db);
  const plans = await t.database.db.select().from(schema.subscriptionPlans);
  const planId = (name: string) => plans.find((p) => p.name === name)!.id;

  const deliver = (hook: ReceivedHook) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhooks/pagarme/',
      headers: {
        'content-type': 'application/json',
        'x-webhook-asymmetric-signature': String(hook.headers['x-webhook-asymmetric-signature']),
      },
      payload: hook.rawBody,
    });

  /** Sends every delivery received so far (from `from` on) to the API and waits until processed. */
  async function deliverAll(from = 0) {
    await sandbox.webhooks.idle();
    const hooks = receiver.received.slice(from);
    for (const hook of hooks) expect((await deliver(hook)).statusCode).toBe(200);
    await settle();
    return receiver.received.length;
  }

  async function settle() {
    for (let i = 0; i < 100; i++) {
      const busy = await t.database.db
        .select({ id: schema.webhookEvents.id })
        .from(schema.webhookEvents)
        .where(inArray(schema.webhookEvents.status, ['received', 'processing']));
      if (busy.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('webhooks não processados a tempo');
  }

  async function teacherWithPaymentData() {
    const user = await createUser(t.database.db);
    const { access } = await loginAs(t.app, user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/payment/user-payment-data',
      headers: jwt(access),
      payload: { ...PAYMENT_DATA, complement: 'sala 2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...user, access };
  }

  const subscribeWith = async (
    access: string,
    card: string,
    body: Record<string, unknown> = {},
    key = crypto.randomUUID(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/subscriptions/',
      headers: { ...jwt(access), 'idempotency-key': key },
      payload: {
        subscription_plan: planId('Mensal'),
        card_token: (await tokenize(sandbox.url, card)).id,
        ...body,
      },
    });

  /** A GET signed in with `access`, or anonymous. */
  const get = (url: string, access: string | null) =>
    t.app.inject({ url, headers: access ? jwt(access) : {} });

  /** A staff member's access token. */
  async function staffAccess() {
    const staff = await createUser(t.database.db, { isStaff: true });
    return (await loginAs(t.app, staff)).access;
  }

  return {
    t,
    get,
    staffAccess,
    sandbox,
    receiver,
    provider: client,
    mailer,
    planId,
    deliver,
    deliverAll,
    settle,
    teacherWithPaymentData,
    subscribeWith,
    close: async () => {
      await t.close();
      await sandbox.close();
      await receiver.close();
    },
  };
}

export type PaymentsTestApp = Awaited<ReturnType<typeof createPaymentsTestApp>>;
