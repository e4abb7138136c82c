import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import * as Sentry from '@sentry/node';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestDatabase } from '@aula/db/testing';
import { inject } from 'vitest';
import { withoutQueryParameters } from '../src/lib/log-redaction';
import { outboxMailer } from '../src/lib/mailer';
import { startErrorReporting } from '../src/lib/sentry';
import { type PaymentProvider, webhookService } from '../src/modules/payments';
import { seedDemoData } from '../src/seed/demo';
import { insertBillingData } from './payment-data';
import { createTestApp, testConfig, type TestApp } from './app';
import { createUser, jwt, loginAs, memoryMailer } from './users';

const SECRET_PARAM = 'parametro-secreto-da-consulta';

describe('what reaches the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const reported: unknown[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  /** A real failed query, its parameters in its message and fields, as drizzle throws it. */
  let queryFailure: unknown;
  const failWithQuery = () => Promise.reject(queryFailure);
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info', SUPPORT_EMAIL: 'equipe@aula.test' },
      deps: {
        logger: true,
        logStream,
        reportError: (error) => reported.push(error),
        mailer: { send: failWithQuery },
      },
      configure: (app) =>
        app.get('/api/test-failing-query', async () => {
          await t.database.db.execute(sql`select 1 / 0 where ${SECRET_PARAM} <> ''`);
          return {};
        }),
    });
    queryFailure = await t.database.db.execute(sql`select 1 / 0 where ${SECRET_PARAM} <> ''`).then(
      () => null,
      (error: unknown) => error,
    );
    // The raw error does carry the parameter: what follows checks it never gets further.
    expect(String((queryFailure as Error).message)).toContain(SECRET_PARAM);
  });
  afterAll(() => t.close());
  const logged = () => lines.join('');

  it('redacts reset and student-login tokens in request URLs', async () => {
    await t.app.inject({ url: '/password-reset/token-de-redefinicao-secreto' });
    await t.app.inject({ url: '/code/ABC123/student-login-token?token=token-do-aluno-secreto&x=1' });
    expect(logged()).toContain('/password-reset/[redacted]');
    expect(logged()).toContain('student-login-token?token=[redacted]&x=1');
    expect(logged()).not.toContain('token-de-redefinicao-secreto');
    expect(logged()).not.toContain('token-do-aluno-secreto');
  });

  it('redacts share-link tokens and file signatures in request URLs', async () => {
    await t.app.inject({ url: '/dashboard/shared-books/token-do-livro-compartilhado' });
    await t.app.inject({ url: '/api/content/shared-lessonplans/token-da-api-compartilhado/' });
    await t.app.inject({
      method: 'POST',
      url: '/api/content/shared-lessonplans/token-da-copia-compartilhado/copy/',
    });
    await t.app.inject({
      url: '/api/content/files/0b5f8a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b?expires=1&signature=assinatura-secreta',
    });
    expect(logged()).toContain('/dashboard/shared-books/[redacted]');
    expect(logged()).toContain('/api/content/shared-lessonplans/[redacted]/');
    expect(logged()).toContain('/api/content/shared-lessonplans/[redacted]/copy/');
    expect(logged()).toContain('signature=[redacted]');
    for (const secret of [
      'livro-compartilhado',
      'api-compartilhado',
      'copia-compartilhado',
      'assinatura-secreta',
    ]) {
      expect(logged()).not.toContain(secret);
    }
  });

  it('never logs the parameters of a failed query, nor reports them', async () => {
    const res = await t.app.inject({ url: '/api/test-failing-query' });
    expect(res.statusCode).toBe(500);
    expect(logged()).toContain('division by zero');
    expect(logged()).not.toContain(SECRET_PARAM);
    expect(reported).toHaveLength(1);
    expect(JSON.stringify(reported[0])).not.toContain(SECRET_PARAM);
    expect(String((reported[0] as Error).message)).not.toContain(SECRET_PARAM);
  });

  it('logs a failed heads-up e-mail of the contact form without query parameters', async () => {
    const teacher = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/feedbacks/',
      headers: jwt((await loginAs(t.app, teacher)).access),
      payload: { message: 'Mensagem para a equipe' },
    });
    expect(res.statusCode, res.body).toBe(201);
    // The heads-up is a job: the message was kept, the sending failed in the worker.
    expect(logged()).toContain('falha num trabalho em segundo plano');
    expect(logged()).toContain('division by zero');
    expect(logged()).not.toContain(SECRET_PARAM);
  });

  it('logs and keeps a failed webhook without query parameters', async () => {
    const db = t.database.db;
    const webhooks = webhookService({
      db,
      provider: { getSubscription: failWithQuery } as unknown as PaymentProvider,
      mailer: memoryMailer(),
      publicUrl: t.config.publicUrl,
      jwks: { keyFor: async () => null },
      log: t.app.log,
      jobs: t.jobs,
    });
    const [event] = await db
      .insert(schema.webhookEvents)
      .values({
        provider: 'pagarme',
        eventId: 'hook_consulta_falha',
        type: 'subscription.updated',
        payload: { id: 'hook_consulta_falha', type: 'subscription.updated', data: { id: 'sub_falha' } },
        rawBody: '{}',
        headers: {},
        status: 'received',
      })
      .returning();
    await webhooks.processEvent(event!.id);
    const [stored] = await db
      .select()
      .from(schema.webhookEvents)
      .where(eq(schema.webhookEvents.id, event!.id));
    expect(stored).toMatchObject({ status: 'failed' });
    expect(stored!.lastError).toContain('division by zero');
    expect(stored!.lastError).not.toContain(SECRET_PARAM);
    expect(logged()).toContain('falha ao processar webhook');
    expect(logged()).not.toContain(SECRET_PARAM);
  });

  it('logs a failed payment sweep without query parameters', async () => {
    const sweeping = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      deps: {
        logger: true,
        logStream,
        payments: {
          provider: { listSubscriptions: failWithQuery } as unknown as PaymentProvider,
          jwks: { keyFor: async () => null },
          endpoints: {
            cardApiUrl: 'http://127.0.0.1:9',
            cardPublicKey: '',
            cepServiceUrl: 'http://127.0.0.1:9',
          },
        },
      },
    });
    try {
      // A customer to compare with the provider, whose every answer is that failure.
      const teacher = await createUser(sweeping.database.db);
      await insertBillingData(sweeping.database.db, teacher.id, 'cus_varredura');
      await sweeping.jobs.send('payments-sweep', {});
      await sweeping.jobs.runDue();
      expect(logged()).toContain('falha num trabalho em segundo plano');
    } finally {
      await sweeping.close();
    }
    expect(logged()).not.toContain(SECRET_PARAM);
  });

  it('sends the error reporter redacted URLs and no query parameters', async () => {
    const sent: string[] = [];
    const report = await startErrorReporting(
      testConfig({ SENTRY_DSN: 'https://chave@o0.ingest.sentry.io/1' }),
      {
        // Only the integration that records the request on its own, and no OpenTelemetry here.
        defaultIntegrations: false,
        integrations: [Sentry.requestDataIntegration()],
        skipOpenTelemetrySetup: true,
        transport: () => ({
          send: async (envelope) => {
            sent.push(JSON.stringify(envelope));
            return {};
          },
          flush: async () => true,
        }),
      },
    );
    const url = '/api/content/shared-lessonplans/token-no-relatorio/copy/?token=outro-token-secreto';
    // What Sentry's own request instrumentation records, absolute URL and query string included.
    Sentry.getIsolationScope().setSDKProcessingMetadata({
      normalizedRequest: { url: `http://localhost${url}`, query_string: 'token=outro-token-secreto' },
    });
    report(withoutQueryParameters(queryFailure), { id: 'req-1', method: 'POST', url } as FastifyRequest);
    await Sentry.flush(2000);
    const text = sent.join('\n');
    expect(text).toContain('shared-lessonplans/[redacted]/copy/');
    expect(text).not.toContain('token-no-relatorio');
    expect(text).not.toContain('outro-token-secreto');
    expect(text).not.toContain(SECRET_PARAM);
    await Sentry.close();
  });

  it('logs only the outbox file name of an e-mail sent without SMTP', async () => {
    const config = testConfig();
    const entries: unknown[] = [];
    const mailer = outboxMailer(config.dataDir, 'Aula <x@aula.test>', {
      info: (...args: unknown[]) => entries.push(args),
    } as never);
    await mailer.send({
      to: 'professora@escola.test',
      subject: 'Redefinição',
      text: 'Acesse http://aula.test/password-reset/link-secreto',
    });
    const text = JSON.stringify(entries);
    expect(text).toMatch(/\.json/);
    expect(text).not.toContain('link-secreto');
    expect(text).not.toContain('professora@escola.test');
    const files = await readdir(join(config.dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.json$/);
    const written = JSON.parse(await readFile(join(config.dataDir, 'outbox', files[0]!), 'utf8'));
    expect(written).toMatchObject({ to: 'professora@escola.test', subject: 'Redefinição' });
  });
});

describe('demo superuser', () => {
  it('gets a random password, returned once on the first seed only', async () => {
    const passwords: string[] = [];
    for (let i = 0; i < 2; i++) {
      const database = await createTestDatabase(inject('dbSeed'));
      const accounts = await seedDemoData(database.db);
      const staff = accounts.find((a) => a.login === 'equipe@aula.demo')!;
      passwords.push(staff.password);
      expect(await seedDemoData(database.db)).toEqual([]);
      await database.close();
    }
    expect(passwords[0]).not.toBe(passwords[1]);
    expect(passwords[0]).not.toBe('Equipe-Aula-2026');
    expect(passwords[0]!.length).toBeGreaterThanOrEqual(16);
  });

  it('uses DEMO_STAFF_PASSWORD when the harness sets it', async () => {
    const database = await createTestDatabase(inject('dbSeed'));
    const accounts = await seedDemoData(database.db, { staffPassword: 'Senha-Escolhida-2026' });
    expect(accounts.find((a) => a.login === 'equipe@aula.demo')?.password).toBe('Senha-Escolhida-2026');
    await database.close();
  });
});
