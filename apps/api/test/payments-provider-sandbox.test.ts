import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardDeclinedError,
  isChargeDeclined,
  jwksFromUrl,
  pagarmeClient,
  type PagarmeSubscription,
  type PaymentProvider,
  verifyWebhookSignature,
} from '../src/modules/payments';
import { startPagarmeSandbox, TEST_CARDS, type PagarmeSandbox } from '../src/sandbox/pagarme-sandbox';
import { PUBLIC_KEY, rejection, SECRET_KEY, startReceiver, tokenize } from './pagarme-helpers';

const monthly = {
  name: 'Mensal',
  interval: 'month' as const,
  interval_count: 1,
  items: [
    { name: 'Aula Mensal', quantity: 1, pricing_scheme: { scheme_type: 'unit' as const, price: 2990 } },
  ],
};

const customerInput = (email: string) => ({
  name: 'Maria da Silva',
  email,
  document: '52998224725',
  document_type: 'CPF' as const,
  type: 'individual' as const,
  address: {
    line_1: '100, Praça da Sé, Sé',
    zip_code: '01001000',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  phones: { mobile_phone: { country_code: '55', area_code: '11', number: '999999999' } },
});

describe('Pagar.me client against the sandbox', () => {
  let sandbox: PagarmeSandbox;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let client: PaymentProvider;

  beforeAll(async () => {
    receiver = await startReceiver({ failFirst: 1 });
    sandbox = await startPagarmeSandbox({
      publicKey: PUBLIC_KEY,
      secretKey: SECRET_KEY,
      webhookUrl: () => receiver.url,
      webhookRetryDelaysMs: [20, 50],
    });
    client = pagarmeClient({ baseUrl: sandbox.url, secretKey: SECRET_KEY, retryDelayMs: 1 });
  });
  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });

  it('runs the whole subscription life: charge, renewal failure, card change, retry, plan change, refund, cancel', async () => {
    const customer = await client.createCustomer(customerInput('maria@example.com'));
    const again = await client.createCustomer({
      ...customerInput('MARIA@example.com'),
      name: 'Maria S. Silva',
    });
    expect(again.id).toBe(customer.id);
    expect(again.name).toBe('Maria S. Silva');

    const token = await tokenize(sandbox.url, TEST_CARDS.failsAtRenewal);
    expect(token).toMatchObject({ type: 'card', card: { last_four_digits: '0028', brand: 'Visa' } });
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(60_000);
    const card = await client.createCard(customer.id, token.id);
    expect(card).toMatchObject({ last_four_digits: '0028', first_six_digits: '400000', status: 'active' });
    const reused = await rejection(client.createCard(customer.id, token.id));
    expect(reused).toMatchObject({ status: 422, code: 'invalid_fields' });

    const plan = await client.createPlan(monthly);
    expect(plan.id).toMatch(/^plan_/);

    const subscription = await client.createSubscription(
      {
        plan_id: plan.id,
        customer_id: customer.id,
        card_id: card.id,
        discounts: [{ value: 10, discount_type: 'percentage', cycles: 1 }],
        metadata: { aula_subscription_id: '42' },
        code: 'aula-42',
      },
      { idempotencyKey: 'subscription-42-create' },
    );
    expect(subscription).toMatchObject({
      status: 'active',
      code: 'aula-42',
      metadata: { aula_subscription_id: '42' },
      interval: 'month',
      card: { id: card.id },
      current_cycle: { cycle: 1 },
    });
    const [item] = subscription.items;
    expect(item?.pricing_scheme.price).toBe(2990);

    const first = await client.listInvoices({ subscription_id: subscription.id });
    expect(first.paging).toEqual({ total: 1, previous: null, next: null });
    const firstInvoice = first.data[0]!;
    expect(firstInvoice).toMatchObject({ status: 'paid', amount: 2691, total_discount: 299 });
    expect(firstInvoice.charge).toMatchObject({ status: 'paid', amount: 2691, paid_amount: 2691 });
    const firstCharge = await client.getCharge(firstInvoice.charge!.id);
    expect(firstCharge.invoice?.subscriptionId).toBe(subscription.id);
    expect(firstCharge.last_transaction).toMatchObject({ status: 'captured', success: true });

    // Renewal with the card that fails at renewal: the invoice fails, the subscription stays active.
    const renewal = sandbox.advanceSubscription(subscription.id);
    expect(renewal.subscription.current_cycle?.cycle).toBe(2);
    expect(renewal.invoice).toMatchObject({ status: 'failed', amount: 2990 });
    expect(renewal.charge).toMatchObject({ status: 'failed' });
    expect(isChargeDeclined(renewal.charge!)).toBe(true);
    expect((await client.getSubscription(subscription.id)).status).toBe('active');
    const failed = await client.listCharges({ customer_id: customer.id, status: 'failed' });
    expect(failed.data.map((c) => c.id)).toEqual([renewal.charge!.id]);

    const cycles = await client.listCycles(subscription.id, { size: 1 });
    expect(cycles.paging.total).toBe(2);
    expect(cycles.data[0]?.cycle).toBe(2);
    expect(cycles.paging.next).toContain('page=2');

    // New card: no charge by itself; the failed charge is then retried.
    const goodToken = await tokenize(sandbox.url, TEST_CARDS.approved);
    const goodCard = await client.createCard(customer.id, goodToken.id);
    const updated = await client.updateSubscriptionCard(subscription.id, goodCard.id);
    expect(updated.card?.id).toBe(goodCard.id);
    expect((await client.getCharge(renewal.charge!.id)).status).toBe('failed');
    const retried = await client.retryCharge(renewal.charge!.id);
    expect(retried).toMatchObject({ status: 'paid', paid_amount: 2990 });
    expect((await client.getInvoice(renewal.invoice.id)).status).toBe('paid');

    // Plan change: the item's price changes from the next cycle.
    const changed = await client.updateSubscriptionItem(subscription.id, item!.id, {
      name: 'Aula Anual',
      description: 'Aula Anual',
      status: 'active',
      pricing_scheme: { scheme_type: 'unit', price: 4990 },
    });
    expect(changed.pricing_scheme.price).toBe(4990);
    const third = sandbox.advanceSubscription(subscription.id);
    expect(third.invoice).toMatchObject({ status: 'paid', amount: 4990 });

    const partial = await client.refundCharge(third.charge!.id, { amount: 1000 });
    expect(partial).toMatchObject({ status: 'paid', canceled_amount: 1000 });
    const refunded = await client.refundCharge(third.charge!.id);
    expect(refunded).toMatchObject({ status: 'canceled', canceled_amount: 4990 });

    const canceled = await client.cancelSubscription(subscription.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.canceled_at).toBeTruthy();
    const twice = await rejection(client.cancelSubscription(subscription.id));
    expect(twice).toMatchObject({ status: 412, code: 'business_rule' });
    expect((await rejection(client.getSubscription('sub_missing'))).code).toBe('not_found');

    await sandbox.webhooks.idle();
    const types = receiver.events().map((event) => event.type);
    for (const type of [
      'subscription.created',
      'invoice.created',
      'invoice.paid',
      'charge.paid',
      'invoice.payment_failed',
      'charge.payment_failed',
      'subscription.updated',
      'charge.refunded',
      'subscription.canceled',
    ]) {
      expect(types).toContain(type);
    }
    // The receiver refused the first delivery: it was retried, and every event arrived.
    expect(sandbox.webhooks.deliveries.every((d) => d.status === 'delivered')).toBe(true);
    expect(receiver.requests()).toBe(receiver.received.length + 1);

    const jwks = jwksFromUrl(sandbox.jwksUrl);
    for (const hook of receiver.received) {
      const header = hook.headers['x-webhook-asymmetric-signature'];
      expect(header).toMatch(new RegExp(`^alg=RS256; kid=${sandbox.kid}; signature=[\\w-]+$`));
      expect(await verifyWebhookSignature({ rawBody: hook.rawBody, header, jwks })).toBe(true);
    }
    const envelope = receiver.events().find((event) => event.type === 'subscription.canceled')!;
    expect(envelope).toMatchObject({
      id: expect.stringMatching(/^hook_/),
      account: { id: expect.any(String), name: expect.any(String) },
      created_at: expect.any(String),
      data: { id: subscription.id, status: 'canceled' },
    });
  });

  it('leaves a subscription `failed` when the first charge is declined', async () => {
    const customer = await client.createCustomer(customerInput('recusado@example.com'));
    const plan = await client.createPlan(monthly);
    const token = await tokenize(sandbox.url, TEST_CARDS.declined);
    const subscription = await client.createSubscription({
      plan_id: plan.id,
      customer_id: customer.id,
      card_token: token.id,
    });
    expect(subscription.status).toBe('failed');
    const [invoice] = (await client.listInvoices({ subscription_id: subscription.id })).data;
    expect(invoice).toMatchObject({ status: 'failed', charge: { status: 'failed' } });
    const charge = await client.getCharge(invoice!.charge!.id);
    expect(isChargeDeclined(charge)).toBe(true);
    expect(cardDeclinedError(charge).userMessage).toBe(
      'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
    );
    // What the official plugins do next: cancel it at the provider.
    expect((await client.cancelSubscription(subscription.id)).status).toBe('canceled');
    expect((await client.getInvoice(invoice!.id)).status).toBe('canceled');
    const renew = await fetch(`${sandbox.origin}/__control/subscriptions/${subscription.id}/advance`, {
      method: 'POST',
    });
    expect(renew.status).toBe(412);
  });

  it('creates one subscription and one charge for a repeated Idempotency-Key', async () => {
    const customer = await client.createCustomer(customerInput('idempotente@example.com'));
    const plan = await client.createPlan(monthly);
    const card = await client.createCard(customer.id, (await tokenize(sandbox.url, TEST_CARDS.approved)).id);
    const input = { plan_id: plan.id, customer_id: customer.id, card_id: card.id };
    const before = sandbox.webhooks.deliveries.length;

    const first = await client.createSubscription(input, { idempotencyKey: 'same-key' });
    const second = await client.createSubscription(input, { idempotencyKey: 'same-key' });
    expect(second).toEqual(first);
    expect((await client.listSubscriptions({ customer_id: customer.id })).paging.total).toBe(1);
    expect((await client.listCharges({ customer_id: customer.id })).paging.total).toBe(1);
    const created = sandbox.webhooks.deliveries
      .slice(before)
      .filter((d) => d.event.type === 'subscription.created');
    expect(created).toHaveLength(1);

    const other = await client.createSubscription(input, { idempotencyKey: 'another-key' });
    expect(other.id).not.toBe(first.id);
    expect((await client.listSubscriptions({ customer_id: customer.id, size: 1 })).paging).toMatchObject({
      total: 2,
      previous: null,
      next: expect.stringContaining('page=2'),
    });
  });

  it('retries a write whose answer was lost with the same key, so it acts once', async () => {
    const customer = await client.createCustomer(customerInput('perdido@example.com'));
    const plan = await client.createPlan(monthly);
    const token = await tokenize(sandbox.url, TEST_CARDS.approved);
    const keys: (string | null)[] = [];
    let calls = 0;
    // The request reaches the provider, but the answer never comes back the first time.
    const losingFetch: typeof fetch = async (url, init) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      const response = await fetch(url, init);
      if (++calls === 1) throw new TypeError('fetch failed: socket hang up');
      return response;
    };
    const flaky = pagarmeClient({
      baseUrl: sandbox.url,
      secretKey: SECRET_KEY,
      fetch: losingFetch,
      retryDelayMs: 1,
    });
    const subscription: PagarmeSubscription = await flaky.createSubscription({
      plan_id: plan.id,
      customer_id: customer.id,
      card_token: token.id,
    });
    expect(subscription.status).toBe('active');
    expect(calls).toBe(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect((await client.listSubscriptions({ customer_id: customer.id })).paging.total).toBe(1);
    expect((await client.listCharges({ customer_id: customer.id })).paging.total).toBe(1);
  });

  it('requires the secret key, and the public key for tokens', async () => {
    const wrong = pagarmeClient({ baseUrl: sandbox.url, secretKey: 'sk_test_wrong', retries: 0 });
    const error = await rejection(wrong.listSubscriptions());
    expect(error).toMatchObject({ status: 401, code: 'configuration' });
    expect(error.userMessage).toMatch(/configuração do servidor/);

    const noKey = await fetch(`${sandbox.url}/tokens?appId=pk_test_wrong`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ message: 'Authorization has been denied for this request.' });
  });

  it('lets browsers call only the token route across origins', async () => {
    const preflight = (path: string) =>
      fetch(`${sandbox.origin}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const tokens = await preflight(`/core/v5/tokens?appId=${PUBLIC_KEY}`);
    expect(tokens.status).toBeLessThan(300);
    expect(tokens.headers.get('access-control-allow-origin')).toBe('*');
    const secret = await preflight('/core/v5/subscriptions');
    expect(secret.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers invalid card data in the provider error shape', async () => {
    const response = await fetch(`${sandbox.url}/tokens?appId=${PUBLIC_KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'card',
        card: { number: '4000000000000011', holder_name: 'X', exp_month: 1, exp_year: 2020, cvv: '1' },
      }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('The request is invalid.');
    expect(Object.keys(body.errors).sort()).toEqual(['card.cvv', 'card.exp_year', 'card.number']);
  });
});

