import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cardDeclinedError,
  isChargeDeclined,
  MESSAGES,
  type PagarmeCharge,
  pagarmeClient,
  providerErrorFromResponse,
} from '../src/modules/payments';
import { rejection } from './pagarme-helpers';

interface Fixture {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/pagarme', `${name}.json`), 'utf8')) as Fixture;

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

/** A fetch that records calls and answers from a script (a response, or a function of the call). */
function scriptedFetch(script: (Fixture | 'hang' | 'network')[]) {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body as string | undefined,
    });
    const step = script[Math.min(calls.length - 1, script.length - 1)]!;
    // Ignores the abort signal on purpose: the client must still give up on time.
    if (step === 'hang') return new Promise<Response>(() => {});
    if (step === 'network') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(step.body), {
      status: step.status,
      headers: { 'content-type': 'application/json', ...step.headers },
    });
  };
  return { calls, fetchImpl };
}

const ok = (body: unknown): Fixture => ({ status: 200, body });

function clientWith(
  script: (Fixture | 'hang' | 'network')[],
  options: { timeoutMs?: number; retries?: number } = {},
) {
  const { calls, fetchImpl } = scriptedFetch(script);
  const client = pagarmeClient({
    baseUrl: 'https://api.pagar.me/core/v5/',
    secretKey: 'sk_test_abc',
    fetch: fetchImpl,
    retryDelayMs: 1,
    timeoutMs: options.timeoutMs ?? 1_000,
    retries: options.retries,
  });
  return { client, calls };
}

