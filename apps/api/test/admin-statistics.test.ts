import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyEquivalentCents } from '@aula/contracts';
import { schema } from '@aula/db';
import { seedDemoPayments } from '../src/seed/demo-payments';
import { createTestApp, type TestApp } from './app';
import { adminSession, type AdminCast, type Caller } from './admin-helpers';
import { createUser } from './users';

const at = (iso: string) => new Date(iso);

describe('admin: statistics', () => {
  let t: TestApp;
  let cast: AdminCast;
  let call: Caller;
  const lessonIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await seedDemoPayments(db);
    ({ cast, call } = await adminSession(t));
    const {
      users,
      subscriptions,
      subscriptionPlans,
      orders,
      lessonPlans,
      lessons,
      classrooms,
      teachingClasses,
      favorites,
    } = schema;
    const plans = await db.select().from(subscriptionPlans);
    const mensal = plans.find((p) => p.name === 'Mensal')!;
    const anual = plans.find((p) => p.name === 'Anual')!;
    // Signups in January and March 2026 (São Paulo dates), by role.
    const joined = [
      ['2026-01-10T12:00:00-03:00', { isTeacher: true }],
      ['2026-01-10T23:30:00-03:00', { isTeacher: true }],
      ['2026-01-20T10:00:00-03:00', { isStudent: true }],
      ['2026-03-05T10:00:00-03:00', { isTeacher: true }],
    ] as const;
    const people = [];
    for (const [date, roles] of joined) {
      const u = await createUser(db, { ...roles, ...('isStudent' in roles ? { email: null } : {}) });
      await db
        .update(users)
        .set({ dateJoined: at(date) })
        .where(eq(users.id, u.id));
      people.push(u);
    }
    const [a, b, c, d] = people;
    const sub = (
      userId: number,
      plan: typeof mensal,
      status: 'active' | 'past_due' | 'expired',
      created: string,
      extra = {},
    ) => ({
      userId,
      subscriptionPlanId: plan.id,
      status,
      priceCents: plan.priceCents,
      createdAt: at(created),
      ...extra,
    });
    const extraTeachers = [await createUser(db), await createUser(db), await createUser(db)];
    // A "forever" coupon lowers every renewal; one of 3 cycles only the first charges.
    const [forever, firstMonths] = await db
      .insert(schema.coupons)
      .values([
        { code: 'SEMPRE990', discountType: 'flat', discountValue: 990, cycles: null },
        { code: 'TRESMESES', discountType: 'percentage', discountValue: 50, cycles: 3 },
      ])
      .returning();
    const inserted = await db
      .insert(subscriptions)
      .values([
        sub(a!.id, mensal, 'active', '2026-01-11T10:00:00-03:00', { couponId: firstMonths!.id }),
        sub(b!.id, anual, 'active', '2026-01-12T10:00:00-03:00'),
        sub(d!.id, mensal, 'past_due', '2026-03-06T10:00:00-03:00'),
        sub(extraTeachers[0]!.id, mensal, 'active', '2026-03-07T10:00:00-03:00', {
          grantedById: cast.superuser.id,
          priceCents: 0,
        }),
        sub(extraTeachers[1]!.id, mensal, 'expired', '2026-01-15T10:00:00-03:00', {
          canceledAt: at('2026-02-15T10:00:00-03:00'),
        }),
        sub(extraTeachers[2]!.id, mensal, 'active', '2026-03-08T10:00:00-03:00', { couponId: forever!.id }),
      ])
      .returning();
    // Plan changes in March: e goes up from Mensal to Anual, f down from Anual to Mensal.
    const [e, f] = [await createUser(db), await createUser(db)];
    const [eOld, fOld] = await db
      .insert(subscriptions)
      .values([
        sub(e.id, mensal, 'expired', '2026-01-20T10:00:00-03:00', {
          canceledAt: at('2026-03-15T10:00:00-03:00'),
        }),
        sub(f.id, anual, 'expired', '2026-01-21T10:00:00-03:00', {
          canceledAt: at('2026-03-16T10:00:00-03:00'),
        }),
      ])
      .returning();
    await db
      .insert(subscriptions)
      .values([
        sub(e.id, anual, 'active', '2026-03-15T10:00:00-03:00', { replacesSubscriptionId: eOld!.id }),
        sub(f.id, mensal, 'active', '2026-03-16T10:00:00-03:00', { replacesSubscriptionId: fOld!.id }),
      ]);
    await db.insert(orders).values([
      {
        userId: d!.id,
        subscriptionId: inserted[2]!.id,
        kind: 'renewal',
        amountCents: 2990,
        status: 'failed',
        createdAt: at('2026-03-20T10:00:00-03:00'),
      },
      {
        userId: d!.id,
        subscriptionId: inserted[2]!.id,
        kind: 'renewal',
        amountCents: 2990,
        status: 'failed',
        createdAt: at('2026-03-21T10:00:00-03:00'),
      },
    ]);
    const [plan] = await db.insert(lessonPlans).values({ title: 'Frações' }).returning();
    const ls = await db
      .insert(lessons)
      .values([
        { lessonPlanId: plan!.id, title: 'Metades' },
        { lessonPlanId: plan!.id, title: 'Terços' },
      ])
      .returning();
    lessonIds.push(...ls.map((l) => l.id));
    const [room] = await db
      .insert(classrooms)
      .values({ teacherId: a!.id, name: '5º A', schoolYear: 2026, code: 'ABC234' })
      .returning();
    const [room2] = await db
      .insert(classrooms)
      .values({ teacherId: b!.id, name: '5º B', schoolYear: 2026, code: 'ABC235' })
      .returning();
    const linked = at('2026-03-10T10:00:00-03:00');
    await db.insert(teachingClasses).values([
      { classroomId: room!.id, lessonId: ls[1]!.id, createdAt: linked },
      { classroomId: room2!.id, lessonId: ls[1]!.id, createdAt: linked },
      { classroomId: room!.id, lessonId: ls[0]!.id, createdAt: linked },
    ]);
    await db.insert(favorites).values([{ userId: a!.id, lessonId: ls[0]!.id, createdAt: linked }]);
    void c;
  });
  afterAll(() => t.close());

  it('counts signups per day and month by role, in São Paulo time', async () => {
    const res = await call(
      'GET',
      '/api/admin/profiles/user-statistics?from=2026-01-01&to=2026-03-31',
      cast.staff.access,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.signups).toBe(4);
    expect(body.signups_per_day).toHaveLength(90);
    expect(body.signups_per_day.find((d: { date: string }) => d.date === '2026-01-10')).toEqual({
      date: '2026-01-10',
      teachers: 2,
      students: 0,
      staff: 0,
    });
    expect(body.signups_per_month).toEqual([
      { month: '2026-01', teachers: 2, students: 1, staff: 0 },
      { month: '2026-02', teachers: 0, students: 0, staff: 0 },
      { month: '2026-03', teachers: 1, students: 0, staff: 0 },
    ]);
    expect(body.active_users_30d).toBe(3); // the cast logged in
    expect(body.totals.staff).toBe(2);
    expect(body.most_linked_lessons).toEqual([
      { lesson_id: lessonIds[1], title: 'Terços', count: 2 },
      { lesson_id: lessonIds[0], title: 'Metades', count: 1 },
    ]);
    expect(body.most_favorited_lessons).toEqual([{ lesson_id: lessonIds[0], title: 'Metades', count: 1 }]);
  });

  it('computes MRR, active subscriptions per plan, churn and failed payments', async () => {
    const res = await call(
      'GET',
      '/api/admin/payment/subscription-statistics?from=2026-01-01&to=2026-03-31',
      cast.staff.access,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Mensal: 3 paid active + 1 past_due, one of them renewing at 2990 - 990 under its "forever"
    // coupon; Anual: 2 × R$ 299,00 at its monthly equivalent (R$ 24,92, the shared rule); the grant
    // counts as active but not in MRR.
    expect(monthlyEquivalentCents(29900, 'year')).toBe(2492);
    const mensalMrr = 3 * 2990 + (2990 - 990);
    expect(body.mrr_cents).toBe(mensalMrr + 2 * 2492);
    expect(body.active_subscriptions).toBe(7);
    expect(body.active_by_plan).toEqual([
      expect.objectContaining({ plan_name: 'Mensal', count: 5, mrr_cents: mensalMrr }),
      expect.objectContaining({ plan_name: 'Anual', count: 2, mrr_cents: 2 * 2492 }),
    ]);
    // The plan changes are an upgrade and a downgrade: neither a new subscriber nor a churn.
    expect(body.per_month).toEqual([
      { month: '2026-01', new: 5, canceled: 0, failed_payments: 0, upgrades: 0, downgrades: 0 },
      { month: '2026-02', new: 0, canceled: 1, failed_payments: 0, upgrades: 0, downgrades: 0 },
      { month: '2026-03', new: 3, canceled: 0, failed_payments: 2, upgrades: 1, downgrades: 1 },
    ]);
    expect(body).toMatchObject({
      new_subscriptions: 8,
      canceled_subscriptions: 1,
      upgrades: 1,
      downgrades: 1,
    });
    expect(body.churn_rate).toBeCloseTo(1 / 8, 3);
    expect(body).toMatchObject({ failed_payments: 2, past_due: 1, failed_webhooks: 0, trial_to_paid: null });
  });

  it('validates the period', async () => {
    const res = await call(
      'GET',
      '/api/admin/payment/subscription-statistics?from=2026-03-01&to=2026-01-01',
      cast.staff.access,
    );
    expect(res.json()).toEqual({ to: ['O início deve ser antes do fim.'] });
    const long = await call(
      'GET',
      '/api/admin/profiles/user-statistics?from=2010-01-01&to=2026-01-01',
      cast.staff.access,
    );
    expect(long.json()).toEqual({ from: ['Escolha um período de até 3 anos.'] });
    expect(
      (await call('GET', '/api/admin/profiles/user-statistics?from=ontem', cast.staff.access)).statusCode,
    ).toBe(400);
    const byDefault = await call('GET', '/api/admin/profiles/user-statistics', cast.staff.access);
    expect(byDefault.json().signups_per_month.length).toBeGreaterThanOrEqual(12);
  });
});
