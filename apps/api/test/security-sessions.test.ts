import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { IMPERSONATION_LIFETIME_SECONDS } from '../src/modules/accounts';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan } from './content-fixtures';
import { multipartFile, samplePng } from './multipart';
import { createUser, GOOD_PASSWORD, jwt, loginAs, memoryMailer } from './users';

const { sessions, passwordResetTokens, auditLog } = schema;
const newPlan = { title: 'Novo livro', etapa: 'fundamental-2', ano: 'ef-6', componente: 'matematica' };
const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

describe('sessions opened by impersonation', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ deps: { mailer } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, access?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: access ? jwt(access) : {} });
  const me = (access: string) => t.app.inject({ url: '/api/profile/me', headers: jwt(access) });

  async function impersonation(staffFlags: { isSuperuser?: boolean } = {}) {
    const superuser = await createUser(t.database.db, { isStaff: true, isSuperuser: true });
    const staff = await createUser(t.database.db, { isStaff: true, ...staffFlags });
    const teacher = await createUser(t.database.db);
    const staffPair = await loginAs(t.app, staff);
    const res = await post('/api/accounts/impersonate/', { email: teacher.email }, staffPair.access);
    expect(res.statusCode).toBe(200);
    const boss = await loginAs(t.app, superuser);
    return { staff, teacher, staffPair, pair: res.json() as { access: string; refresh: string }, boss };
  }

  it('ends when the staff member is deactivated: no reads, no refresh', async () => {
    const { staff, pair, boss } = await impersonation();
    expect((await me(pair.access)).statusCode).toBe(200);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/auth/users/${staff.id}`,
      headers: jwt(boss.access),
      payload: { is_active: false },
    });
    expect(patch.statusCode).toBe(200);
    expect((await me(pair.access)).statusCode).toBe(401);
    expect((await post('/api/accounts/refresh-token/', { refresh: pair.refresh })).statusCode).toBe(401);
  });

  it('ends when the staff member is demoted, while their own session goes on', async () => {
    const { staff, staffPair, pair, boss } = await impersonation();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/auth/users/${staff.id}`,
      headers: jwt(boss.access),
      payload: { is_staff: false },
    });
    expect((await me(pair.access)).statusCode).toBe(401);
    expect((await post('/api/accounts/refresh-token/', { refresh: pair.refresh })).statusCode).toBe(401);
    expect((await me(staffPair.access)).statusCode).toBe(200);
  });

  it('is refused when the impersonator lost staff rights outside the admin screen', async () => {
    const { staff, pair } = await impersonation();
    // e.g. changed straight in the database: authenticate and refresh check it themselves.
    await t.database.db.update(schema.users).set({ isStaff: false }).where(eq(schema.users.id, staff.id));
    expect((await me(pair.access)).statusCode).toBe(401);
    expect((await post('/api/accounts/refresh-token/', { refresh: pair.refresh })).statusCode).toBe(401);
  });

  it("ends an impersonated superuser's session when the impersonator stops being a superuser", async () => {
    const boss = await createUser(t.database.db, { isStaff: true, isSuperuser: true });
    const otherSuper = await createUser(t.database.db, { isStaff: true, isSuperuser: true });
    const bossPair = await loginAs(t.app, boss);
    const res = await post('/api/accounts/impersonate/', { email: otherSuper.email }, bossPair.access);
    const pair = res.json() as { access: string; refresh: string };
    expect((await me(pair.access)).statusCode).toBe(200);
    await t.database.db.update(schema.users).set({ isSuperuser: false }).where(eq(schema.users.id, boss.id));
    expect((await me(pair.access)).statusCode).toBe(401);
    expect((await me(bossPair.access)).statusCode).toBe(200);
  });

  it('lives one hour at most, however often it is refreshed', async () => {
    const { pair } = await impersonation();
    const refreshed = await post('/api/accounts/refresh-token/', { refresh: pair.refresh });
    expect(refreshed.statusCode).toBe(200);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(pair.access)));
    const limit = session!.createdAt.getTime() + IMPERSONATION_LIFETIME_SECONDS * 1000;
    expect(session!.expiresAt.getTime()).toBeLessThanOrEqual(limit);

    // An hour later, neither the access token nor a refresh works any more.
    const opened = new Date(Date.now() - (IMPERSONATION_LIFETIME_SECONDS + 60) * 1000);
    await t.database.db.update(sessions).set({ createdAt: opened }).where(eq(sessions.id, session!.id));
    const current = refreshed.json() as { access: string; refresh: string };
    expect((await me(current.access)).statusCode).toBe(401);
    expect((await post('/api/accounts/refresh-token/', { refresh: current.refresh })).statusCode).toBe(401);
  });

  it("cannot download the person's data from an impersonated session", async () => {
    const { pair, teacher } = await impersonation();
    const res = await t.app.inject({ url: '/api/accounts/my-data/', headers: jwt(pair.access) });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(teacher.email!);
  });

  it('cannot impersonate again from an impersonated session', async () => {
    const { pair } = await impersonation();
    const another = await createUser(t.database.db);
    const res = await post('/api/accounts/impersonate/', { email: another.email }, pair.access);
    expect(res.statusCode).toBe(403);
  });

  it('records the human behind an admin write made from an impersonated session', async () => {
    const superuser = await createUser(t.database.db, { isStaff: true, isSuperuser: true });
    const otherSuper = await createUser(t.database.db, { isStaff: true, isSuperuser: true });
    const target = await createUser(t.database.db);
    const bossPair = await loginAs(t.app, superuser);
    const res = await post('/api/accounts/impersonate/', { email: otherSuper.email }, bossPair.access);
    const asOther = res.json() as { access: string };
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/auth/users/${target.id}`,
      headers: jwt(asOther.access),
      payload: { is_teacher: false },
    });
    expect(patch.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.updated'), eq(auditLog.targetId, String(target.id))));
    expect(row).toMatchObject({ actorId: otherSuper.id, impersonatorId: superuser.id });
    const log = await t.app.inject({
      url: `/api/admin/audit-log/?target_type=user&target_id=${target.id}`,
      headers: jwt(bossPair.access),
    });
    expect(log.json().results[0]).toMatchObject({
      actor: { id: otherSuper.id },
      impersonator: { id: superuser.id },
    });
  });

  it('lets staff impersonate staff, but refuses catalogue writes from that session', async () => {
    const db = t.database.db;
    const staff = await createUser(db, { isStaff: true });
    const colleague = await createUser(db, { isStaff: true });
    const boss = await createUser(db, { isStaff: true, isSuperuser: true });
    const otherBoss = await createUser(db, { isStaff: true, isSuperuser: true });
    const plan = await insertPlan(db, { title: 'Do catálogo' });
    const lesson = await insertLesson(db, plan.id, { title: 'Aula do catálogo' });
    const call = (
      access: string,
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
    ) => t.app.inject({ method, url, headers: jwt(access), ...(payload ? { payload } : {}) });
    const upload = multipartFile('capa.png', samplePng, 'image/png');
    const writes = [
      ['POST', '/api/admin/content/lessonplans', newPlan],
      ['PATCH', `/api/admin/content/lessonplans/${plan.id}`, { title: 'Trocado' }],
      ['POST', '/api/admin/content/lessons', { lesson_plan: plan.id, title: 'Nova aula' }],
      ['PATCH', `/api/admin/content/lessons/${lesson.id}`, { title: 'Trocada' }],
      ['DELETE', `/api/admin/content/lessons/${lesson.id}`, undefined],
      ['POST', '/api/admin/content/lessonplans/reorder', { ids: [plan.id] }],
      ['POST', '/api/admin/content/faq', { question: 'Pergunta?', answer: 'Resposta.' }],
      ['POST', '/api/admin/content/lessonplan-collections', { name: 'Coleção' }],
    ] as const;

    for (const [actor, target] of [
      [staff, colleague],
      [boss, otherBoss],
    ] as const) {
      const own = await loginAs(t.app, actor);
      const res = await post('/api/accounts/impersonate/', { email: target.email }, own.access);
      expect(res.statusCode, res.body).toBe(200);
      const as = (res.json() as { access: string }).access;
      expect((await call(as, 'GET', '/api/admin/content/lessonplans')).statusCode).toBe(200);
      expect((await call(as, 'GET', '/api/admin/content/faq')).statusCode).toBe(200);
      for (const [method, url, payload] of writes) {
        const refused = await call(as, method, url, payload);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json()).toEqual({
          detail:
            'Não é possível alterar o conteúdo do catálogo acessando como outro usuário. Volte para a sua conta.',
          code: 'impersonated_write',
        });
      }
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/admin/content/uploads?kind=cover',
        headers: { ...jwt(as), ...upload.headers },
        payload: upload.payload,
      });
      expect(uploaded.statusCode).toBe(403);
      // Signed in as themselves, the same people write as before.
      const direct = await call(own.access, 'POST', '/api/admin/content/lessonplans', newPlan);
      expect(direct.statusCode, direct.body).toBe(201);
    }
    const [still] = await db.select().from(schema.lessonPlans).where(eq(schema.lessonPlans.id, plan.id));
    expect(still).toMatchObject({ title: 'Do catálogo' });
  });
});

describe('e-mail and password changes', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ deps: { mailer } });
  });
  afterAll(() => t.close());

  const put = (access: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/profile/me', headers: jwt(access), payload });
  const requestReset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/password-reset/', payload: { email } });
  const resetLinkFor = (to: string) => {
    const mail = mailer.sent.findLast((m) => m.to === to && m.subject.includes('Redefinição'));
    return /password-reset\/([\w-]+)/.exec(mail!.text)![1]!;
  };
  const validate = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/password-reset/validate_token/',
      payload: { token },
    });

  it('asks the current password to change the e-mail', async () => {
    const teacher = await createUser(t.database.db);
    const { access } = await loginAs(t.app, teacher);
    const base = { first_name: 'Ana', last_name: 'Pereira', email: 'novo.endereco@escola.test' };
    expect((await put(access, base)).json()).toEqual({
      current_password: ['Informe sua senha atual para trocar o e-mail.'],
    });
    expect((await put(access, { ...base, current_password: 'senha-errada-1' })).json()).toEqual({
      current_password: ['Senha incorreta.'],
    });
    // Name-only edits still need no password.
    expect((await put(access, { first_name: 'Bia', last_name: 'Pereira' })).statusCode).toBe(200);
  });

  it('warns the old address and voids reset links sent before', async () => {
    const teacher = await createUser(t.database.db);
    const { access } = await loginAs(t.app, teacher);
    await requestReset(teacher.email!);
    const token = resetLinkFor(teacher.email!);
    expect((await validate(token)).statusCode).toBe(200);
    const res = await put(access, {
      first_name: 'Ana',
      last_name: 'Pereira',
      email: 'trocado@escola.test',
      current_password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const warning = mailer.sent.findLast((m) => m.to === teacher.email);
    expect(warning?.subject).toBe('O e-mail da sua conta na Aula foi alterado');
    expect(warning?.text).toContain('trocado@escola.test');
    expect((await validate(token)).statusCode).toBe(404);
  });

  it('voids reset links when the password changes', async () => {
    const teacher = await createUser(t.database.db);
    const { access } = await loginAs(t.app, teacher);
    await requestReset(teacher.email!);
    const token = resetLinkFor(teacher.email!);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/change-password/',
      headers: jwt(access),
      payload: { old_password: GOOD_PASSWORD, new_password: 'Outra-Senha-Boa-88' },
    });
    expect(change.statusCode).toBe(200);
    expect((await validate(token)).statusCode).toBe(404);
    const unused = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, teacher.id), isNull(passwordResetTokens.usedAt)));
    expect(unused).toEqual([]);
  });
});