describe('pagarmeClient transport', () => {
  it('authenticates with Basic secret-key:, sends JSON and builds URLs', async () => {
    const { client, calls } = clientWith([
      ok({ data: [], paging: { total: 0, previous: null, next: null } }),
    ]);
    await client.listInvoices({ subscription_id: 'sub_1', status: 'paid', page: 2, size: 5 });
    const [call] = calls;
    expect(call?.url).toBe(
      'https://api.pagar.me/core/v5/invoices?subscription_id=sub_1&status=paid&page=2&size=5',
    );
    expect(call?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('sk_test_abc:').toString('base64')}`,
    );
    expect(call?.headers.get('idempotency-key')).toBeNull();
  });

  it('puts an Idempotency-Key on every POST: the caller’s, else a generated one', async () => {
    const { client, calls } = clientWith([ok({ id: 'cus_1' })]);
    await client.createCustomer({ name: 'Maria', email: 'm@example.com' });
    await client.createSubscription(
      { plan_id: 'plan_1', customer_id: 'cus_1', card_token: 'token_1' },
      { idempotencyKey: 'checkout-7' },
    );
    await client.retryCharge('ch_1');
    expect(calls[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.headers.get('idempotency-key')).toBe('checkout-7');
    expect(JSON.parse(calls[1]?.body ?? '{}')).toMatchObject({
      payment_method: 'credit_card',
      plan_id: 'plan_1',
    });
    expect(calls[2]?.headers.get('idempotency-key')).toBeTruthy();
    expect(calls[2]?.body).toBeUndefined();
    expect(calls[2]?.headers.get('content-type')).toBeNull();
  });

  it('sends the documented bodies for cancel, card change and item change', async () => {
    const { client, calls } = clientWith([ok({})]);
    await client.cancelSubscription('sub_1');
    await client.updateSubscriptionCard('sub_1', 'card_2');
    await client.updateSubscriptionItem('sub_1', 'si_1', {
      name: 'Anual',
      description: 'Anual',
      status: 'active',
      pricing_scheme: { scheme_type: 'unit', price: 29900 },
    });
    await client.refundCharge('ch_1', { amount: 100 });
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname} ${c.body}`)).toEqual([
      'DELETE /core/v5/subscriptions/sub_1 {"cancel_pending_invoices":true}',
      'PATCH /core/v5/subscriptions/sub_1/card {"card_id":"card_2"}',
      'PUT /core/v5/subscriptions/sub_1/items/si_1 {"name":"Anual","description":"Anual","status":"active","pricing_scheme":{"scheme_type":"unit","price":29900}}',
      'DELETE /core/v5/charges/ch_1 {"amount":100}',
    ]);
  });

  it('gives up on a hanging GET after the timeout, retrying it twice', async () => {
    const { client, calls } = clientWith(['hang'], { timeoutMs: 30 });
    const error = await rejection(client.getSubscription('sub_1'));
    expect(error).toMatchObject({ code: 'timeout', status: null, outcomeUnknown: false, retryable: true });
    expect(error.userMessage).toBe(MESSAGES.unavailable);
    expect(error.userMessage).toBe(
      'O provedor de pagamento não respondeu. Nenhuma cobrança foi feita; tente novamente em instantes.',
    );
    expect(calls).toHaveLength(3);
  });

  it('retries a timed-out POST with the same key and says the outcome is unknown', async () => {
    const { client, calls } = clientWith(['hang'], { timeoutMs: 30 });
    const error = await rejection(
      client.createSubscription({ plan_id: 'plan_1', customer_id: 'cus_1', card_id: 'card_1' }),
    );
    expect(error).toMatchObject({ code: 'timeout', outcomeUnknown: true });
    // A timeout does not prove nothing was charged; the message must not claim it.
    expect(error.userMessage).toBe(MESSAGES.outcomeUnknown);
    expect(error.userMessage).not.toMatch(/Nenhuma cobrança/);
    expect(calls).toHaveLength(3);
    const keys = new Set(calls.map((c) => c.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
  });

  it('does not repeat a PATCH/PUT/DELETE without an Idempotency-Key', async () => {
    const { client, calls } = clientWith(['hang'], { timeoutMs: 30 });
    const error = await rejection(client.updateSubscriptionCard('sub_1', 'card_1'));
    expect(error).toMatchObject({ code: 'timeout', outcomeUnknown: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('idempotency-key')).toBeNull();

    const keyed = clientWith(['network', ok({ id: 'sub_1', status: 'canceled' })]);
    await keyed.client.cancelSubscription('sub_1', {}, { idempotencyKey: 'cancel-sub_1' });
    expect(keyed.calls).toHaveLength(2);
    expect(keyed.calls.every((c) => c.headers.get('idempotency-key') === 'cancel-sub_1')).toBe(true);
  });

  it('retries 5xx and 429, never 4xx, and at most twice', async () => {
    const server = clientWith([fixture('error-500'), ok({ id: 'sub_1' })]);
    expect(await server.client.getSubscription('sub_1')).toEqual({ id: 'sub_1' });
    expect(server.calls).toHaveLength(2);

    const limited = clientWith([fixture('error-429-rate-limit'), ok({ id: 'sub_1' })]);
    expect(await limited.client.getSubscription('sub_1')).toEqual({ id: 'sub_1' });
    expect(limited.calls).toHaveLength(2);

    const invalid = clientWith([fixture('error-422-invalid-fields')]);
    await rejection(invalid.client.getSubscription('sub_1'));
    expect(invalid.calls).toHaveLength(1);

    const down = clientWith([fixture('error-500')], { retries: 5 });
    const error = await rejection(down.client.getSubscription('sub_1'));
    expect(error).toMatchObject({ code: 'unavailable', status: 500 });
    expect(down.calls).toHaveLength(3);
  });

  it('stops at once when the caller aborts', async () => {
    const { fetchImpl, calls } = scriptedFetch(['hang']);
    const client = pagarmeClient({
      baseUrl: 'https://api.pagar.me/core/v5',
      secretKey: 'sk',
      fetch: fetchImpl,
    });
    const controller = new AbortController();
    const pending = client.getSubscription('sub_1', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});

describe('provider error mapping (fixtures in the provider’s shape)', () => {
  const map = (name: string, method = 'POST') => {
    const { status, body, headers } = fixture(name);
    const retryAfter = headers?.['retry-after'];
    return providerErrorFromResponse({
      status,
      body,
      method,
      path: '/subscriptions',
      retryAfterSeconds: retryAfter === undefined ? undefined : Number(retryAfter),
    });
  };

  it('401: a server configuration error, never the user’s fault', () => {
    expect(map('error-401-invalid-key')).toMatchObject({
      code: 'configuration',
      status: 401,
      providerMessage: 'Authorization has been denied for this request.',
      userMessage: MESSAGES.configuration,
      retryable: false,
    });
  });

  it('404 and 412', () => {
    expect(map('error-404-not-found')).toMatchObject({ code: 'not_found', userMessage: MESSAGES.notFound });
    expect(map('error-412-business-rule')).toMatchObject({
      code: 'business_rule',
      providerMessage: 'This subscription is already canceled.',
      userMessage: MESSAGES.businessRule,
    });
  });

  it('422: keeps the provider’s field errors and translates them', () => {
    const error = map('error-422-invalid-fields');
    expect(error.code).toBe('invalid_fields');
    expect(error.fieldErrors).toEqual({
      'customer.document': ['The document field is not a valid number.'],
      'customer.email': ['The email field is required.'],
      'card.exp_year': ['The card is expired.'],
    });
    expect(error.userFieldErrors).toEqual({
      'customer.document': ['CPF/CNPJ: valor inválido.'],
      'customer.email': ['E-mail: campo obrigatório.'],
      'card.exp_year': ['Validade do cartão: cartão vencido.'],
    });
    expect(error.userMessage).toBe('Confira os dados informados: CPF/CNPJ, E-mail, Validade do cartão.');
  });

  it('429 and 5xx', () => {
    expect(map('error-429-rate-limit')).toMatchObject({
      code: 'rate_limited',
      retryable: true,
      retryAfterSeconds: 0,
      userMessage: MESSAGES.rateLimited,
    });
    expect(map('error-500', 'GET')).toMatchObject({ code: 'unavailable', userMessage: MESSAGES.unavailable });
    expect(map('error-500', 'POST')).toMatchObject({
      outcomeUnknown: true,
      userMessage: MESSAGES.outcomeUnknown,
    });
  });

  it('a refused charge comes back as a failed charge, not an HTTP error', () => {
    const charge = fixture('charge-declined').body as PagarmeCharge;
    expect(isChargeDeclined(charge)).toBe(true);
    expect(cardDeclinedError(charge)).toMatchObject({
      code: 'card_declined',
      providerMessage: 'Transação não autorizada',
      userMessage: 'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
    });
    expect(charge.invoice?.subscriptionId).toBe('sub_Ab3Cd5Ef7Gh9Ij1K');
  });

  it('treats decline wording in an error body as a declined card', () => {
    const error = providerErrorFromResponse({
      status: 412,
      body: { message: 'Card declined by issuer.' },
      method: 'POST',
      path: '/customers/cus_1/cards',
    });
    expect(error).toMatchObject({ code: 'card_declined', userMessage: MESSAGES.declined });
  });

  it('survives bodies that are not the documented shape', () => {
    const error = providerErrorFromResponse({ status: 400, body: '<html>', method: 'GET', path: '/x' });
    expect(error).toMatchObject({ code: 'invalid_request', providerMessage: null, fieldErrors: {} });
  });
});
