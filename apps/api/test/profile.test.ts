import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { createUser, GOOD_PASSWORD, jwt, loginAs } from './users';

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (access: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/profile/me', payload, headers: jwt(access) });

  it('returns the SPEC profile with the default free limits', async () => {
    const teacher = await createUser(t.database.db, { firstName: 'Clara', lastName: 'Nunes' });
    const { access } = await loginAs(t.app, teacher);
    const res = await t.app.inject({ url: '/api/profile/me', headers: jwt(access) });
    expect(res.json()).toEqual({
      id: teacher.id,
      username: teacher.username,
      first_name: 'Clara',
      last_name: 'Nunes',
      email: teacher.email,
      birth_date: null,
      is_teacher: true,
      is_student: false,
      is_staff: false,
      is_superuser: false,
      groups: [],
      payment_information_updated: true,
      must_change_password: false,
      impersonator: null,
      user_access_config: {
        ads: true,
        default_free_users: true,
        group: 'free',
        max_students: 5,
        teachers_accounts: 1,
        max_custom_lessons: 1,
      },
    });
  });

  it('edits name, birth date and e-mail but never roles or limits', async () => {
    const teacher = await createUser(t.database.db);
    const { access } = await loginAs(t.app, teacher);
    const res = await put(access, {
      first_name: 'Beatriz',
      last_name: 'Almeida',
      birth_date: '1990-05-17',
      email: 'Beatriz.Almeida@escola.test',
      current_password: GOOD_PASSWORD,
      is_staff: true,
      is_superuser: true,
      user_access_config: { max_students: 999 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Beatriz',
      birth_date: '1990-05-17',
      email: 'beatriz.almeida@escola.test',
      is_staff: false,
      is_superuser: false,
      user_access_config: { max_students: 5 },
    });
    await loginAs(t.app, { ...teacher, email: 'beatriz.almeida@escola.test' });
  });

  it('validates the edit', async () => {
    const teacher = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const { access } = await loginAs(t.app, teacher);
    const res = await put(access, { first_name: '', last_name: 'X', birth_date: '2999-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['Informe o nome.'],
      birth_date: ['A data não pode estar no futuro.'],
    });
    const taken = await put(access, {
      first_name: 'A',
      last_name: 'B',
      email: other.email,
      current_password: GOOD_PASSWORD,
    });
    expect(taken.json()).toEqual({ email: ['Já existe uma conta com este e-mail.'] });
    const student = await createUser(t.database.db, {
      email: null,
      username: 'aluno.perfil',
      isStudent: true,
    });
    const studentPair = await loginAs(t.app, student);
    const studentEmail = await put(studentPair.access, { first_name: 'A', last_name: 'B', email: 'a@b.com' });
    expect(studentEmail.json()).toEqual({ email: ['Alunos não têm e-mail na conta.'] });
  });

  it('refuses a birth date before 1900', async () => {
    const { access } = await loginAs(t.app, await createUser(t.database.db));
    const res = await put(access, { first_name: 'A', last_name: 'B', birth_date: '0001-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ birth_date: ['Informe uma data a partir de 1900.'] });
  });

  it('gives one of two teachers taking the same e-mail at once a 400, never a 500', async () => {
    for (let round = 0; round < 4; round++) {
      const teachers = [await createUser(t.database.db), await createUser(t.database.db)];
      const sessions = await Promise.all(teachers.map((teacher) => loginAs(t.app, teacher)));
      const email = `disputado.${round}@escola.test`;
      const answers = await Promise.all(
        sessions.map(({ access }) =>
          put(access, { first_name: 'A', last_name: 'B', email, current_password: GOOD_PASSWORD }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((res) => res.statusCode === 400)!;
      expect(refused.json()).toEqual({ email: ['Já existe uma conta com este e-mail.'] });
    }
  });
});

describe('impersonation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const impersonate = (access: string | null, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/impersonate/',
      payload: { email },
      headers: access ? jwt(access) : {},
    });

  it('gives staff the target user tokens, marked and audited', async () => {
    const staff = await createUser(t.database.db, { isStaff: true, firstName: 'Rafael', lastName: 'Lima' });
    const teacher = await createUser(t.database.db);
    const { access } = await loginAs(t.app, staff);
    const res = await impersonate(access, teacher.email!);
    expect(res.statusCode).toBe(200);
    const profile = await t.app.inject({ url: '/api/profile/me', headers: jwt(res.json().access) });
    expect(profile.json()).toMatchObject({
      id: teacher.id,
      impersonator: { id: staff.id, name: 'Rafael Lima', email: staff.email },
    });
    const [audit] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'user.impersonated'));
    expect(audit).toMatchObject({ actorId: staff.id, targetType: 'user', targetId: String(teacher.id) });
    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/delete-account/',
      payload: { password: teacher.password },
      headers: jwt(res.json().access),
    });
    expect(deletion.statusCode).toBe(403);
  });

  it('keeps superusers out of reach of plain staff, but not of other superusers', async () => {
    const staff = await createUser(t.database.db, { isStaff: true });
    const boss = await createUser(t.database.db, { isStaff: true, isSuperuser: true });
    const otherBoss = await createUser(t.database.db, { isStaff: true, isSuperuser: true });
    const staffPair = await loginAs(t.app, staff);
    expect((await impersonate(staffPair.access, boss.email!)).statusCode).toBe(403);
    const bossPair = await loginAs(t.app, otherBoss);
    expect((await impersonate(bossPair.access, boss.email!)).statusCode).toBe(200);
  });

  it('refuses anonymous callers, non-staff, unknown e-mails and oneself', async () => {
    const staff = await createUser(t.database.db, { isStaff: true });
    const teacher = await createUser(t.database.db);
    expect((await impersonate(null, teacher.email!)).statusCode).toBe(401);
    const teacherPair = await loginAs(t.app, teacher);
    expect((await impersonate(teacherPair.access, staff.email!)).statusCode).toBe(403);
    const staffPair = await loginAs(t.app, staff);
    expect((await impersonate(staffPair.access, 'ninguem@escola.test')).statusCode).toBe(404);
    expect((await impersonate(staffPair.access, staff.email!)).statusCode).toBe(400);
  });
});
