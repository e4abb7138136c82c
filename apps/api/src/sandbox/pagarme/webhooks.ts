import { generateKeyPairSync, randomBytes, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { PagarmeWebhookEvent, WebhookEventType } from '../../modules/payments';
import { newId } from './store';

export interface WebhookSigner {
  kid: string;
  jwks: { keys: (JsonWebKey & { kid: string; use: 'sig'; alg: 'RS256' })[] };
  /** The X-Webhook-Asymmetric-Signature value for this exact body. */
  header(body: string): string;
}

/** A fresh RSA key pair per sandbox start, published as a JWKS like the provider's. */
export function createWebhookSigner(): WebhookSigner {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `sandbox-${randomBytes(6).toString('hex')}`;
  return {
    kid,
    jwks: { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }] },
    header: (body) => signatureHeader(body, privateKey, kid),
  };
}

function signatureHeader(body: string, privateKey: KeyObject, kid: string): string {
  const signature = sign('sha256', Buffer.from(body, 'utf8'), privateKey).toString('base64url');
  return `alg=RS256; kid=${kid}; signature=${signature}`;
}

export interface WebhookDelivery {
  event: PagarmeWebhookEvent;
  status: 'pending' | 'delivered' | 'failed' | 'skipped';
  attempts: number;
  lastStatus?: number;
  lastError?: string;
}

export interface WebhookSenderOptions {
  /** Read at delivery time, so the receiver's port may be known only after the sandbox starts. */
  url: () => string | undefined;
  signer: WebhookSigner;
  account: { id: string; name: string };
  now: () => Date;
  /** Waits before each retry; default 0.5 s, 2 s, 10 s (so four attempts). */
  retryDelaysMs?: number[];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const KEEP_DELIVERIES = 500;

/** Delivers each event at least once, asynchronously, retrying failures; order is not guaranteed. */
export function webhookSender(options: WebhookSenderOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const delays = options.retryDelaysMs ?? [500, 2_000, 10_000];
  const deliveries: WebhookDelivery[] = [];
  const inFlight = new Set<Promise<void>>();
  const waits = new Map<NodeJS.Timeout, () => void>();
  let closed = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      waits.set(timer, resolve);
    });

  async function deliver(delivery: WebhookDelivery, body: string) {
    await wait(0);
    for (let attempt = 0; attempt <= delays.length && !closed; attempt++) {
      const url = options.url();
      if (!url) {
        delivery.status = 'skipped';
        return;
      }
      delivery.attempts++;
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'pagarme-sandbox',
            'x-webhook-asymmetric-signature': options.signer.header(body),
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        delivery.lastStatus = response.status;
        await response.body?.cancel();
        if (response.ok) {
          delivery.status = 'delivered';
          return;
        }
      } catch (error) {
        delivery.lastError = error instanceof Error ? error.message : String(error);
      }
      const delay = delays[attempt];
      if (delay === undefined) break;
      await wait(delay);
    }
    if (delivery.status === 'pending') delivery.status = 'failed';
  }

  return {
    deliveries: deliveries as readonly WebhookDelivery[],

    send(type: WebhookEventType, data: unknown) {
      const event: PagarmeWebhookEvent = {
        id: newId('hook'),
        account: options.account,
        type,
        created_at: options.now().toISOString(),
        data,
      };
      const delivery: WebhookDelivery = { event, status: 'pending', attempts: 0 };
      deliveries.push(delivery);
      if (deliveries.length > KEEP_DELIVERIES) deliveries.shift();
      const running = deliver(delivery, JSON.stringify(event)).finally(() => inFlight.delete(running));
      inFlight.add(running);
    },

    /** Resolves when every delivery has succeeded or given up. */
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },

    /** Stops retrying; deliveries still waiting end as failed. */
    close() {
      closed = true;
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
    },
  };
}
