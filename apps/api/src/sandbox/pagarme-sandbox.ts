import cors, { type FastifyCorsOptions } from '@fastify/cors';
import Fastify, { type FastifyRequest } from 'fastify';
import { qrCodeSvg } from '../lib/qr-svg';
import type { PagarmeBoletoTransaction } from '../modules/payments';
import { boletoPdf } from './pagarme/documents';
import { sandboxDomain } from './pagarme/domain';
import { pagarmeRoutes, sandboxErrorHandler } from './pagarme/routes';
import { loadData, saveData } from './pagarme/store';
import { createWebhookSigner, webhookSender, type WebhookDelivery } from './pagarme/webhooks';
import { viaCepRoutes } from './viacep';

export { TEST_CARDS } from './pagarme/test-cards';

export interface PagarmeSandboxOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The origin browsers and the API use to reach it; default http://{host}:{port}. */
  publicOrigin?: string;
  publicKey: string;
  secretKey: string;
  /** Where events are POSTed; a function is read at each delivery. */
  webhookUrl?: string | (() => string | undefined);
  clock?: () => Date;
  /** Keeps the state in this JSON file across restarts. */
  statePath?: string;
  webhookRetryDelaysMs?: number[];
  /** Used for webhook deliveries. */
  fetch?: typeof fetch;
}

export interface PagarmeSandbox {
  /** Base URL of the API, e.g. http://127.0.0.1:PORT/core/v5 (also the browser's tokenisation URL). */
  url: string;
  origin: string;
  jwksUrl: string;
  /** ViaCEP stand-in, same shape as https://viacep.com.br/ws. */
  cepServiceUrl: string;
  kid: string;
  /** Next cycle now: new cycle, invoice and charge, paid or failed per the card; webhooks follow. */
  advanceSubscription(
    subscriptionId: string,
  ): ReturnType<ReturnType<typeof sandboxDomain>['advanceSubscription']>;
  webhooks: {
    deliveries: readonly WebhookDelivery[];
    /** Resolves once every delivery so far succeeded or gave up. */
    idle(): Promise<void>;
  };
  close(): Promise<void>;
}

const ACCOUNT = { id: 'acc_sandbox0000000000', name: 'Aula (sandbox)' };

/**
 * A local stand-in for Pagar.me v5 (and ViaCEP under /viacep), for development and tests:
 * same routes, shapes, auth, idempotency and signed webhooks, with test cards deciding outcomes.
 */
export async function startPagarmeSandbox(options: PagarmeSandboxOptions): Promise<PagarmeSandbox> {
  const now = options.clock ?? (() => new Date());
  const data = loadData(options.statePath);
  const signer = createWebhookSigner();
  const webhookUrl = options.webhookUrl;
  const sender = webhookSender({
    url: typeof webhookUrl === 'function' ? webhookUrl : () => webhookUrl,
    signer,
    account: ACCOUNT,
    now,
    retryDelaysMs: options.webhookRetryDelaysMs,
    fetch: options.fetch,
  });
  let baseUrl = '';
  const domain = sandboxDomain({ data, now, baseUrl: () => baseUrl, emit: sender.send });
  const { publicRoutes, privateRoutes } = pagarmeRoutes({
    domain,
    data,
    now,
    publicKey: options.publicKey,
    secretKey: options.secretKey,
    changed: () => saveData(options.statePath, data),
  });

  const app = Fastify({ logger: false, forceCloseConnections: true });
  sandboxErrorHandler(app);
  // Only tokenisation and CEP lookups are meant for browsers, as with the real services.
  await app.register(cors, {
    delegator: async (request: FastifyRequest): Promise<FastifyCorsOptions> => {
      const open = request.url.startsWith('/core/v5/tokens') || request.url.startsWith('/viacep/');
      return open ? { origin: '*', methods: ['GET', 'POST'], maxAge: 600 } : { origin: false };
    },
  });
  await app.register(publicRoutes, { prefix: '/core/v5' });
  await app.register(privateRoutes, { prefix: '/core/v5' });
  await app.register(viaCepRoutes, { prefix: '/viacep' });
  app.get('/.well-known/jwks.json', async () => signer.jwks);
  app.post('/__control/subscriptions/:id/advance', async (request) => {
    const result = domain.advanceSubscription((request.params as { id: string }).id);
    saveData(options.statePath, data);
    return result;
  });

  // The payer's bank, for tests and demos: the order's Pix or boleto is paid, or it lapses.
  app.post('/__control/orders/:id/pay', async (request) => {
    const result = domain.orders.payOrder((request.params as { id: string }).id);
    saveData(options.statePath, data);
    return result;
  });
  app.post('/__control/orders/:id/expire', async (request) => {
    const result = domain.orders.expireOrder((request.params as { id: string }).id);
    saveData(options.statePath, data);
    return result;
  });
  // What the provider's qr_code_url and boleto pdf/url links open.
  app.get('/pix/:chargeId/qr_code.svg', async (request, reply) => {
    const transaction = domain.orders.transactionOf((request.params as { chargeId: string }).chargeId);
    if (transaction?.transaction_type !== 'pix') return reply.status(404).send({ message: 'Not found.' });
    return reply.type('image/svg+xml').send(qrCodeSvg(transaction.qr_code, 'QR code Pix'));
  });
  const boletoOf = (chargeId: string) => {
    const transaction = domain.orders.transactionOf(chargeId);
    return transaction?.transaction_type === 'boleto' ? (transaction as PagarmeBoletoTransaction) : null;
  };
  app.get('/boletos/:chargeId/pdf', async (request, reply) => {
    const { chargeId } = request.params as { chargeId: string };
    const boleto = boletoOf(chargeId);
    if (!boleto) return reply.status(404).send({ message: 'Not found.' });
    const customer = data.customers[domain.orders.chargeOf(chargeId).customer_id];
    return reply.type('application/pdf').send(await boletoPdf(boleto, customer?.name ?? ''));
  });
  app.get('/boletos/:chargeId', async (request, reply) => {
    const { chargeId } = request.params as { chargeId: string };
    if (!boletoOf(chargeId)) return reply.status(404).send({ message: 'Not found.' });
    return reply.redirect(`/boletos/${encodeURIComponent(chargeId)}/pdf`);
  });

  const host = options.host ?? '127.0.0.1';
  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const reachableHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const origin = (options.publicOrigin ?? `http://${reachableHost}:${port}`).replace(/\/$/, '');
  baseUrl = `${origin}/core/v5`;

  return {
    url: baseUrl,
    origin,
    jwksUrl: `${origin}/.well-known/jwks.json`,
    cepServiceUrl: `${origin}/viacep/ws`,
    kid: signer.kid,
    advanceSubscription(subscriptionId) {
      const result = domain.advanceSubscription(subscriptionId);
      saveData(options.statePath, data);
      return result;
    },
    webhooks: { deliveries: sender.deliveries, idle: sender.idle },
    async close() {
      sender.close();
      await sender.idle();
      await app.close();
    },
  };
}
