import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../src/modules/payments';
import { adminCast, caller, expectGuarded, lastAudit } from './admin-helpers';
import { insertBillingData } from './payment-data';
import { createTestApp, type TestApp } from './app';
import { createUser } from './users';

describe('admin: background jobs', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof adminCast>>;
  let call: ReturnType<typeof caller>;
  let providerDown = true;
  const base = '/api/admin/jobs';

  beforeAll(async () => {
    const provider = {
      listSubscriptions: async () => {
        if (providerDown) throw new Error('provedor fora do ar (teste)');
        return { data: [], paging: {} };
      },
    } as unknown as PaymentProvider;
    t = await createTestApp({
      deps: {
        payments: {
          provider,
          jwks: { keyFor: async () => null },
          endpoints: {
            cardApiUrl: 'http://127.0.0.1:9',
            cardPublicKey: '',
            cepServiceUrl: 'http://127.0.0.1:9',
          },
        },
      },
    });
    cast = await adminCast(t.app, t.database.db);
    call = caller(t.app);
    // A customer to compare with the provider: the sweep fails while the provider is down.
    const teacher = await createUser(t.database.db);
    await insertBillingData(t.database.db, teacher.id, 'cus_fila');
  });
  afterAll(() => t.close());

  const overview = async () => {
    const res = await call('GET', `${base}/`, cast.staff.access);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const sweepQueue = (body: { queues: { queue: string }[] }) =>
    body.queues.find((q) => q.queue === 'payments-sweep');

  it('is for staff only', async () => {
    await expectGuarded(call, cast, 'GET', `${base}/`);
    await expectGuarded(call, cast, 'POST', `${base}/${crypto.randomUUID()}/retry/`);
  });

  it('shows every queue and the jobs that failed, without their data', async () => {
    const empty = await overview();
    expect(empty.queues.map((q: { queue: string }) => q.queue).sort()).toEqual([
      'assignments-announce-published',
      'family-weekly-summary',
      'image-variants',
      'image-variants-backfill',
      'notification-digest',
      'payments-sweep',
      'process-webhook',
      'remove-files',
      'send-email',
      'unused-uploads-cleanup',
    ]);
    expect(empty.failed).toEqual([]);

    await t.jobs.send('payments-sweep', {});
    expect(sweepQueue(await overview())).toEqual({
      queue: 'payments-sweep',
      waiting: 1,
      active: 0,
      failed: 0,
    });
    await t.jobs.runDue();

    const body = await overview();
    expect(sweepQueue(body)).toMatchObject({ waiting: 0, failed: 1 });
    expect(body.failed).toEqual([
      {
        id: expect.any(String),
        queue: 'payments-sweep',
        attempts: 1,
        error: 'provedor fora do ar (teste)',
        created_at: expect.any(String),
        failed_at: expect.any(String),
      },
    ]);
  });

  it('runs a failed job again on "Tentar de novo", and records who asked', async () => {
    const [failed] = (await overview()).failed as { id: string }[];
    const again = await call('POST', `${base}/${failed!.id}/retry/`, cast.staff.access);
    expect(again.statusCode, again.body).toBe(200);
    // The answer shows it back in line; it ran before the answer left (see test/app.ts) and failed again.
    expect(sweepQueue(again.json())).toMatchObject({ waiting: 1, failed: 0 });
    expect((await overview()).failed).toMatchObject([{ id: failed!.id, attempts: 2 }]);
    expect((await lastAudit(t.database.db, 'job', failed!.id))[0]).toMatchObject({
      action: 'job.retried',
      actorId: cast.staff.id,
    });

    providerDown = false;
    expect((await call('POST', `${base}/${failed!.id}/retry/`, cast.staff.access)).statusCode).toBe(200);
    const after = await overview();
    expect(after.failed).toEqual([]);
    expect(sweepQueue(after)).toMatchObject({ waiting: 0, failed: 0 });
  });

  it('answers 404 for a job that did not fail and 400 for a malformed id', async () => {
    const missing = await call('POST', `${base}/${crypto.randomUUID()}/retry/`, cast.staff.access);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: 'Nenhum trabalho com falha com este id.' });
    const malformed = await call('POST', `${base}/nao-e-um-id/retry/`, cast.staff.access);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ id: ['Trabalho inexistente.'] });
  });
});
