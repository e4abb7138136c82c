import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { createUser, GOOD_PASSWORD, jwt, loginAs, memoryMailer } from './users';

const NEW_PASSWORD = 'Lapis-Verde-2031';

describe('passwords', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ deps: { mailer } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const me = (access: string) => t.app.inject({ url: '/api/profile/me', headers: jwt(access) });
  const resetLinkFor = (email: string) => {
    const mail = mailer.sent.filter((m) => m.to === email).at(-1);
    const match = mail?.text.match(/\/password-reset\/([\w-]+)/);
    return match?.[1];
  };

  describe('change-password', () => {
    it('refuses a wrong old password on old_password and a weak new one on new_password', async () => {
      const teacher = await createUser(t.database.db);
      const { access } = await loginAs(t.app, teacher);
      const change = (payload: object) =>
        t.app.inject({ method: 'PUT', url: '/api/accounts/change-password/', payload, headers: jwt(access) });
      const wrong = await change({ old_password: 'nao-e-essa', new_password: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        old_password: ['Sua senha antiga foi digitada incorretamente. Por favor, informe-a novamente.'],
      });
      const weak = await change({ old_password: GOOD_PASSWORD, new_password: '12345678' });
      expect(weak.json().new_password).toEqual([
        'Esta senha é inteiramente numérica.',
        'Esta senha é muito comum.',
      ]);
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/accounts/change-password/', payload: {} }))
          .statusCode,
      ).toBe(401);
    });

    it('revokes every other session and returns new tokens', async () => {
      const teacher = await createUser(t.database.db);
      const other = await loginAs(t.app, teacher);
      const current = await loginAs(t.app, teacher);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/accounts/change-password/',
        payload: { old_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
        headers: jwt(current.access),
      });
      expect(res.statusCode).toBe(200);
      expect((await me(res.json().access)).statusCode).toBe(200);
      expect((await me(other.access)).statusCode).toBe(401);
      expect((await post('/api/accounts/refresh-token/', { refresh: other.refresh })).statusCode).toBe(401);
      await loginAs(t.app, { ...teacher, password: NEW_PASSWORD });
    });
  });

  describe('password reset', () => {
    it('answers OK for unknown e-mails without sending anything', async () => {
      const before = mailer.sent.length;
      const res = await post('/api/accounts/password-reset/', { email: 'ninguem@escola.test' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'OK' });
      expect(mailer.sent.length).toBe(before);
    });

    it('sends a link whose token validates once, sets the password and closes every session', async () => {
      const teacher = await createUser(t.database.db);
      const session = await loginAs(t.app, teacher);
      expect((await post('/api/accounts/password-reset/', { email: teacher.email })).json()).toEqual({
        status: 'OK',
      });
      const mail = mailer.sent.at(-1)!;
      expect(mail.subject).toBe('Redefinição de senha da Aula');
      expect(mail.text).toContain(`${t.config.publicUrl}/password-reset/`);
      const token = resetLinkFor(teacher.email!)!;
      expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
      const stored = await t.database.db.select().from(schema.passwordResetTokens);
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);

      expect((await post('/api/accounts/password-reset/validate_token/', { token })).json()).toEqual({
        status: 'OK',
      });
      const bogus = await post('/api/accounts/password-reset/validate_token/', { token: 'x'.repeat(43) });
      expect(bogus.statusCode).toBe(404);
      expect(bogus.json().detail).toMatch(/inválido ou expirou/);

      const weak = await post('/api/accounts/password-reset/confirm/', { token, password: 'senha123' });
      expect(weak.json()).toEqual({ password: ['Esta senha é muito comum.'] });
      const done = await post('/api/accounts/password-reset/confirm/', { token, password: NEW_PASSWORD });
      expect(done.json()).toEqual({ status: 'OK' });
      expect(done.json()).not.toHaveProperty('access');

      expect((await me(session.access)).statusCode).toBe(401);
      expect(
        (await post('/api/accounts/password-reset/confirm/', { token, password: 'Outra-Senha-99' }))
          .statusCode,
      ).toBe(404);
      await loginAs(t.app, { ...teacher, password: NEW_PASSWORD });
      const old = await post('/api/accounts/login/', { username: teacher.email, password: GOOD_PASSWORD });
      expect(old.statusCode).toBe(401);
    });

    it('expires tokens after 24 hours, and a newer request neither extends nor survives the reset', async () => {
      const teacher = await createUser(t.database.db);
      await post('/api/accounts/password-reset/', { email: teacher.email });
      const first = resetLinkFor(teacher.email!)!;
      await post('/api/accounts/password-reset/', { email: teacher.email });
      const second = resetLinkFor(teacher.email!)!;
      expect(second).not.toBe(first);
      await t.database.db
        .update(schema.passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.passwordResetTokens.userId, teacher.id));
      expect((await post('/api/accounts/password-reset/validate_token/', { token: second })).statusCode).toBe(
        404,
      );

      await post('/api/accounts/password-reset/', { email: teacher.email });
      const third = resetLinkFor(teacher.email!)!;
      expect((await post('/api/accounts/password-reset/validate_token/', { token: third })).statusCode).toBe(
        200,
      );
    });

    it('allows 3 requests per e-mail per hour', async () => {
      const email = 'limite.reset@escola.test';
      for (let i = 0; i < 3; i++)
        expect((await post('/api/accounts/password-reset/', { email })).statusCode).toBe(200);
      const res = await post('/api/accounts/password-reset/', { email });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });
  });

  describe('first-login password change', () => {
    it('holds a student with a temporary password until they choose their own', async () => {
      const student = await createUser(t.database.db, {
        email: null,
        username: 'bia.temporaria',
        isStudent: true,
        mustChangePassword: true,
        password: 'Temporaria-4821',
      });
      const pair = await loginAs(t.app, student);
      expect((await me(pair.access)).json()).toMatchObject({
        must_change_password: true,
        username: 'bia.temporaria',
      });
      const held = await t.app.inject({ url: '/api/content/classrooms/', headers: jwt(pair.access) });
      expect(held.statusCode).toBe(403);
      expect(held.json().code).toBe('password_change_required');

      const first = (password: string) =>
        post('/api/accounts/change-password-first-time/', { password }, jwt(pair.access));
      expect((await first('Temporaria-4821')).json()).toEqual({
        password: ['A nova senha precisa ser diferente da senha temporária.'],
      });
      expect((await first('1234')).statusCode).toBe(400);
      expect((await first('Girassol-Amarelo-8')).json()).toEqual({ status: 'OK' });
      expect((await me(pair.access)).json()).toMatchObject({ must_change_password: false });
      const again = await first('Outra-Coisa-99');
      expect(again.json()).toEqual({ detail: 'Sua senha já foi definida.', code: 'password_already_set' });
    });
  });

  describe('delete-account', () => {
    it('asks for the password, removes the person and their sessions', async () => {
      const teacher = await createUser(t.database.db);
      const pair = await loginAs(t.app, teacher);
      const wrong = await post(
        '/api/accounts/delete-account/',
        { password: 'errada-1234' },
        jwt(pair.access),
      );
      expect(wrong.json()).toEqual({ password: ['Senha incorreta.'] });
      const res = await post('/api/accounts/delete-account/', { password: GOOD_PASSWORD }, jwt(pair.access));
      expect(res.statusCode).toBe(204);
      const rows = await t.database.db.select().from(schema.users).where(eq(schema.users.id, teacher.id));
      expect(rows).toEqual([]);
      expect((await me(pair.access)).statusCode).toBe(401);
      const audit = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.targetId, String(teacher.id)));
      expect(audit[0]).toMatchObject({ action: 'account.deleted', actorId: null, before: null });
      expect((await post('/api/accounts/delete-account/', { password: GOOD_PASSWORD })).statusCode).toBe(401);
    });
  });
});
