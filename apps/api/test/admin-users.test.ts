import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { expectGuarded, lastAudit, adminSession, type AdminCast, type Caller } from './admin-helpers';
import { createUser, loginAs } from './users';

describe('admin: users and audit log', () => {
  let t: TestApp;
  let cast: AdminCast;
  let call: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cast, call } = await adminSession(t));
  });
  afterAll(() => t.close());

  it('is staff only', async () => {
    await expectGuarded(call, cast, 'GET', '/api/admin/auth/users/');
    await expectGuarded(call, cast, 'GET', `/api/admin/auth/users/${cast.teacher.id}`);
    await expectGuarded(
      call,
      cast,
      'PATCH',
      `/api/admin/auth/users/${cast.teacher.id}`,
      { is_staff: true },
      { superuserOnly: true },
    );
    await expectGuarded(call, cast, 'GET', '/api/admin/audit-log/', undefined, { superuserOnly: true });
    expect((await call('GET', '/api/admin/auth/users/', cast.staff.access)).statusCode).toBe(200);
  });

  it('searches by name, e-mail and username, filters by role and sorts', async () => {
    await createUser(t.database.db, {
      email: 'joana.busca@escola.test',
      firstName: 'Joana',
      lastName: 'Buscadá Conceição',
    });
    await createUser(t.database.db, {
      email: null,
      username: 'aluno.buscado',
      isStudent: true,
      firstName: 'Pedro',
    });
    const search = async (q: string) =>
      (await call('GET', `/api/admin/auth/users/?${q}`, cast.staff.access)).json() as {
        count: number;
        results: { email: string | null; username: string; is_student: boolean }[];
      };
    expect((await search('search=Joana%20Busc')).results.map((u) => u.email)).toEqual([
      'joana.busca@escola.test',
    ]);
    expect((await search('search=JOANA.BUSCA@')).count).toBe(1);
    // Accents and case do not matter, on either side.
    expect((await search('search=buscada%20conceicao')).count).toBe(1);
    expect((await search('search=JO%C3%81NA')).count).toBe(1);
    expect((await search('search=aluno.busc')).results[0]).toMatchObject({
      username: 'aluno.buscado',
      is_student: true,
    });
    expect((await search('search=100%25')).count).toBe(0);
    const students = await search('role=student');
    expect(students.results.every((u) => u.is_student)).toBe(true);
    const staff = await search('role=staff&ordering=email');
    expect(staff.results.map((u) => u.email)).toEqual([cast.staff.email, cast.superuser.email].sort());
    const page = await call(
      'GET',
      '/api/admin/auth/users/?page_size=2&ordering=-date_joined',
      cast.staff.access,
    );
    expect(page.json()).toMatchObject({ results: [expect.anything(), expect.anything()] });
    expect(page.json().next).toContain('page=2');
    expect((await search('subscription_status=none')).count).toBeGreaterThan(3);
    expect((await search('subscription_status=active')).count).toBe(0);
    const bad = await call('GET', '/api/admin/auth/users/?role=rei&ordering=senha', cast.staff.access);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['role', 'ordering']));
  });

  it('shows a user with limits in force, subscription and counts', async () => {
    const res = await call('GET', `/api/admin/auth/users/${cast.teacher.id}`, cast.staff.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: cast.teacher.id,
      is_teacher: true,
      user_access_config: { max_students: 5, default_free_users: true },
      subscription: null,
      classrooms_count: 0,
      students_count: 0,
    });
    expect(res.json().last_login).not.toBeNull();
    expect((await call('GET', '/api/admin/auth/users/999999', cast.staff.access)).statusCode).toBe(404);
  });

  it('lets a superuser change roles, never their own superuser flag, with an audit row', async () => {
    const target = await createUser(t.database.db);
    const res = await call('PATCH', `/api/admin/auth/users/${target.id}`, cast.superuser.access, {
      is_staff: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_staff: true, is_teacher: true });
    const [row] = await lastAudit(t.database.db, 'user', target.id);
    expect(row).toMatchObject({
      actorId: cast.superuser.id,
      action: 'user.updated',
      before: expect.objectContaining({ is_staff: false }),
      after: expect.objectContaining({ is_staff: true }),
    });
    const self = await call('PATCH', `/api/admin/auth/users/${cast.superuser.id}`, cast.superuser.access, {
      is_superuser: false,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toMatch(/próprio/);
    expect(
      (await call('PATCH', `/api/admin/auth/users/${target.id}`, cast.superuser.access, {})).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', `/api/admin/auth/users/${target.id}`, cast.superuser.access, { is_staff: 'sim' }))
        .statusCode,
    ).toBe(400);
  });

  it('deactivating a user revokes their sessions', async () => {
    const target = await createUser(t.database.db);
    const { access } = await loginAs(t.app, target);
    expect((await call('GET', '/api/profile/me', access)).statusCode).toBe(200);
    const res = await call('PATCH', `/api/admin/auth/users/${target.id}`, cast.superuser.access, {
      is_active: false,
    });
    expect(res.json().is_active).toBe(false);
    expect((await call('GET', '/api/profile/me', access)).statusCode).toBe(401);
    expect(
      (await call('GET', '/api/admin/auth/users/?is_active=false', cast.staff.access))
        .json()
        .results.map((u: { id: number }) => u.id),
    ).toContain(target.id);
  });

  it('shows the audit log to superusers, filtered by target', async () => {
    const target = await createUser(t.database.db);
    await call('PATCH', `/api/admin/auth/users/${target.id}`, cast.superuser.access, { is_teacher: false });
    const res = await call(
      'GET',
      `/api/admin/audit-log/?target_type=user&target_id=${target.id}`,
      cast.superuser.access,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 1,
      results: [
        {
          action: 'user.updated',
          target_type: 'user',
          target_id: String(target.id),
          actor: { id: cast.superuser.id, email: cast.superuser.email },
          before: { is_teacher: true },
          after: { is_teacher: false },
        },
      ],
    });
  });
});
