import { describe, expect, it } from 'vitest';
import { jwksFromUrl, parseSignatureHeader, verifyWebhookSignature } from '../src/modules/payments';
import { createWebhookSigner, type WebhookSigner } from '../src/sandbox/pagarme/webhooks';

const body = JSON.stringify({
  id: 'hook_Ab3Cd5Ef7Gh9Ij1K',
  account: { id: 'acc_1', name: 'Aula' },
  type: 'invoice.paid',
  created_at: '2026-03-01T12:00:00.000Z',
  data: { id: 'in_1', status: 'paid', amount: 2990 },
});

/** A JWKS endpoint serving whichever signers are current, counting fetches. */
function jwksServer(initial: WebhookSigner[]) {
  let signers = initial;
  let fetches = 0;
  const fetchImpl: typeof fetch = async () => {
    fetches++;
    return Response.json({ keys: signers.flatMap((s) => s.jwks.keys) });
  };
  return {
    jwks: jwksFromUrl('https://example.test/.well-known/jwks.json', {
      fetch: fetchImpl,
      unknownKidCooldownMs: 0,
    }),
    rotate: (next: WebhookSigner[]) => (signers = next),
    fetches: () => fetches,
  };
}

describe('verifyWebhookSignature', () => {
  const signer = createWebhookSigner();

  it('accepts the provider’s signature over the raw body, as string or Buffer', async () => {
    const { jwks } = jwksServer([signer]);
    const header = signer.header(body);
    expect(await verifyWebhookSignature({ rawBody: body, header, jwks })).toBe(true);
    expect(await verifyWebhookSignature({ rawBody: Buffer.from(body), header, jwks })).toBe(true);
  });

  it('rejects a tampered body, even with the same JSON meaning', async () => {
    const { jwks } = jwksServer([signer]);
    const header = signer.header(body);
    const tampered = body.replace('"amount":2990', '"amount":1');
    expect(await verifyWebhookSignature({ rawBody: tampered, header, jwks })).toBe(false);
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    expect(await verifyWebhookSignature({ rawBody: reformatted, header, jwks })).toBe(false);
  });

  it('rejects a missing, malformed or non-RS256 header', async () => {
    const { jwks } = jwksServer([signer]);
    const valid = signer.header(body);
    for (const header of [
      undefined,
      null,
      '',
      'garbage',
      [valid, valid],
      valid.replace('alg=RS256', 'alg=HS256'),
      valid.replace(/signature=.*/, 'signature=not base64url!'),
    ]) {
      expect(await verifyWebhookSignature({ rawBody: body, header, jwks })).toBe(false);
    }
  });

  it('rejects a signature by a key the provider does not publish, re-reading the JWKS once', async () => {
    const server = jwksServer([signer]);
    const stranger = createWebhookSigner();
    expect(
      await verifyWebhookSignature({ rawBody: body, header: stranger.header(body), jwks: server.jwks }),
    ).toBe(false);
    expect(server.fetches()).toBe(1);
    // A known kid with a signature from another key is still refused.
    const forged = stranger.header(body).replace(stranger.kid, signer.kid);
    expect(await verifyWebhookSignature({ rawBody: body, header: forged, jwks: server.jwks })).toBe(false);
  });

  it('caches keys by kid and re-reads the JWKS when the provider rotates them', async () => {
    const server = jwksServer([signer]);
    expect(
      await verifyWebhookSignature({ rawBody: body, header: signer.header(body), jwks: server.jwks }),
    ).toBe(true);
    expect(
      await verifyWebhookSignature({ rawBody: body, header: signer.header(body), jwks: server.jwks }),
    ).toBe(true);
    expect(server.fetches()).toBe(1);

    const next = createWebhookSigner();
    server.rotate([next]);
    expect(
      await verifyWebhookSignature({ rawBody: body, header: next.header(body), jwks: server.jwks }),
    ).toBe(true);
    expect(server.fetches()).toBe(2);
    const unknown = next.header(body).replace(next.kid, 'kid-nobody-has');
    expect(await verifyWebhookSignature({ rawBody: body, header: unknown, jwks: server.jwks })).toBe(false);
    expect(server.fetches()).toBe(3);
  });

  it('answers false when the JWKS cannot be read', async () => {
    const jwks = jwksFromUrl('https://example.test/jwks', {
      fetch: async () => new Response('down', { status: 503 }),
    });
    expect(await verifyWebhookSignature({ rawBody: body, header: signer.header(body), jwks })).toBe(false);
  });

  it('parses the header parts', () => {
    expect(parseSignatureHeader('alg=RS256; kid=abc; signature=xy-_z')).toEqual({
      alg: 'RS256',
      kid: 'abc',
      signature: 'xy-_z',
    });
    expect(parseSignatureHeader('alg=RS256; kid=abc')).toBeNull();
  });
});
