import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

const TOKEN = 'token-de-metricas-de-teste';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer outro-token-qualquer' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('reports request latency per route pattern, never the raw URL', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/content/lessonplans/123456/' });
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(res.body).toContain('route="/api/content/lessonplans/:lessonplanId/"');
    expect(res.body).not.toContain('123456');
    expect(res.body).toContain('process_cpu_seconds_total');
    expect(res.body).toMatch(/jobs_queue_jobs\{queue="send-email",state="waiting"\} \d+/);
    expect(res.body).toContain('# HELP jobs_attempt_failures');
    if (t.database.kind === 'postgres') expect(res.body).toContain('db_pool_connections{state="total"}');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
