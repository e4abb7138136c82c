import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  matchesSpaRoute,
  PAGE_DATA,
  RUNTIME_CONFIG_GLOBAL,
  spaRoutes,
  type PublicClassroom,
  type RuntimeConfig,
} from '@aula/contracts';
import type { AppConfig } from '../config';
import type { BrowserEndpoints } from './security';
import type { pageDataLoader } from './page-data';
import { accessTokenOf, hasConsentChoice, invitationCode, spaPage, spaRouteOf } from './spa-page';
import { homeRenderer } from './spa-renderer';

function readBuildId(webDistDir: string): string {
  const file = join(webDistDir, 'build.json');
  if (!existsSync(file)) return 'dev';
  return (JSON.parse(readFileSync(file, 'utf8')) as { buildId: string }).buildId;
}

export function runtimeConfig(config: AppConfig, endpoints: BrowserEndpoints): RuntimeConfig {
  return {
    buildId: readBuildId(config.webDistDir),
    environment: config.env,
    publicUrl: config.publicUrl,
    cookieDomain: config.cookieDomain,
    sentryDsn: config.sentry.webDsn,
    gtmId: config.gtmId,
    recaptchaSiteKey: config.recaptcha.siteKey,
    cepServiceUrl: endpoints.cepServiceUrl,
    cardProvider: { name: 'pagarme', publicKey: endpoints.cardPublicKey, apiUrl: endpoints.cardApiUrl },
  };
}

const noCache = 'no-cache, no-store, must-revalidate';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, the runtime
 * configuration, and history fallback — with status 404 for paths no SPA route matches.
 */
export async function registerSpa(
  app: FastifyInstance,
  config: AppConfig,
  publicConfig: RuntimeConfig,
  /** The classrooms module's lookup by code (rate-limited), for the invitation page. */
  publicClassroom: (code: string, ip: string) => Promise<PublicClassroom>,
  /** The answers a signed-in home opens with, put in its page. */
  pageData: ReturnType<typeof pageDataLoader>,
) {
  const json = JSON.stringify(publicConfig);
  const script = `window.${RUNTIME_CONFIG_GLOBAL}=${json.replace(/</g, '\\u003c')};\n`;
  app.get('/runtime-config.js', { schema: { hide: true } }, (_req, reply) =>
    reply.header('cache-control', noCache).type('application/javascript; charset=utf-8').send(script),
  );
  app.get('/config.json', { schema: { hide: true } }, (_req, reply) =>
    reply.header('cache-control', noCache).type('application/json; charset=utf-8').send(json),
  );

  const renderHome = homeRenderer(config.webDistDir);
  const indexFile = join(config.webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      // The build writes a .br and a .gz beside each text asset; the one the client accepts is sent.
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = path.includes('/assets/');
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  return async function serveSpaFallback(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    const path = request.url.split('?')[0] ?? '/';
    const status = matchesSpaRoute(path) ? 200 : 404;
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('A interface ainda não foi compilada: rode "npm run build".');
    }
    reply.status(status).header('cache-control', noCache).type('text/html; charset=utf-8');
    const cookies = request.headers.cookie;
    const code = invitationCode(path, cookies);
    // An unknown code or one address asking too often gets the plain page, whose request then tells why.
    const classroom = code ? await publicClassroom(code, request.ip).catch(() => undefined) : undefined;
    const invitation = code && classroom ? { code, classroom } : undefined;
    const route = spaRouteOf(path);
    // A page the service worker fetches goes without: the app's own requests keep its offline copy.
    const data =
      route && request.headers[PAGE_DATA.workerHeader] === undefined
        ? await pageData(route, accessTokenOf(cookies), request.ip).catch(() => undefined)
        : undefined;
    // A home whose answers came is rendered with them; if that fails, its frame is served as before.
    const renderedHome =
      route && data
        ? await renderHome(spaRoutes[route], hasConsentChoice(cookies), data.answers).catch(
            (error: unknown) => {
              request.log.error({ err: error }, 'home render failed');
              return undefined;
            },
          )
        : undefined;
    return sendCompressed(
      request,
      reply,
      spaPage(config.webDistDir, path, cookies, { invitation, pageData: data, renderedHome }),
    );
  };
}

/**
 * The SPA's pages come from the not-found handler, which is no route, so @fastify/compress (which
 * hooks into routes) skips them: the page, up to 60 KB when prerendered, is compressed here.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: Buffer) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    const quality = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: quality }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
