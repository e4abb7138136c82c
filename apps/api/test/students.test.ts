import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments } from '@aula/contracts';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { createUser, jwt, loginAs } from './users';

describe("a teacher's students", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, access: string | null, payload?: object, ip?: string) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: access ? jwt(access) : {},
      ...(ip ? { remoteAddress: ip } : {}),
    });
  async function teacher(options: { firstName?: string } = {}) {
    const user = await createUser(t.database.db, options);
    return { ...user, access: (await loginAs(t.app, user)).access };
  }
  const addStudent = (access: string, body: object) =>
    call('POST', '/api/profile/my-students/', access, body);
  const classroomOf = async (access: string) =>
    (await call('POST', '/api/content/classrooms/', access, { name: 'Turma', school_year: 2026 })).json() as {
      id: number;
      code: string;
    };

  it('creates a student with a generated username and a temporary password shown once', async () => {
    const me = await teacher();
    const res = await addStudent(me.access, { first_name: 'Ana Luíza', last_name: 'Souza Lima' });
    expect(res.statusCode).toBe(201);
    const { student, temporary_password } = res.json();
    expect(student).toMatchObject({ username: 'ana.souza', must_change_password: true, classrooms: [] });
    expect(temporary_password).toMatch(/^[a-z]+-[a-z]+-\d{2}$/);
    const list = await call('GET', '/api/profile/my-students/', me.access);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: student.id }] });
    expect(list.body).not.toContain(temporary_password);
    const login = await call('POST', '/api/accounts/student-login/', null, {
      username: 'ana.souza',
      password: temporary_password,
    });
    const profile = await call('GET', '/api/profile/me', login.json().access);
    expect(profile.json()).toMatchObject({ username: 'ana.souza', must_change_password: true });
    const held = await call('GET', '/api/content/classrooms/', login.json().access);
    expect(held.json().code).toBe('password_change_required');
  });

  it('keeps usernames unique and honours a chosen one', async () => {
    const me = await teacher();
    const bulk = await call('POST', '/api/profile/my-students/bulk/', me.access, {
      students: [
        { first_name: 'João', last_name: 'Silva' },
        { first_name: 'João', last_name: 'Silva' },
      ],
    });
    expect(bulk.statusCode).toBe(201);
    const names = bulk.json().created.map((c: { student: { username: string } }) => c.student.username);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    expect(names[0]).toMatch(/^joao\.silva\d*$/);
    const chosen = await addStudent(me.access, { first_name: 'Bia', last_name: 'Reis', username: 'Bia_R' });
    expect(chosen.json().student.username).toBe('bia_r');
    const taken = await addStudent(me.access, { first_name: 'Bia', last_name: 'Reis', username: 'bia_r' });
    expect(taken.json()).toEqual({ username: ['Este nome de usuário já está em uso.'] });
    const invalid = await addStudent(me.access, { first_name: '', last_name: 'X', username: 'a b' });
    expect(invalid.json()).toMatchObject({
      first_name: ['Informe o nome.'],
      username: ['Use só letras sem acento, números, ponto e sublinhado.'],
    });
  });

  it('enforces max_students, also for bulk creation, which is all or nothing', async () => {
    const me = await teacher();
    const five = Array.from({ length: 5 }, (_, i) => ({ first_name: `Aluno${i}`, last_name: 'Teste' }));
    expect(
      (await call('POST', '/api/profile/my-students/bulk/', me.access, { students: five })).statusCode,
    ).toBe(201);
    const over = await addStudent(me.access, { first_name: 'Sexto', last_name: 'Aluno' });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({
      detail: 'Seu plano permite até 5 alunos e você já tem 5. Assine um plano para cadastrar mais alunos.',
      code: 'student_limit_reached',
    });
    const other = await teacher();
    const six = [...five, { first_name: 'Extra', last_name: 'Teste' }];
    expect(
      (await call('POST', '/api/profile/my-students/bulk/', other.access, { students: six })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/profile/my-students/', other.access)).json().count).toBe(0);
  });

  it('never exceeds the limit with parallel creations', async () => {
    const me = await teacher();
    const four = Array.from({ length: 4 }, (_, i) => ({ first_name: `Par${i}`, last_name: 'Lelo' }));
    await call('POST', '/api/profile/my-students/bulk/', me.access, { students: four });
    const results = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        addStudent(me.access, { first_name: `Corrida${i}`, last_name: 'X' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    expect((await call('GET', '/api/profile/my-students/', me.access)).json().count).toBe(5);
  });

  it("lets no teacher touch another teacher's students", async () => {
    const owner = await teacher();
    const intruder = await teacher();
    const id = (await addStudent(owner.access, { first_name: 'Caio', last_name: 'Prado' })).json().student.id;
    for (const [method, url, payload] of [
      ['PUT', `/api/profile/my-students/${id}/`, { first_name: 'X', last_name: 'Y' }],
      ['DELETE', `/api/profile/my-students/${id}/`],
      ['POST', `/api/accounts/reset-student-password/${id}/`, { password: 'Nova-Senha-Boa-1' }],
      ['POST', `/api/accounts/generate-student-login-token/${id}/`],
    ] as const) {
      expect((await call(method, url, intruder.access, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/api/profile/my-students/', intruder.access)).json().count).toBe(0);
    expect((await call('GET', '/api/profile/my-students/', null)).statusCode).toBe(401);
    const student = await createUser(t.database.db, { email: null, username: 'so.aluno', isStudent: true });
    expect(
      (await call('GET', '/api/profile/my-students/', (await loginAs(t.app, student)).access)).statusCode,
    ).toBe(403);
  });

  it('edits, searches, resets the password and deletes the account', async () => {
    const me = await teacher();
    const id = (await addStudent(me.access, { first_name: 'Davi', last_name: 'Melo' })).json().student.id;
    await addStudent(me.access, { first_name: 'Eva', last_name: 'Nunes' });
    const edited = await call('PUT', `/api/profile/my-students/${id}/`, me.access, {
      first_name: 'Davi',
      last_name: 'Mello',
      username: 'davi.mello',
    });
    expect(edited.json()).toMatchObject({ last_name: 'Mello', username: 'davi.mello' });
    const found = await call('GET', '/api/profile/my-students/?search=mell', me.access);
    expect(found.json().results.map((s: { id: number }) => s.id)).toEqual([id]);
    // Full name, without accents or "%" taken as a wildcard.
    for (const search of ['d%C3%A1vi%20m', 'DAVI%20MELLO']) {
      const byName = await call('GET', `/api/profile/my-students/?search=${search}`, me.access);
      expect(byName.json().results.map((s: { id: number }) => s.id)).toEqual([id]);
    }
    expect((await call('GET', '/api/profile/my-students/?search=%25', me.access)).json().count).toBe(0);
    const reset = await call('POST', `/api/accounts/reset-student-password/${id}/`, me.access, {
      password: 'Arco-Iris-Feliz-9',
    });
    expect(reset.json()).toEqual({ status: 'OK' });
    const login = await call('POST', '/api/accounts/student-login/', null, {
      username: 'davi.mello',
      password: 'Arco-Iris-Feliz-9',
    });
    expect(login.statusCode).toBe(200);
    expect((await call('DELETE', `/api/profile/my-students/${id}/`, me.access)).statusCode).toBe(204);
    const [gone] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, id));
    expect(gone).toBeUndefined();
  });

  it('refuses a username taken between the check and the rename with a field error, never a 500', async () => {
    const me = await teacher();
    const id = (await addStudent(me.access, { first_name: 'Iara', last_name: 'Reis' })).json().student.id;
    const username = `iara.disputada.${Date.now() % 100000}`;
    // Stands in for another request saving the same name right after this one checked it was free;
    // a trigger makes that moment certain on PGlite as on a server.
    await t.database.db.execute(
      sql.raw(`create function pega_nome() returns trigger language plpgsql as $$
        begin
          if new.username = '${username}' and old.username <> new.username then
            insert into users (username, password_hash, is_student) values (new.username, 'x', true);
          end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw('create trigger pega_nome before update on users for each row execute function pega_nome()'),
    );
    try {
      const res = await call('PUT', `/api/profile/my-students/${id}/`, me.access, {
        first_name: 'Iara',
        last_name: 'Reis',
        username,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ username: ['Este nome de usuário já está em uso.'] });
    } finally {
      await t.database.db.execute(sql.raw('drop trigger pega_nome on users'));
      await t.database.db.execute(sql.raw('drop function pega_nome()'));
    }
    const [kept] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, id));
    expect(kept!.username).toBe('iara.reis');
  });

  it('lists students in Portuguese alphabetical order, accents and case aside', async () => {
    const me = await teacher();
    await call('POST', '/api/profile/my-students/bulk/', me.access, {
      students: ['José Lima', 'bruno Alves', 'Ângela Zanini', 'João Dias'].map((name) => {
        const [first_name, last_name] = name.split(' ');
        return { first_name, last_name };
      }),
    });
    const list = await call('GET', '/api/profile/my-students/', me.access);
    expect(list.json().results.map((s: { first_name: string }) => s.first_name)).toEqual([
      'Ângela',
      'bruno',
      'João',
      'José',
    ]);
  });

  it('says when the team disabled an account, instead of a new password or link that cannot work', async () => {
    const me = await teacher();
    const id = (await addStudent(me.access, { first_name: 'Lia', last_name: 'Reis' })).json().student.id;
    const room = await classroomOf(me.access);
    await call('POST', `/api/content/classrooms/${room.id}/link-students/`, me.access, { students: [id] });
    await t.database.db.update(schema.users).set({ isActive: false }).where(eq(schema.users.id, id));
    const list = await call('GET', '/api/profile/my-students/', me.access);
    expect(list.json().results).toMatchObject([{ id, is_active: false }]);
    const disabled = {
      detail:
        'A conta deste aluno foi desativada pela equipe do Aula e não pode entrar. Fale com o suporte para reativá-la.',
      code: 'account_disabled',
    };
    const reset = await call('POST', `/api/accounts/reset-student-password/${id}/`, me.access, {
      password: 'Arco-Iris-Feliz-9',
    });
    expect([reset.statusCode, reset.json()]).toEqual([409, disabled]);
    const link = await call('POST', `/api/accounts/generate-student-login-token/${id}/`, me.access);
    expect([link.statusCode, link.json()]).toEqual([409, disabled]);
  });

  it('signs a student in once with a login link that expires and is replaced by a newer one', async () => {
    const me = await teacher();
    const id = (await addStudent(me.access, { first_name: 'Gabi', last_name: 'Luz' })).json().student.id;
    const generate = () => call('POST', `/api/accounts/generate-student-login-token/${id}/`, me.access);
    const noRoom = await generate();
    expect(noRoom.statusCode).toBe(400);
    const room = await classroomOf(me.access);
    await call('POST', `/api/content/classrooms/${room.id}/link-students/`, me.access, { students: [id] });
    const first = (await generate()).json();
    expect(first.url).toBe(
      `${t.config.publicUrl}/code/${room.code}/student-login-token?token=${first.token}`,
    );
    expect(new Date(first.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const second = (await generate()).json();
    const useToken = (token: string) => call('POST', '/api/accounts/student-token-login/', null, { token });
    expect((await useToken(first.token)).statusCode).toBe(401);
    const ok = await useToken(second.token);
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/profile/me', ok.json().access)).json().must_change_password).toBe(true);
    expect((await useToken(second.token)).statusCode).toBe(401);
    const third = (await generate()).json();
    await t.database.db
      .update(schema.studentLoginTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.studentLoginTokens.studentId, id));
    expect((await useToken(third.token)).json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('lets a child sign up with the classroom code, within the teacher limit', async () => {
    const me = await teacher();
    const room = await classroomOf(me.access);
    const signUp = (body: object) =>
      call('POST', '/api/accounts/student-sign-in/', null, {
        first_name: 'Lara',
        last_name: 'Dias',
        username: 'lara.dias',
        password: 'Pipa-Colorida-7',
        classroom_code: room.code,
        recaptcha: '',
        ...body,
      });
    const res = await signUp({ classroom_code: room.code.toLowerCase() });
    expect(res.statusCode).toBe(201);
    const profile = await call('GET', '/api/profile/me', res.json().access);
    expect(profile.json()).toMatchObject({
      username: 'lara.dias',
      is_student: true,
      must_change_password: false,
    });
    const mine = await call('GET', '/api/content/classrooms/', res.json().access);
    expect(mine.json().results[0]).toMatchObject({ id: room.id });
    const [child] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.username, 'lara.dias'));
    expect(child).toMatchObject({
      acceptedTermsVersion: legalDocuments.terms.version,
      acceptedPrivacyVersion: legalDocuments.privacy.version,
    });
    expect(child!.acceptedTermsAt).toBeInstanceOf(Date);
    expect((await signUp({})).json()).toEqual({ username: ['Este nome de usuário já está em uso.'] });
    expect((await signUp({ username: 'outra.lara', classroom_code: 'ZZZZZZ' })).json()).toEqual({
      classroom_code: ['Não encontramos uma turma com este código.'],
    });
    expect((await signUp({ username: 'lara.fraca', password: '12345678' })).statusCode).toBe(400);
    await call('PATCH', `/api/content/classrooms/${room.id}/`, me.access, { code_enabled: false });
    expect((await signUp({ username: 'lara.fechada' })).statusCode).toBe(400);
    await call('PATCH', `/api/content/classrooms/${room.id}/`, me.access, { code_enabled: true });
    const four = Array.from({ length: 4 }, (_, i) => ({ first_name: `Cheio${i}`, last_name: 'Z' }));
    await call('POST', '/api/profile/my-students/bulk/', me.access, { students: four });
    const full = await signUp({ username: 'lara.cheia' });
    expect(full.statusCode).toBe(403);
  });

  it('reports statistics with limits and takes feedback from teachers and students', async () => {
    const me = await teacher();
    await addStudent(me.access, { first_name: 'Ivo', last_name: 'Reis' });
    await classroomOf(me.access);
    const stats = await call('GET', '/api/profile/my-statistics', me.access);
    expect(stats.json()).toEqual({
      students: { count: 1, limit: 5 },
      classrooms: { count: 1 },
      linked_lessons: { count: 0 },
      assignments: { count: 0 },
      favorites: { count: 0 },
      custom_lesson_plans: { count: 0, limit: 1 },
    });
    const sent = await call('POST', '/api/profile/feedbacks/', me.access, {
      message: 'Adorei a plataforma!',
      rating: 5,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ message: 'Adorei a plataforma!', rating: 5 });
    expect(
      (await call('POST', '/api/profile/feedbacks/', me.access, { message: '', rating: 9 })).json(),
    ).toEqual({
      message: ['Escreva sua mensagem.'],
      rating: ['Nota de 1 a 5.'],
    });
    // A list where a text goes fails two of zod's checks, with one message between them.
    expect((await call('POST', '/api/profile/feedbacks/', me.access, { message: ['a'] })).json()).toEqual({
      message: ['Escreva sua mensagem.'],
    });
    expect((await call('POST', '/api/profile/feedbacks/', null, { message: 'Oi' })).statusCode).toBe(401);
  });
});
