import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import {
  type PaymentProvider,
  providerErrorFromFailure,
  providerErrorFromResponse,
} from '../src/modules/payments';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { expectGuarded, lastAudit, adminSession, type AdminCast, type Caller } from './admin-helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';

describe('admin: webhook events and provider failures', () => {
  let p: PaymentsTestApp;
  let cast: AdminCast;
  let call: Caller;
  const failures = { sync: false, reads: null as null | 'down' | 'config' };
  const base = '/api/admin/webhooks/webhook-events';

  beforeAll(async () => {
    p = await createPaymentsTestApp({
      wrapProvider: (real): PaymentProvider => ({
        ...real,
        getSubscription: (id, options) => {
          if (failures.sync) return Promise.reject(new Error('provedor fora do ar (teste)'));
          return real.getSubscription(id, options);
        },
        getCharge: (id, options) => {
          if (failures.reads === 'down')
            return Promise.reject(providerErrorFromFailure('timeout', 'GET', `/charges/${id}`, null));
          if (failures.reads === 'config') {
            return Promise.reject(
              providerErrorFromResponse({
                status: 401,
                body: { message: 'Unauthorized' },
                method: 'GET',
                path: `/charges/${id}`,
              }),
            );
          }
          return real.getCharge(id, options);
        },
        listInvoices: (query, options) => {
          if (failures.reads === 'down') {
            return Promise.reject(
              providerErrorFromResponse({ status: 500, body: {}, method: 'GET', path: '/invoices' }),
            );
          }
          return real.listInvoices(query, options);
        },
      }),
    });
    ({ cast, call } = await adminSession(p.t));
  });
  afterAll(() => p.close());

  it('guards every route (reprocessing is for superusers)', async () => {
    await expectGuarded(call, cast, 'GET', base);
    await expectGuarded(call, cast, 'GET', `${base}/1`);
    await expectGuarded(call, cast, 'POST', `${base}/1/reprocess/`, undefined, { superuserOnly: true });
  });

  it('lists, shows and reprocesses a failed event', async () => {
    const teacher = await p.teacherWithPaymentData();
    expect((await p.subscribeWith(teacher.access, TEST_CARDS.approved)).statusCode).toBe(201);
    failures.sync = true;
    await p.deliverAll();
    failures.sync = false;
    const failed = await call('GET', `${base}?status=failed`, cast.staff.access);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().count).toBeGreaterThan(0);
    const event = failed.json().results[0];
    expect(event).toMatchObject({ status: 'failed', attempts: 1, last_error: 'provedor fora do ar (teste)' });
    const type = encodeURIComponent(event.type);
    expect(
      (await call('GET', `${base}?type=${type}&status=failed`, cast.staff.access)).json().results[0].type,
    ).toBe(event.type);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(
      (await call('GET', `${base}?date_from=${today}&date_to=${today}`, cast.staff.access)).json().count,
    ).toBeGreaterThan(0);
    expect((await call('GET', `${base}?date_to=2020-01-01`, cast.staff.access)).json().count).toBe(0);

    const detail = await call('GET', `${base}/${event.id}`, cast.staff.access);
    expect(detail.json()).toMatchObject({
      id: event.id,
      headers: expect.objectContaining({ 'x-webhook-asymmetric-signature': expect.any(String) }),
      payload: expect.objectContaining({ type: event.type }),
      raw_body: expect.stringContaining(event.event_id),
    });
    expect((await call('POST', `${base}/${event.id}/reprocess/`, cast.staff.access)).statusCode).toBe(403);
    const res = await call('POST', `${base}/${event.id}/reprocess/`, cast.superuser.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'processed', attempts: 2, last_error: null });
    expect((await lastAudit(p.t.database.db, 'webhook_event', event.id))[0]).toMatchObject({
      action: 'webhook_event.reprocessed',
      actorId: cast.superuser.id,
      before: { status: 'failed', attempts: 1 },
      after: expect.objectContaining({ status: 'processed', attempts: 2 }),
    });
    expect((await call('GET', `${base}/999999`, cast.staff.access)).statusCode).toBe(404);
  });

  it('refuses to reprocess a rejected event', async () => {
    // Bad signatures are no longer stored; rows from before that change stay rejected.
    const [rejected] = await p.t.database.db
      .insert(schema.webhookEvents)
      .values({
        provider: 'pagarme',
        type: 'charge.paid',
        rawBody: '{}',
        headers: {},
        status: 'rejected',
      })
      .returning();
    const again = await call('POST', `${base}/${rejected!.id}/reprocess/`, cast.superuser.access);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'rejected_event' });
  });

  it('turns provider failures into clear messages, never a 500', async () => {
    failures.reads = 'down';
    const charge = await call('GET', '/api/admin/payment/pagarme/charges/ch_qualquer', cast.staff.access);
    expect(charge.statusCode).toBe(503);
    expect(charge.json()).toEqual({
      detail:
        'O provedor de pagamento não respondeu. Nenhuma cobrança foi feita; tente novamente em instantes.',
      code: 'provider_timeout',
    });
    const invoices = await call(
      'GET',
      '/api/admin/payment/pagarme/invoices?customer_id=cus_x',
      cast.staff.access,
    );
    expect(invoices.statusCode).toBe(503);
    expect(invoices.json().code).toBe('provider_unavailable');
    failures.reads = 'config';
    const config = await call('GET', '/api/admin/payment/pagarme/charges/ch_qualquer', cast.staff.access);
    expect(config.statusCode).toBe(502);
    expect(config.json().detail).toMatch(/erro de configuração/);
    failures.reads = null;
  });
});
