import { eq } from 'drizzle-orm';
import { legalDocuments } from '@aula/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { ValidationFailure } from '../src/lib/errors';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/modules/accounts';
import { createTestApp, type TestApp } from './app';
import { createUser, GOOD_PASSWORD, jwt, loginAs, memoryMailer } from './users';

const LOGIN_FAILED = { detail: 'No active account found with the given credentials' };

describe('login, tokens and guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('logs a teacher in by e-mail (any case) and a student by username', async () => {
    const teacher = await createUser(t.database.db);
    const res = await post('/api/accounts/login/', {
      username: teacher.email!.toUpperCase(),
      password: GOOD_PASSWORD,
      recaptcha: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['access', 'refresh']);
    const student = await createUser(t.database.db, { email: null, username: 'joao.silva', isStudent: true });
    const pair = await loginAs(t.app, student);
    const me = await t.app.inject({ url: '/api/profile/me', headers: jwt(pair.access) });
    expect(me.json()).toMatchObject({ username: 'joao.silva', is_student: true, is_teacher: false });
  });

  it('answers every bad credential with the same 401 body', async () => {
    const teacher = await createUser(t.database.db);
    const inactive = await createUser(t.database.db, { isActive: false });
    const student = await createUser(t.database.db, {
      email: 'aluno.login@escola.test',
      username: 'aluno.login',
      isStudent: true,
    });
    const attempts = [
      post('/api/accounts/login/', { username: teacher.email, password: 'senha-errada-123' }),
      post('/api/accounts/login/', { username: 'ninguem@escola.test', password: GOOD_PASSWORD }),
      post('/api/accounts/login/', { username: inactive.email, password: GOOD_PASSWORD }),
      post('/api/accounts/login/', { username: student.email, password: GOOD_PASSWORD }),
      post('/api/accounts/student-login/', { username: teacher.username, password: GOOD_PASSWORD }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_FAILED);
    }
  });

  it('validates the login payload with Portuguese messages', async () => {
    const res = await post('/api/accounts/login/', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['Informe o usuário.'], password: ['Informe a senha.'] });
  });

  it('rotates refresh tokens and revokes the family when an old one is replayed', async () => {
    const teacher = await createUser(t.database.db);
    const first = await loginAs(t.app, teacher);
    const second = await post('/api/accounts/refresh-token/', { refresh: first.refresh });
    expect(second.statusCode).toBe(200);
    const rotated = second.json() as { access: string; refresh: string };
    expect(rotated.refresh).not.toBe(first.refresh);
    const third = await post('/api/accounts/refresh-token/', { refresh: rotated.refresh });
    expect(third.statusCode).toBe(200);
    const current = third.json() as { access: string; refresh: string };

    // Two generations old: no tab can still hold it legitimately.
    const replay = await post('/api/accounts/refresh-token/', { refresh: first.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
    // The thief's replay took the legitimate holder's session down with it.
    expect((await post('/api/accounts/refresh-token/', { refresh: current.refresh })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/profile/me', headers: jwt(current.access) })).statusCode).toBe(
      401,
    );
  });

  it('lets two tabs refresh with the same token at once, for a few seconds only', async () => {
    const db = t.database.db;
    const teacher = await createUser(db);
    const first = await loginAs(t.app, teacher);
    const [a, b] = await Promise.all([
      post('/api/accounts/refresh-token/', { refresh: first.refresh }),
      post('/api/accounts/refresh-token/', { refresh: first.refresh }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const tab of [a, b]) {
      const { access } = tab.json() as { access: string };
      expect((await t.app.inject({ url: '/api/profile/me', headers: jwt(access) })).statusCode).toBe(200);
    }
    // Both tabs hold the current generation, so either one refreshes next.
    const next = await post('/api/accounts/refresh-token/', {
      refresh: (b.json() as { refresh: string }).refresh,
    });
    expect(next.statusCode).toBe(200);

    // Past the grace period the replaced token is a replay again.
    const later = (await post('/api/accounts/refresh-token/', { refresh: next.json().refresh })).json() as {
      refresh: string;
    };
    await db
      .update(schema.sessions)
      .set({ rotatedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
      .where(eq(schema.sessions.userId, teacher.id));
    expect((await post('/api/accounts/refresh-token/', { refresh: next.json().refresh })).statusCode).toBe(
      401,
    );
    expect((await post('/api/accounts/refresh-token/', { refresh: later.refresh })).statusCode).toBe(401);
  });

  it('rejects garbage, tampered, wrong-type and expired tokens', async () => {
    const teacher = await createUser(t.database.db);
    const pair = await loginAs(t.app, teacher);
    const expired = await new SignJWT({ sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(teacher.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const token of ['lixo', `${pair.access}x`, pair.refresh, expired]) {
      const res = await t.app.inject({ url: '/api/profile/me', headers: jwt(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
    expect((await post('/api/accounts/refresh-token/', { refresh: pair.access })).statusCode).toBe(401);
  });

  it('tells anonymous callers that credentials are missing, and other roles that they are forbidden', async () => {
    const anonymous = await t.app.inject('/api/profile/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
    const teacher = await createUser(t.database.db);
    const pair = await loginAs(t.app, teacher);
    const res = await post('/api/accounts/impersonate/', { email: teacher.email }, jwt(pair.access));
    expect(res.statusCode).toBe(403);
  });

  it('logs out by closing the session', async () => {
    const teacher = await createUser(t.database.db);
    const pair = await loginAs(t.app, teacher);
    expect((await post('/api/accounts/logout/', { refresh: pair.refresh })).json()).toEqual({ status: 'OK' });
    expect((await t.app.inject({ url: '/api/profile/me', headers: jwt(pair.access) })).statusCode).toBe(401);
  });
});

describe('teacher sign-up', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ deps: { mailer } });
  });
  afterAll(() => t.close());

  const signUp = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in/',
      remoteAddress: ip,
      payload: {
        first_name: 'Marina',
        last_name: 'Costa',
        email: 'marina.costa@escola.test',
        password: GOOD_PASSWORD,
        accepted_terms: true,
        recaptcha: 'ok',
        ...payload,
      },
    });

  it('creates the teacher, signs them in and sends a welcome e-mail', async () => {
    const res = await signUp({ email: 'Marina.Costa@Escola.test' });
    expect(res.statusCode).toBe(201);
    const me = await t.app.inject({ url: '/api/profile/me', headers: jwt(res.json().access) });
    expect(me.json()).toMatchObject({
      email: 'marina.costa@escola.test',
      first_name: 'Marina',
      is_teacher: true,
      is_student: false,
      is_staff: false,
      user_access_config: { ads: true, max_students: 5, teachers_accounts: 1, max_custom_lessons: 1 },
      payment_information_updated: true,
    });
    expect(mailer.sent.at(-1)).toMatchObject({
      to: 'marina.costa@escola.test',
      subject: 'Boas-vindas à Aula!',
    });
  });

  it('records when and which versions of the terms and privacy policy the teacher accepted', async () => {
    const before = Date.now();
    const res = await signUp({ email: 'versoes@escola.test' });
    expect(res.statusCode).toBe(201);
    const [user] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'versoes@escola.test'));
    expect(user).toMatchObject({
      acceptedTermsVersion: legalDocuments.terms.version,
      acceptedPrivacyVersion: legalDocuments.privacy.version,
    });
    expect(user!.acceptedTermsAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const exported = await t.app.inject({ url: '/api/accounts/my-data/', headers: jwt(res.json().access) });
    expect(exported.json().consent).toMatchObject({
      terms_version: legalDocuments.terms.version,
      privacy_policy_version: legalDocuments.privacy.version,
    });
  });

  it('refuses a duplicate e-mail on the email field', async () => {
    const res = await signUp({ email: 'MARINA.costa@escola.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Já existe uma conta com este e-mail.'] });
  });

  it('requires the terms, valid fields and a good password', async () => {
    const res = await signUp({ accepted_terms: false, first_name: ' ', email: 'nao-e-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      accepted_terms: ['É preciso aceitar os Termos de Uso e a Política de Privacidade.'],
      first_name: ['Informe o nome.'],
      email: ['Informe um e-mail válido.'],
    });
    const cases: [string, string][] = [
      ['abc12', 'Esta senha é muito curta. Ela precisa conter pelo menos 8 caracteres.'],
      ['12345678901', 'Esta senha é inteiramente numérica.'],
      ['senha123', 'Esta senha é muito comum.'],
      ['Marina2026', 'A senha é muito parecida com o nome.'],
      ['x'.repeat(129), 'Esta senha é muito longa. Ela pode ter no máximo 128 caracteres.'],
    ];
    for (const [password, message] of cases) {
      const weak = await signUp({ email: `outra+${password.length}@escola.test`, password });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().password).toContain(message);
    }
  });

  it('rejects a failed bot check on the recaptcha field', async () => {
    const strict = await createTestApp({
      deps: {
        botCheck: {
          verify: async () => {
            throw ValidationFailure.field('recaptcha', 'Não foi possível confirmar que você não é um robô.');
          },
        },
      },
    });
    const res = await strict.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { username: 'a@b.c', password: 'x', recaptcha: 'falso' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ recaptcha: ['Não foi possível confirmar que você não é um robô.'] });
    await strict.close();
  });

  it('limits sign-ups to 20 per IP per hour', async () => {
    const ip = '10.9.9.9';
    const taken = { email: 'marina.costa@escola.test' };
    for (let i = 0; i < 20; i++) {
      expect((await signUp(taken, ip)).statusCode).toBe(400);
    }
    const res = await signUp(taken, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().detail).toMatch(/^Muitas tentativas/);
  });
});

describe('login rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('blocks an account after 10 failures in 15 minutes, even with the right password', async () => {
    const teacher = await createUser(t.database.db);
    const attempt = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        remoteAddress: ip,
        payload: { username: teacher.email, password },
      });
    for (let i = 0; i < 10; i++) expect((await attempt('errada-123x', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await attempt(GOOD_PASSWORD, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('blocks an IP after 50 failures in an hour', async () => {
    const ip = '10.2.0.1';
    const attempt = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        remoteAddress: ip,
        payload: { username, password: 'x' },
      });
    for (let i = 0; i < 50; i++) expect((await attempt(`ninguem${i}@escola.test`)).statusCode).toBe(401);
    expect((await attempt('outra@escola.test')).statusCode).toBe(429);
  });
});