describe('sandbox clock and state file', () => {
  it('expires card tokens after 60 seconds', async () => {
    let now = Date.parse('2026-03-01T12:00:00Z');
    const sandbox = await startPagarmeSandbox({
      publicKey: PUBLIC_KEY,
      secretKey: SECRET_KEY,
      clock: () => new Date(now),
    });
    try {
      const client = pagarmeClient({ baseUrl: sandbox.url, secretKey: SECRET_KEY });
      const customer = await client.createCustomer(customerInput('relogio@example.com'));
      const token = await tokenize(sandbox.url, TEST_CARDS.approved);
      now += 61_000;
      const error = await rejection(client.createCard(customer.id, token.id));
      expect(error.fieldErrors).toEqual({ token: ['The card token has expired.'] });
    } finally {
      await sandbox.close();
    }
  });

  it('keeps its state across restarts when given a file', async () => {
    const statePath = join(mkdtempSync(join(tmpdir(), 'aula-sandbox-')), 'pagarme.json');
    const options = { publicKey: PUBLIC_KEY, secretKey: SECRET_KEY, statePath };
    const first = await startPagarmeSandbox(options);
    const plan = await pagarmeClient({ baseUrl: first.url, secretKey: SECRET_KEY }).createPlan(monthly);
    await first.close();
    const second = await startPagarmeSandbox(options);
    try {
      const again = await pagarmeClient({ baseUrl: second.url, secretKey: SECRET_KEY }).getPlan(plan.id);
      expect(again).toEqual(plan);
    } finally {
      await second.close();
    }
  });
});
