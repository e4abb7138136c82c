import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@aula/db';
import { anotherConnection } from '@aula/db/testing';
import { createTestApp, type TestApp } from './app';
import { classroomPeople, createUser, GOOD_PASSWORD, jwt, loginAs } from './users';

type Pair = { access: string; refresh: string };
const REFUSED_WITHIN_MS = 1_000;

/**
 * Each instance keeps the sessions it authenticated in memory: a session revoked through one
 * instance must be refused by the other within a second. On PostgreSQL the second instance has its
 * own pool and listening connection, as a second process would.
 */
describe('a session revoked on one instance is refused on the other within a second', () => {
  let a: TestApp;
  let b: TestApp;
  let bDatabase: DatabaseHandle;
  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = anotherConnection(a.database);
    b = await createTestApp({ database: bDatabase });
  });
  afterAll(async () => {
    await b.close();
    await bDatabase.close();
    await a.close();
  });

  const { call, teacher, existingStudent } = classroomPeople(() => a, 43, 'cache.sessao');
  const me = (app: TestApp, access: string) =>
    app.app.inject({ url: '/api/profile/me', headers: jwt(access) });

  /** Used on B twice (read, then kept), so B answers it from memory from now on. */
  async function knownToB(access: string) {
    for (let i = 0; i < 2; i++) expect((await me(b, access)).statusCode).toBe(200);
  }

  async function refusedByB(access: string) {
    const started = performance.now();
    for (;;) {
      const status = (await me(b, access)).statusCode;
      if (status === 401) return;
      expect(status).toBe(200);
      expect(performance.now() - started, 'B ainda aceita a sessão revogada').toBeLessThan(REFUSED_WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('logout', async () => {
    const pair = await loginAs(a.app, await createUser(a.database.db));
    await knownToB(pair.access);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      payload: { refresh: pair.refresh },
    });
    expect(out.statusCode).toBe(200);
    await refusedByB(pair.access);
  });

  it('password change', async () => {
    const user = await createUser(a.database.db);
    const other = await loginAs(a.app, user);
    await knownToB(other.access);
    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/accounts/change-password/',
      headers: jwt((await loginAs(a.app, user)).access),
      payload: { old_password: GOOD_PASSWORD, new_password: 'Girafa-Laranja-2027' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await refusedByB(other.access);
  });

  it('staff deactivating the account', async () => {
    const boss = await loginAs(a.app, await createUser(a.database.db, { isStaff: true, isSuperuser: true }));
    const user = await createUser(a.database.db);
    const pair = await loginAs(a.app, user);
    await knownToB(pair.access);
    const patched = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/auth/users/${user.id}`,
      headers: jwt(boss.access),
      payload: { is_active: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await refusedByB(pair.access);
  });

  it('a replayed refresh token, which ends its whole session', async () => {
    const pair = await loginAs(a.app, await createUser(a.database.db));
    await knownToB(pair.access);
    const refresh = (token: string) =>
      a.app.inject({ method: 'POST', url: '/api/accounts/refresh-token/', payload: { refresh: token } });
    const next = (await refresh(pair.refresh)).json() as Pair;
    expect((await refresh(next.refresh)).statusCode).toBe(200);
    // Two generations old: a replay.
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
    await refusedByB(pair.access);
  });

  it('the teacher cancelling the card that opened it', async () => {
    const mine = await teacher();
    // An Infantil class signs in by card (reusable) by default.
    const room = (
      await call('POST', '/api/content/classrooms/', mine.access, {
        name: 'Infantil Cache',
        school_year: 2026,
      })
    ).json() as { id: number; code: string };
    const child = await existingStudent();
    const joined = await call('POST', `/api/content/classrooms/${room.id}/self-link/`, child.access, {
      code: room.code,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const card = (
      await call('POST', `/api/accounts/generate-student-login-token/${child.id}/`, mine.access)
    ).json() as { token: string };
    const opened = await a.app.inject({
      method: 'POST',
      url: '/api/accounts/student-token-login/',
      payload: { token: card.token },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const pair = opened.json() as Pair;
    await knownToB(pair.access);
    const cancelled = await call(
      'DELETE',
      `/api/accounts/generate-student-login-token/${child.id}/`,
      mine.access,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    await refusedByB(pair.access);
    // The child's own password session was not the card's: it stays, on both.
    expect((await me(b, child.access)).statusCode).toBe(200);
  });
});
