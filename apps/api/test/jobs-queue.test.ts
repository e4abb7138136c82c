import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { createUser, memoryMailer } from './users';

const realWorkers = { workers: true, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

/** An SMTP server on 127.0.0.1 that answers 451 to the first `refusals` messages, then takes them. */
async function flakySmtp(refusals: number) {
  const received: string[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      attempts += 1;
      if (attempts <= refusals) {
        callback(Object.assign(new Error('Servidor ocupado, tente mais tarde'), { responseCode: 451 }));
      } else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const jobsNamed = async (t: TestApp, name: string) =>
  (await t.database.executeSql(`select state::text as state from pgboss.job where name = $1`, [name])).rows;

describe('background jobs', () => {
  it(
    'delivers a password reset after SMTP refused it, across an app restart',
    { timeout: 60_000 },
    async () => {
      const smtp = await flakySmtp(2);
      const env = { SMTP_URL: smtp.url };
      const first = await createTestApp({ env, jobs: realWorkers });
      let second: TestApp | undefined;
      try {
        const teacher = await createUser(first.database.db);
        const res = await first.app.inject({
          method: 'POST',
          url: '/api/accounts/password-reset/',
          payload: { email: teacher.email },
        });
        expect(res.statusCode, res.body).toBe(200);
        await vi.waitFor(() => expect(smtp.attempts()).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
        expect(smtp.received).toEqual([]);

        // The instance goes away with the mail still owed; a new one on the same database sends it.
        await first.app.close();
        second = await createTestApp({ env, jobs: realWorkers, database: first.database });
        await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 30_000, interval: 200 });
        expect(smtp.attempts()).toBe(3);
        expect(smtp.received[0]).toContain(`To: ${teacher.email}`);
        expect(smtp.received[0]).toMatch(/^Subject: .*Redefini/m);
        await vi.waitFor(async () =>
          expect(await jobsNamed(second!, 'send-email')).toEqual([{ state: 'completed' }]),
        );
      } finally {
        await second?.close();
        await first.app.close();
        await first.database.close();
        await smtp.close();
      }
    },
  );

  describe('sent inside a transaction', () => {
    const mailer = memoryMailer();
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ deps: { mailer } });
    });
    afterAll(() => t.close());

    it('exists only if the transaction commits', async () => {
      const message = (subject: string) => ({ to: 'ana@escola.test', subject, text: 'Olá' });
      await expect(
        t.database.db.transaction(async (tx) => {
          await t.jobs.send('send-email', message('desfeito'), tx);
          tx.rollback();
        }),
      ).rejects.toThrow();
      expect(await jobsNamed(t, 'send-email')).toEqual([]);

      await t.database.db.transaction(async (tx) => {
        await t.jobs.send('send-email', message('confirmado'), tx);
      });
      expect(await t.jobs.runDue()).toBe(1);
      expect(mailer.sent.map((m) => m.subject)).toEqual(['confirmado']);
    });
  });

  it('drains a backlog at once instead of one job per polling interval', { timeout: 30_000 }, async () => {
    const mailer = memoryMailer();
    const t = await createTestApp({
      deps: { mailer },
      jobs: { ...realWorkers, pollingIntervalSeconds: 4 },
    });
    try {
      for (let n = 1; n <= 6; n++) {
        await t.jobs.send('send-email', { to: 'ana@escola.test', subject: `aviso ${n}`, text: 'Olá' });
      }
      // The worker finds the first at its next poll (up to 4 s away); the other five follow it at
      // once, not one per poll.
      await vi.waitFor(() => expect(mailer.sent.length).toBeGreaterThan(0), { timeout: 6_000, interval: 50 });
      await vi.waitFor(() => expect(mailer.sent).toHaveLength(6), { timeout: 2_000, interval: 50 });
    } finally {
      await t.close();
    }
  });

  it(
    'runs a periodic job once per period with two instances on one database',
    { timeout: 90_000 },
    async () => {
      // The schedule's slots are whole minutes: start far enough from the next one to see a single slot.
      const second = new Date().getSeconds();
      if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
      const options = { ...realWorkers, cronMonitorIntervalSeconds: 1 };
      const a = await createTestApp({ jobs: options });
      const b = await createTestApp({ jobs: options, database: a.database });
      try {
        await vi.waitFor(
          async () => expect(await jobsNamed(a, 'payments-sweep')).toEqual([{ state: 'completed' }]),
          { timeout: 15_000, interval: 250 },
        );
        // The schedule is looked at again, twice, after that run (pg-boss stamps each look), within the
        // same minute: still one run.
        const stamp = async () =>
          String((await a.database.executeSql(`select cron_on::text as at from pgboss.version`)).rows[0]?.at);
        const looks = new Set([await stamp()]);
        await vi.waitFor(
          async () => {
            looks.add(await stamp());
            expect(looks.size).toBeGreaterThanOrEqual(3);
          },
          { timeout: 15_000, interval: 200 },
        );
        expect(await jobsNamed(a, 'payments-sweep')).toEqual([{ state: 'completed' }]);
      } finally {
        await b.close();
        await a.close();
      }
    },
  );
});
