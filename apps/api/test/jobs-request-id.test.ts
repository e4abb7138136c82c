import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { createUser, memoryMailer } from './users';

describe('logs of background jobs', () => {
  it('carry the id of the request that queued the job', { timeout: 30_000 }, async () => {
    const lines: Record<string, unknown>[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      deps: { logger: true, logStream, mailer: memoryMailer() },
      // Real workers: the job runs later, outside the request, and still knows where it came from.
      jobs: { workers: true, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
    try {
      const teacher = await createUser(t.database.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/password-reset/',
        headers: { 'x-request-id': 'pedido-da-redefinicao-42' },
        payload: { email: teacher.email },
      });
      expect(res.statusCode).toBe(200);
      const deadline = Date.now() + 20_000;
      const done = () => lines.find((line) => line.msg === 'trabalho em segundo plano concluído');
      while (!done() && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 100));
      expect(done()).toMatchObject({ queue: 'send-email', requestId: 'pedido-da-redefinicao-42' });
      expect(lines.filter((line) => line.requestId === 'pedido-da-redefinicao-42').length).toBeGreaterThan(1);
    } finally {
      await t.close();
    }
  });
});
