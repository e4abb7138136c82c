import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { createUser, GOOD_PASSWORD, jwt, loginAs } from './users';

/** Login allows 10 wrong passwords per account in 15 minutes and 50 per address in an hour. */
describe('wrong current passwords are throttled like logins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let address = 0;
  /** Each request from its own address unless one is given: only the per-account limit is at play. */
  const send = (method: 'PUT' | 'POST', url: string, access: string, payload: object, from?: string) =>
    t.app.inject({
      method,
      url,
      headers: jwt(access),
      payload,
      remoteAddress: from ?? `10.77.${Math.floor(++address / 250)}.${address % 250}`,
    });
  const newTeacher = async () => {
    const user = await createUser(t.database.db);
    return { user, access: (await loginAs(t.app, user)).access };
  };
  const changeEmail = (access: string, current_password: string, from?: string) =>
    send(
      'PUT',
      '/api/profile/me',
      access,
      { first_name: 'Ana', last_name: 'Pereira', email: `nova${++address}@escola.test`, current_password },
      from,
    );
  const changePassword = (access: string, old_password: string, from?: string) =>
    send(
      'PUT',
      '/api/accounts/change-password/',
      access,
      { old_password, new_password: 'Lapis-Verde-2031' },
      from,
    );

  it('on the e-mail change: 10 wrong passwords per account, then even the right one waits', async () => {
    const { access } = await newTeacher();
    for (let n = 0; n < 10; n++) {
      const res = await changeEmail(access, 'nao-e-esta');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ current_password: ['Senha incorreta.'] });
    }
    const blocked = await changeEmail(access, GOOD_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('throttled');
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('on the password change, sharing the login counter of the account', async () => {
    const { user, access } = await newTeacher();
    // Five failed logins and five wrong current passwords are the ten guesses an account has.
    for (let n = 0; n < 5; n++) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        payload: { username: user.email, password: 'errada', recaptcha: '' },
        remoteAddress: `10.78.0.${n + 1}`,
      });
      expect(login.statusCode).toBe(401);
      expect((await changePassword(access, 'errada')).statusCode).toBe(400);
    }
    expect((await changePassword(access, GOOD_PASSWORD)).statusCode).toBe(429);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { username: user.email, password: GOOD_PASSWORD, recaptcha: '' },
      remoteAddress: '10.78.1.1',
    });
    expect(login.statusCode).toBe(429);
  });

  it('per address too: 50 wrong passwords from one address over many accounts', async () => {
    const from = '10.79.0.1';
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const { access } = await newTeacher();
      for (let k = 0; k < 9; k++) statuses.push((await changePassword(access, 'errada', from)).statusCode);
    }
    expect(statuses.slice(0, 50).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429, 429, 429]);
  });

  it('a right password gives its hit back, and the change works', async () => {
    const { access } = await newTeacher();
    for (let n = 0; n < 12; n++) {
      const res = await changeEmail(access, GOOD_PASSWORD);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
