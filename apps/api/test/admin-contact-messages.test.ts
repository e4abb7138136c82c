import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCast, caller, expectGuarded, lastAudit } from './admin-helpers';
import { createTestApp, type TestApp } from './app';
import { createUser, jwt, loginAs, memoryMailer } from './users';

describe('admin: "Fale conosco" inbox', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  let cast: Awaited<ReturnType<typeof adminCast>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { SUPPORT_EMAIL: 'suporte@aula.test' }, deps: { mailer } });
    cast = await adminCast(t.app, t.database.db);
  });
  afterAll(() => t.close());
  const call = () => caller(t.app);
  const base = '/api/admin/contact-messages';

  const send = (access: string, message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/feedbacks/',
      headers: jwt(access),
      payload: { message, rating: 4 },
    });

  it('lets staff read, filter and answer messages, e-mailing the reply to a teacher', async () => {
    const sent = await send(cast.teacher.access, 'Como imprimo as fichas da aula?');
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id as number;
    const heads = mailer.sent.findLast((m) => m.to === 'suporte@aula.test');
    expect(heads?.subject).toContain('Tereza Professora');
    expect(heads?.text).toContain('Como imprimo as fichas da aula?');
    expect(heads?.text).toContain(`/admin-dashboard/messages/${id}`);

    const open = await call()('GET', `${base}/?status=open`, cast.staff.access);
    expect(open.json().results[0]).toMatchObject({
      id,
      message: 'Como imprimo as fichas da aula?',
      rating: 4,
      status: 'open',
      sender: { id: cast.teacher.id, email: cast.teacher.email, role: 'teacher' },
    });

    const answered = await call()('POST', `${base}/${id}/answer/`, cast.staff.access, {
      reply: 'Use o botão Imprimir na página da aula.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'answered',
      reply: 'Use o botão Imprimir na página da aula.',
      answered_by: { id: cast.staff.id },
    });
    const reply = mailer.sent.findLast((m) => m.to === cast.teacher.email);
    expect(reply?.text).toContain('Use o botão Imprimir na página da aula.');
    expect(reply?.text).toContain('> Como imprimo as fichas da aula?');
    expect((await lastAudit(t.database.db, 'contact_message', id))[0]).toMatchObject({
      action: 'contact_message.answered',
      actorId: cast.staff.id,
    });
    const stillOpen = await call()('GET', `${base}/?status=open`, cast.staff.access);
    expect(stillOpen.json().results.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await call()('GET', `${base}/${id}`, cast.staff.access)).json().status).toBe('answered');
  });

  it('marks a student message answered, but cannot e-mail a student', async () => {
    const student = await createUser(t.database.db, {
      email: null,
      username: 'aluno.contato',
      isStudent: true,
    });
    const { access } = await loginAs(t.app, student);
    const id = (await send(access, 'Não acho minha turma')).json().id as number;
    const refused = await call()('POST', `${base}/${id}/answer/`, cast.staff.access, { reply: 'Oi!' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['reply']);
    const marked = await call()('POST', `${base}/${id}/answer/`, cast.staff.access, {});
    expect(marked.json()).toMatchObject({ status: 'answered', reply: null });
  });

  it('is staff only and answers 404 for unknown messages', async () => {
    await expectGuarded(call(), cast, 'GET', `${base}/`);
    await expectGuarded(call(), cast, 'POST', `${base}/1/answer/`, {});
    expect((await call()('GET', `${base}/999999`, cast.staff.access)).statusCode).toBe(404);
  });
});
