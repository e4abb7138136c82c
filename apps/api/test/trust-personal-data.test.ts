import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { createUser, jwt, loginAs } from './users';

const { users, classrooms, classroomStudents } = schema;

describe('data export (LGPD): own data, and the audit about the person', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const myData = async (access: string) => {
    const res = await t.app.inject({ url: '/api/accounts/my-data/', headers: jwt(access) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("leaves the students' birth dates out of a teacher's export; the child's own export has hers", async () => {
    const db = t.database.db;
    const teacher = await createUser(db);
    const pupil = await createUser(db, {
      email: null,
      username: `aluna.nascida.${Date.now()}`,
      isStudent: true,
    });
    await db
      .update(users)
      .set({ birthDate: '2019-03-07', createdByTeacherId: teacher.id })
      .where(eq(users.id, pupil.id));
    const [room] = await db
      .insert(classrooms)
      .values({ teacherId: teacher.id, name: 'Turma', schoolYear: 2026, code: `NASC${Date.now() % 100000}` })
      .returning();
    await db.insert(classroomStudents).values({ classroomId: room!.id, studentId: pupil.id });

    const data = await myData((await loginAs(t.app, teacher)).access);
    expect(data.students).toMatchObject([
      { id: pupil.id, username: pupil.username, first_name: 'Ana', is_active: true },
    ]);
    expect(data.students[0]).not.toHaveProperty('birth_date');
    expect(JSON.stringify(data)).not.toContain('2019-03-07');

    const own = await myData((await loginAs(t.app, pupil)).access);
    expect(own.profile.birth_date).toBe('2019-03-07');
  });

  it('includes who entered the account as staff, when and from which address', async () => {
    const db = t.database.db;
    const teacher = await createUser(db, { firstName: 'Marta' });
    const staff = await createUser(db, { isStaff: true, firstName: 'Sérgio', lastName: 'Suporte' });
    const staffAccess = (await loginAs(t.app, staff)).access;
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/impersonate/',
      headers: jwt(staffAccess),
      payload: { email: teacher.email },
      remoteAddress: '203.0.113.77',
    });
    expect(entered.statusCode, entered.body).toBe(200);

    const data = await myData((await loginAs(t.app, teacher)).access);
    expect(data.audit).toHaveLength(1);
    expect(data.audit[0]).toMatchObject({
      action: 'user.impersonated',
      ip: '203.0.113.77',
      actor_id: staff.id,
      actor_name: 'Sérgio Suporte',
      actor_email: staff.email,
      target_type: 'user',
      target_id: String(teacher.id),
    });
    expect(new Date(data.audit[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // The staff member's export shows that she entered an account, not the other person's data.
    const staffData = await myData(staffAccess);
    expect(staffData.audit).toMatchObject([{ action: 'user.impersonated', before: null, after: null }]);
    expect(JSON.stringify(staffData.audit)).not.toContain(teacher.email);
  });
});
