import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runtimeConfigSchema } from '@aula/contracts';
import { createTestApp, type TestApp } from './app';

describe('platform', () => {
  let t: TestApp;
  const reportError = vi.fn();

  beforeAll(async () => {
    t = await createTestApp({
      env: { BODY_LIMIT_BYTES: '1024' },
      deps: { reportError },
      configure: (app) => {
        app.post('/api/test/echo', (request) => request.body);
        app.get('/api/test/boom', () => {
          throw new Error('segredo interno');
        });
        app.get('/api/test/database-down', () => {
          // What drizzle throws when the pool cannot reach PostgreSQL (restart, failover).
          const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
            code: 'ECONNREFUSED',
          });
          throw new Error('Failed query: select 1\nparams: ', { cause: refused });
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: t.database.kind, queue: 'ok' });
  });

  it('answers readiness 503 when the job queue is not running here', async () => {
    const running = vi.spyOn(t.jobs, 'running', 'get').mockReturnValue(false);
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: 'Fila de trabalhos parada.', code: 'database_unavailable' });
    running.mockRestore();
  });

  it('answers readiness 503 when the database does not answer', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockRejectedValueOnce(new Error('down'));
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: 'Banco de dados indisponível.', code: 'database_unavailable' });
    expect(ready.headers['retry-after']).toBe('5');
    ping.mockRestore();
  });

  it('answers 503 with Retry-After, not 500, while the database cannot be reached', async () => {
    reportError.mockClear();
    const res = await t.app.inject('/api/test/database-down');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      detail: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      code: 'database_unavailable',
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('answers an unknown /api path with the DRF 404 body', async () => {
    const res = await t.app.inject('/api/nao-existe/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.json()).toEqual({ detail: 'Método "DELETE" não permitido.' });
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'JSON inválido no corpo da requisição.' });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2048) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toMatch(/tamanho máximo/);
  });

  it('answers an unexpected failure with 500, no stack trace, and reports it', async () => {
    const res = await t.app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Erro interno do servidor.', code: 'server_error' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).not.toContain('segredo interno');
    expect(reportError).toHaveBeenCalledOnce();
  });

  it('tags every response with a request id, reusing a safe incoming one', async () => {
    const fresh = await t.app.inject('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const unsafe = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(unsafe.headers['x-request-id']).not.toBe('a b<script>');
  });

  it('sends security headers with a CSP that forbids inline scripts, and keeps CORS closed', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://malicioso.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document and its browsable UI', async () => {
    const doc = await t.app.inject('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths).toHaveProperty('/api/health');
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('single-page app serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { GTM_ID: 'GTM-ABC123', COOKIE_DOMAIN: 'aula.example' } });
  });
  afterAll(() => t.close());

  it('serves index.html without caching for SPA routes', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.body).toContain('/runtime-config.js');
  });

  it('answers paths no SPA route matches with 404 and still renders the app', async () => {
    const res = await t.app.inject('/nao-existe/de-jeito-nenhum');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('hands the browser its public runtime configuration, never secrets', async () => {
    const json = await t.app.inject('/config.json');
    const config = runtimeConfigSchema.parse(json.json());
    expect(config).toMatchObject({
      buildId: 'build-de-teste',
      gtmId: 'GTM-ABC123',
      cookieDomain: 'aula.example',
    });
    const script = await t.app.inject('/runtime-config.js');
    expect(script.headers['content-type']).toContain('application/javascript');
    expect(script.body).toMatch(/^window\.__AULA_RUNTIME_CONFIG__=\{/);
    expect(script.body).not.toContain(t.config.jwtSecret);
    expect(String(script.headers['cache-control'])).toContain('no-store');
  });

  it('allows Google Tag Manager in the CSP only when it is configured', async () => {
    const res = await t.app.inject('/');
    expect(String(res.headers['content-security-policy'])).toContain('https://www.googletagmanager.com');
  });
});
