import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { adminSession, type AdminCast, type Caller } from './admin-helpers';

describe('admin: audit log filters', () => {
  let t: TestApp;
  let cast: AdminCast;
  let call: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cast, call } = await adminSession(t));
    // São Paulo is UTC-3: 02:30 UTC on the 11th is still the 10th there.
    await t.database.db.insert(schema.auditLog).values([
      {
        actorId: cast.superuser.id,
        action: 'coupon.created',
        targetType: 'coupon',
        targetId: '1',
        createdAt: new Date('2026-03-11T02:30:00Z'),
      },
      {
        actorId: cast.staff.id,
        action: 'coupon.created',
        targetType: 'coupon',
        targetId: '2',
        createdAt: new Date('2026-03-11T12:00:00Z'),
      },
      {
        actorId: cast.staff.id,
        action: 'subscription.extended',
        targetType: 'subscription',
        targetId: '7',
        createdAt: new Date('2026-03-12T15:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  const targets = async (query: string) => {
    const res = await call('GET', `/api/admin/audit-log/?${query}`, cast.superuser.access);
    expect(res.statusCode, query).toBe(200);
    const body = res.json() as { count: number; results: { action: string; target_id: string }[] };
    expect(body.count).toBe(body.results.length);
    return body.results.map((r) => `${r.action}#${r.target_id}`);
  };

  it('filters by action, by actor and by São Paulo calendar days, newest first', async () => {
    expect(await targets('action=coupon.created')).toEqual(['coupon.created#2', 'coupon.created#1']);
    expect(await targets(`action=coupon.created&actor=${cast.staff.id}`)).toEqual(['coupon.created#2']);
    expect(await targets('date_from=2026-03-10&date_to=2026-03-10')).toEqual(['coupon.created#1']);
    expect(await targets('date_from=2026-03-11&date_to=2026-03-12')).toEqual([
      'subscription.extended#7',
      'coupon.created#2',
    ]);
    expect(await targets('date_from=2026-03-12')).toEqual(['subscription.extended#7']);
    expect(await targets('action=user.updated&date_to=2026-03-12')).toEqual([]);
  });

  it('refuses a malformed day in Portuguese', async () => {
    const res = await call('GET', '/api/admin/audit-log/?date_from=10/03/2026', cast.superuser.access);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Use uma data no formato AAAA-MM-DD.');
  });
});
