import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { type PagarmeCardToken, ProviderError } from '../src/modules/payments';

export const PUBLIC_KEY = 'pk_test_sandboxAula';
export const SECRET_KEY = 'sk_test_sandboxAula';

/** What the SPA does: tokenises the card straight at the provider with the public key. */
export async function tokenize(
  baseUrl: string,
  number: string,
  overrides: Record<string, unknown> = {},
): Promise<PagarmeCardToken> {
  const response = await fetch(`${baseUrl}/tokens?appId=${PUBLIC_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'card',
      card: {
        number,
        holder_name: 'MARIA DA SILVA',
        holder_document: '52998224725',
        exp_month: 12,
        exp_year: 2035,
        cvv: '123',
        ...overrides,
      },
    }),
  });
  if (!response.ok) throw new Error(`tokenize: ${response.status} ${await response.text()}`);
  return (await response.json()) as PagarmeCardToken;
}

export interface ReceivedHook {
  rawBody: string;
  headers: IncomingHttpHeaders;
}

/** A webhook endpoint that keeps raw bodies; `failFirst` answers 500 to that many requests first. */
export async function startReceiver(options: { failFirst?: number } = {}) {
  const received: ReceivedHook[] = [];
  let failures = options.failFirst ?? 0;
  let requests = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests++;
      if (failures > 0) {
        failures--;
        response.writeHead(500).end();
        return;
      }
      received.push({ rawBody: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/pagarme/`,
    received,
    requests: () => requests,
    events: () =>
      received.map((hook) => JSON.parse(hook.rawBody) as { id: string; type: string; data: unknown }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The ProviderError `promise` rejects with (the test fails if it resolves or throws anything else). */
export async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}
