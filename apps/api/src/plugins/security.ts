import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config';

/** Where the browser talks to outside the app: card tokenisation and CEP lookup. */
export interface BrowserEndpoints {
  cardApiUrl: string;
  cardPublicKey: string;
  cepServiceUrl: string;
}

function origin(url: string | null | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The CSP the built SPA satisfies: no inline scripts; third parties only when configured. */
function contentSecurityPolicy(config: AppConfig, endpoints: BrowserEndpoints) {
  const gtm = config.gtmId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  const recaptcha = config.recaptcha.siteKey ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...gtm.slice(0, 1), ...recaptcha],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...gtm],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      ...origin(endpoints.cepServiceUrl),
      ...origin(endpoints.cardApiUrl),
      ...origin(config.sentry.webDsn),
      ...gtm,
      ...recaptcha,
    ],
    frameSrc: [
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
      ...recaptcha,
    ],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig, endpoints: BrowserEndpoints) {
  // helmet itself, built once: @fastify/helmet rebuilds it (and re-parses the policy) per request.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, endpoints) },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  // Closed unless origins are listed: the SPA is served from the same origin as the API.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
  });
}
