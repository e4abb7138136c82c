import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { jwksFromUrl, pagarmeClient, WEBHOOK_BODY_LIMIT } from '../src/modules/payments';
import { createWebhookSigner } from '../src/sandbox/pagarme/webhooks';
import { createTestApp, type TestApp } from './app';

const URL = '/api/payment/webhooks/pagarme/';
const signer = createWebhookSigner();
const stranger = createWebhookSigner();
let sequence = 0;
const event = () =>
  JSON.stringify({ id: `hook_intake_${++sequence}`, type: 'invoice.created', data: { id: 'in_1' } });

describe('payment webhook intake', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // 600 per minute per IP, scaled down so the test reaches the limit quickly.
      env: { RATE_LIMIT_IP_SCALE: '0.01' },
      deps: {
        payments: {
          provider: pagarmeClient({ baseUrl: 'http://127.0.0.1:9', secretKey: 'sk_test' }),
          jwks: jwksFromUrl('https://jwks.test/keys', {
            fetch: async () => Response.json({ keys: signer.jwks.keys }),
          }),
          endpoints: {
            cardApiUrl: 'http://127.0.0.1:9',
            cardPublicKey: 'pk',
            cepServiceUrl: 'http://127.0.0.1:9',
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  let ip = 0;
  const deliver = (body: string, headers: Record<string, string>, remoteAddress = `10.0.0.${++ip}`) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const stored = () => t.database.db.select().from(schema.webhookEvents);

  it('refuses unsigned and badly signed deliveries with 401 and stores nothing', async () => {
    const body = event();
    expect((await deliver(body, {})).statusCode).toBe(401);
    const forged = await deliver(body, { 'x-webhook-asymmetric-signature': stranger.header(body) });
    expect(forged.statusCode).toBe(401);
    const garbage = await deliver(body, {
      'x-webhook-asymmetric-signature': 'alg=RS256; kid=x; signature=@@',
    });
    expect(garbage.statusCode).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it('stores a signed delivery with only the headers that verify it', async () => {
    const body = event();
    const res = await deliver(body, {
      'x-webhook-asymmetric-signature': signer.header(body),
      authorization: 'Basic c2VncmVkbzpzZWdyZWRv',
      cookie: 'sessao=segredo',
      'x-forwarded-for': '1.2.3.4',
    });
    expect(res.statusCode).toBe(200);
    const [row] = (await stored()).filter((r) => r.rawBody === body);
    expect(Object.keys(row!.headers as object).sort()).toEqual([
      'content-type',
      'x-webhook-asymmetric-signature',
    ]);
  });

  it('answers malformed signed bodies with 400, never 5xx, and stores nothing', async () => {
    const before = (await stored()).length;
    const bodies = [
      '{"id": "hook_x", "type": ',
      '[1, 2]',
      'null',
      JSON.stringify({ id: 'hook_nul', type: 'invoice.paid', data: { id: 'a\u0000b' } }),
      JSON.stringify({ type: 'invoice.paid' }),
    ];
    for (const body of bodies) {
      const res = await deliver(body, { 'x-webhook-asymmetric-signature': signer.header(body) });
      expect(res.statusCode, body).toBe(400);
    }
    expect((await stored()).length).toBe(before);
  });

  it('limits the body size and the deliveries per IP', async () => {
    const big = JSON.stringify({ id: 'hook_big', type: 'x', data: { pad: 'x'.repeat(WEBHOOK_BODY_LIMIT) } });
    expect((await deliver(big, { 'x-webhook-asymmetric-signature': signer.header(big) })).statusCode).toBe(
      413,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await deliver(event(), {}, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await deliver(event(), {}, '10.9.9.10')).statusCode).toBe(401);
  });
});
