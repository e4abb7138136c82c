import { join } from 'node:path';
import { paymentRoutes, routeUrl } from '@aula/contracts';
import type { AppConfig } from '../config';
import { jwksFromUrl, pagarmeClient } from '../modules/payments';
import { startPagarmeSandbox } from './pagarme-sandbox';

const SANDBOX_PUBLIC_KEY = 'pk_test_aulasandbox';
const SANDBOX_SECRET_KEY = 'sk_test_aulasandbox';

/**
 * Without provider keys, `npm start` runs the local Pagar.me/ViaCEP sandbox and points the API
 * and the browser at it, so checkout works offline. Webhooks come back to this server.
 */
export async function startSandboxForServer(config: AppConfig, serverUrl: () => string) {
  const sandbox = await startPagarmeSandbox({
    port: config.sandboxPort,
    host: '127.0.0.1',
    publicKey: SANDBOX_PUBLIC_KEY,
    secretKey: SANDBOX_SECRET_KEY,
    webhookUrl: () => `${serverUrl()}${routeUrl(paymentRoutes.pagarmeWebhook)}`,
    statePath: join(config.dataDir, 'pagarme-sandbox.json'),
  });
  return {
    sandbox,
    payments: {
      provider: pagarmeClient({ baseUrl: sandbox.url, secretKey: SANDBOX_SECRET_KEY }),
      jwks: jwksFromUrl(sandbox.jwksUrl),
      endpoints: {
        cardApiUrl: sandbox.url,
        cardPublicKey: SANDBOX_PUBLIC_KEY,
        cepServiceUrl: config.cepServiceUrl ?? sandbox.cepServiceUrl,
      },
    },
  };
}
