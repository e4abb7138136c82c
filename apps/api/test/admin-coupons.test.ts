import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COUPON_REDEMPTIONS, MAX_DB_INT } from '@aula/contracts';
import { TEST_CARDS } from '../src/sandbox/pagarme-sandbox';
import { expectGuarded, lastAudit, adminSession, type AdminCast, type Caller } from './admin-helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';

describe('admin: coupons', () => {
  let p: PaymentsTestApp;
  let cast: AdminCast;
  let call: Caller;
  const base = '/api/admin/payment/coupons';
  beforeAll(async () => {
    p = await createPaymentsTestApp();
    ({ cast, call } = await adminSession(p.t));
  });
  afterAll(() => p.close());

  it('guards every route', async () => {
    const body = { code: 'TESTE', discount_type: 'flat', discount_value: 100 };
    await expectGuarded(call, cast, 'GET', base);
    await expectGuarded(call, cast, 'POST', base, body);
    await expectGuarded(call, cast, 'GET', `${base}/1`);
    await expectGuarded(call, cast, 'PUT', `${base}/1`, body);
    await expectGuarded(call, cast, 'DELETE', `${base}/1`);
  });

  it('validates coupons in Portuguese', async () => {
    const res = await call('POST', base, cast.staff.access, {
      code: 'a b',
      discount_type: 'percentage',
      discount_value: 150,
      valid_from: '2026-02-01T00:00:00-03:00',
      valid_until: '2026-01-01T00:00:00-03:00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ['Use de 3 a 40 letras, números, - ou _.'] });
    const range = await call('POST', base, cast.staff.access, {
      code: 'FAIXA',
      discount_type: 'percentage',
      discount_value: 150,
      valid_from: '2026-02-01T00:00:00-03:00',
      valid_until: '2026-01-01T00:00:00-03:00',
    });
    expect(range.json()).toMatchObject({
      discount_value: ['Um desconto percentual vai de 1 a 100.'],
      valid_until: ['O fim da validade deve ser depois do início.'],
    });
    const dup = await call('POST', base, cast.staff.access, {
      code: 'bemvindo10',
      discount_type: 'flat',
      discount_value: 100,
    });
    expect(dup.json()).toEqual({ code: ['Já existe um cupom com este código.'] });
    const plan = await call('POST', base, cast.staff.access, {
      code: 'SEMPLANO',
      discount_type: 'flat',
      discount_value: 100,
      plans: [9999],
    });
    expect(plan.json()).toEqual({ plans: ['Plano não encontrado.'] });
  });

  it('refuses oversized coupon numbers as field errors, before the database', async () => {
    const oversized = {
      code: 'ENORME',
      discount_type: 'flat',
      discount_value: MAX_DB_INT + 1,
      max_redemptions: MAX_DB_INT + 1,
    };
    const created = await call('POST', base, cast.staff.access, oversized);
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toEqual({
      discount_value: ['Desconto alto demais.'],
      max_redemptions: ['No máximo 1.000.000 de usos.'],
    });
    const existing = await call('POST', base, cast.staff.access, {
      code: 'LIMITES',
      discount_type: 'flat',
      discount_value: 100,
    });
    expect(existing.statusCode, existing.body).toBe(201);
    const edited = await call('PUT', `${base}/${existing.json().id}`, cast.staff.access, {
      ...oversized,
      code: 'LIMITES',
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(Object.keys(edited.json()).sort()).toEqual(['discount_value', 'max_redemptions']);
    // The largest values allowed are stored as they are.
    const largest = await call('POST', base, cast.staff.access, {
      code: 'MAIORES',
      discount_type: 'flat',
      discount_value: 100_000_00,
      max_redemptions: MAX_COUPON_REDEMPTIONS,
    });
    expect(largest.statusCode, largest.body).toBe(201);
    expect(largest.json()).toMatchObject({ discount_value: 100_000_00, max_redemptions: 1_000_000 });
  });

  it('creates, lists, reads and edits a coupon that teachers can then use', async () => {
    const created = await call('POST', base, cast.staff.access, {
      code: 'volta-as-aulas',
      discount_type: 'flat',
      discount_value: 500,
      cycles: 2,
      max_redemptions: 100,
      plans: [p.planId('Mensal')],
    });
    expect(created.statusCode, created.body).toBe(201);
    const coupon = created.json();
    expect(coupon).toMatchObject({
      code: 'VOLTA-AS-AULAS',
      cycles: 2,
      plans: [p.planId('Mensal')],
      redemptions: 0,
    });
    const list = await call('GET', `${base}?search=volta`, cast.staff.access);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: coupon.id }] });
    expect((await call('GET', `${base}/${coupon.id}`, cast.staff.access)).json().code).toBe('VOLTA-AS-AULAS');
    expect((await call('GET', `${base}/99999`, cast.staff.access)).statusCode).toBe(404);
    const edited = await call('PUT', `${base}/${coupon.id}`, cast.staff.access, {
      code: 'VOLTA-AS-AULAS',
      discount_type: 'percentage',
      discount_value: 20,
      plans: [],
    });
    expect(edited.json()).toMatchObject({ discount_type: 'percentage', discount_value: 20, plans: [] });
    const teacher = await p.teacherWithPaymentData();
    const check = await call('POST', '/api/payment/coupon-codes', teacher.access, {
      code: 'volta-as-aulas',
      subscription_plan: p.planId('Anual'),
    });
    expect(check.json()).toMatchObject({ discount_cents: 5980, total_cents: 23920 });
    const audits = await lastAudit(p.t.database.db, 'coupon', coupon.id);
    expect(audits.map((a) => a.action)).toEqual(['coupon.updated', 'coupon.created']);
    expect(audits[0]).toMatchObject({
      actorId: cast.staff.id,
      before: expect.objectContaining({ discount_type: 'flat' }),
    });
  });

  it('deletes an unused coupon, but only deactivates a used one', async () => {
    const unused = (
      await call('POST', base, cast.staff.access, {
        code: 'NUNCAUSADO',
        discount_type: 'flat',
        discount_value: 100,
      })
    ).json();
    const gone = await call('DELETE', `${base}/${unused.id}`, cast.staff.access);
    expect(gone.json()).toMatchObject({ deleted: true, deactivated: false });
    expect((await call('GET', `${base}/${unused.id}`, cast.staff.access)).statusCode).toBe(404);

    const used = (
      await call('POST', base, cast.staff.access, {
        code: 'USADO',
        discount_type: 'percentage',
        discount_value: 50,
      })
    ).json();
    const teacher = await p.teacherWithPaymentData();
    const sub = await p.subscribeWith(teacher.access, TEST_CARDS.approved, { coupon_code: 'usado' });
    expect(sub.statusCode, sub.body).toBe(201);
    const res = await call('DELETE', `${base}/${used.id}`, cast.staff.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      deleted: false,
      deactivated: true,
      detail: 'O cupom já foi usado, então foi desativado em vez de excluído para manter o histórico.',
    });
    expect((await call('GET', `${base}/${used.id}`, cast.staff.access)).json()).toMatchObject({
      is_active: false,
      redemptions: 1,
    });
    expect((await lastAudit(p.t.database.db, 'coupon', used.id))[0]!.action).toBe('coupon.deactivated');
  });
});
