import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_CODE_ALPHABET } from '@aula/contracts';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan, makePaying } from './content-fixtures';
import { createUser, jwt, loginAs } from './users';

async function createPlanWithLessons(
  db: TestApp['database']['db'],
  options: { published?: boolean; premium?: boolean; ownerId?: number | null; title?: string } = {},
) {
  const plan = await insertPlan(db, {
    title: options.title ?? 'Frações no dia a dia',
    published: options.published ?? true,
    premium: options.premium ?? false,
    ownerId: options.ownerId ?? null,
  });
  const lessons = [
    await insertLesson(db, plan.id, {
      title: 'Aula 1',
      position: 0,
      contentHtml: '<p>Conteúdo da aula 1</p>',
    }),
    await insertLesson(db, plan.id, {
      title: 'Aula 2',
      position: 1,
      contentHtml: '<p>Conteúdo da aula 2</p>',
    }),
  ];
  return { plan, lessons };
}

describe('classrooms', () => {
  let t: TestApp;
  let teacherA: { access: string; id: number };
  let teacherB: { access: string; id: number };
  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t.database.db, { firstName: 'Helena', lastName: 'Souza' });
    const b = await createUser(t.database.db);
    teacherA = { access: (await loginAs(t.app, a)).access, id: a.id };
    teacherB = { access: (await loginAs(t.app, b)).access, id: b.id };
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, access: string | null, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, payload, headers: access ? jwt(access) : {} });
  const create = async (access = teacherA.access, name = '5º ano A') => {
    const res = await call('POST', '/api/content/classrooms/', access, { name, school_year: 2026 });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; code: string };
  };
  async function studentIn(classroom: { id: number; code: string }, username: string) {
    const student = await createUser(t.database.db, { email: null, username, isStudent: true });
    const pair = await loginAs(t.app, student);
    const joined = await call('POST', `/api/content/classrooms/${classroom.id}/self-link/`, pair.access, {
      code: classroom.code,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    return { ...student, access: pair.access };
  }

  it('creates classrooms with a unique 6-character code without look-alike characters', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await create(teacherA.access, `Turma ${i}`)).code);
    expect(codes.size).toBe(5);
    for (const code of codes) {
      expect(code).toHaveLength(6);
      for (const ch of code) expect(CLASSROOM_CODE_ALPHABET).toContain(ch);
      expect(code).not.toMatch(/[01OIL]/);
    }
    const list = await call('GET', '/api/content/classrooms/?page_size=2', teacherA.access);
    expect(list.json()).toMatchObject({ count: 5, previous: null });
    expect(list.json().next).toContain('page=2');
    expect(list.json().results[0]).toMatchObject({ students_count: 0, lessons_count: 0, code_enabled: true });
  });

  it('validates input and answers the auth matrix', async () => {
    const bad = await call('POST', '/api/content/classrooms/', teacherA.access, {
      name: '',
      school_year: 1500,
    });
    expect(bad.json()).toEqual({ name: ['Informe o nome da turma.'], school_year: ['Ano letivo inválido.'] });
    expect((await call('GET', '/api/content/classrooms/', null)).statusCode).toBe(401);
    const staff = await createUser(t.database.db, { isStaff: true });
    const staffPair = await loginAs(t.app, staff);
    expect(
      (await call('POST', '/api/content/classrooms/', staffPair.access, { name: 'X', school_year: 2026 }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps every classroom private to its teacher', async () => {
    const mine = await create();
    const { lessons } = await createPlanWithLessons(t.database.db);
    const linked = await call('POST', `/api/content/classrooms/${mine.id}/link_lessons/`, teacherA.access, {
      lessons: [lessons[0]!.id],
    });
    const teachingClassId = linked.json().lessons[0].teaching_class_id as number;
    const other = teacherB.access;
    for (const [method, url, payload] of [
      ['GET', `/api/content/classrooms/${mine.id}/`],
      ['PATCH', `/api/content/classrooms/${mine.id}/`, { name: 'Roubada' }],
      ['DELETE', `/api/content/classrooms/${mine.id}/`],
      ['POST', `/api/content/classrooms/${mine.id}/link_lessons/`, { lessons: [lessons[1]!.id] }],
      ['POST', `/api/content/classrooms/${mine.id}/unlink_students/`, { students: [1] }],
      ['PATCH', `/api/content/teaching-class/${teachingClassId}/`, { teacher_note: 'x' }],
      ['DELETE', `/api/content/teaching-class/${teachingClassId}/`],
    ] as const) {
      expect((await call(method, url, other, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/api/content/classrooms/', other)).json().count).toBe(0);
  });

  it('edits, regenerates and disables the code, and deletes', async () => {
    const room = await create();
    const renamed = await call('PATCH', `/api/content/classrooms/${room.id}/`, teacherA.access, {
      name: '5º ano B',
    });
    expect(renamed.json()).toMatchObject({ name: '5º ano B', code: room.code });
    const regenerated = await call('PATCH', `/api/content/classrooms/${room.id}/`, teacherA.access, {
      regenerate_code: true,
    });
    expect(regenerated.json().code).not.toBe(room.code);
    expect((await call('GET', `/api/content/classrooms/code/${room.code}/`, null)).statusCode).toBe(404);
    const newCode = regenerated.json().code as string;
    expect(
      (await call('GET', `/api/content/classrooms/code/${newCode.toLowerCase()}/`, null)).statusCode,
    ).toBe(200);
    await call('PATCH', `/api/content/classrooms/${room.id}/`, teacherA.access, { code_enabled: false });
    expect((await call('GET', `/api/content/classrooms/code/${newCode}/`, null)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/content/classrooms/${room.id}/`, teacherA.access)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/content/classrooms/${room.id}/`, teacherA.access)).statusCode).toBe(404);
  });

  it('shows only public data by code, without login', async () => {
    const room = await create();
    await studentIn(room, 'publico.aluno');
    const res = await call('GET', `/api/content/classrooms/code/${room.code}/`, null);
    expect(res.json()).toEqual({ id: room.id, name: '5º ano A', teacher_name: 'Helena Souza' });
    expect((await call('GET', '/api/content/classrooms/code/ZZZZZZ/', null)).statusCode).toBe(404);
    expect((await call('GET', '/api/content/classrooms/code/nao-e-codigo/', null)).statusCode).toBe(404);
  });

  it('rate-limits code lookups per IP', async () => {
    const lookup = () =>
      t.app.inject({ url: '/api/content/classrooms/code/ABCDEF/', remoteAddress: '10.7.7.7' });
    for (let i = 0; i < 60; i++) expect((await lookup()).statusCode).toBe(404);
    const res = await lookup();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('links only lessons the teacher may use, and re-linking is harmless', async () => {
    const room = await create();
    const catalogue = await createPlanWithLessons(t.database.db);
    const unpublished = await createPlanWithLessons(t.database.db, { published: false });
    const premium = await createPlanWithLessons(t.database.db, { premium: true });
    const othersOwn = await createPlanWithLessons(t.database.db, { ownerId: teacherB.id, published: false });
    const myOwn = await createPlanWithLessons(t.database.db, { ownerId: teacherA.id, published: false });
    const url = `/api/content/classrooms/${room.id}/link_lessons/`;
    for (const lesson of [unpublished.lessons[0]!, othersOwn.lessons[0]!]) {
      const res = await call('POST', url, teacherA.access, {
        lessons: [catalogue.lessons[0]!.id, lesson.id],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().lessons[0]).toContain(String(lesson.id));
    }
    // A premium lesson says why.
    const locked = await call('POST', url, teacherA.access, {
      lessons: [catalogue.lessons[0]!.id, premium.lessons[0]!.id],
    });
    expect(locked.json()).toEqual({
      lessons: [
        'Aulas exclusivas para assinantes só podem ser vinculadas a turmas com um plano pago. Assine um plano para usá-las.',
      ],
    });
    const ok = await call('POST', url, teacherA.access, {
      lessons: [catalogue.lessons[0]!.id, myOwn.lessons[0]!.id],
    });
    expect(ok.json().lessons).toHaveLength(2);
    const again = await call('POST', url, teacherA.access, { lessons: [catalogue.lessons[0]!.id] });
    expect(again.json().lessons).toHaveLength(2);
    expect(again.json().lessons_count).toBe(2);
  });

  it("links and unlinks only the teacher's own students", async () => {
    const room = await create();
    const created = await call('POST', '/api/profile/my-students/', teacherA.access, {
      first_name: 'Lia',
      last_name: 'Rocha',
    });
    const mine = created.json().student.id as number;
    const foreign = await createUser(t.database.db, {
      email: null,
      username: 'aluno.alheio',
      isStudent: true,
    });
    const url = `/api/content/classrooms/${room.id}/link-students/`;
    expect((await call('POST', url, teacherA.access, { students: [mine, foreign.id] })).statusCode).toBe(400);
    const linked = await call('POST', url, teacherA.access, { students: [mine] });
    expect(linked.json().students).toEqual([
      { id: mine, first_name: 'Lia', last_name: 'Rocha', username: 'lia.rocha', has_card: false },
    ]);
    await call('POST', url, teacherA.access, { students: [mine] });
    const unlinked = await call(
      'POST',
      `/api/content/classrooms/${room.id}/unlink_students/`,
      teacherA.access,
      {
        students: [mine],
      },
    );
    expect(unlinked.json().students).toEqual([]);
  });

  it("keeps the teacher's note and content away from students, who see the student material", async () => {
    const room = await create(teacherA.access, 'Turma do recado');
    const { lessons } = await createPlanWithLessons(t.database.db, { premium: true, title: 'Plano premium' });
    // A paying teacher can link premium lessons.
    await makePaying(t.database.db, teacherA.id);
    const linked = await call('POST', `/api/content/classrooms/${room.id}/link_lessons/`, teacherA.access, {
      lessons: [lessons[0]!.id],
    });
    const teachingClassId = linked.json().lessons[0].teaching_class_id as number;
    const noted = await call('PATCH', `/api/content/teaching-class/${teachingClassId}/`, teacherA.access, {
      teacher_note: '  NOTA-SECRETA: revisar com a Bia\n',
    });
    expect(noted.json().teacher_note).toBe('NOTA-SECRETA: revisar com a Bia');

    const student = await studentIn(room, 'leitor.recado');
    const detail = await call('GET', `/api/content/classrooms/${room.id}/`, student.access);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain('NOTA-SECRETA');
    expect(detail.body).not.toContain(room.code);
    expect(detail.body).not.toContain('Conteúdo da aula 1');
    expect(detail.json()).toMatchObject({
      name: 'Turma do recado',
      teacher_name: 'Helena Souza',
      lessons: [
        {
          id: lessons[0]!.id,
          student_content: '',
          lesson_plan: { title: 'Plano premium' },
        },
      ],
    });
    expect(detail.json()).not.toHaveProperty('students');
    const list = await call('GET', '/api/content/classrooms/', student.access);
    expect(list.body).not.toContain('NOTA-SECRETA');
    expect(list.json().results).toEqual([
      {
        id: room.id,
        name: 'Turma do recado',
        school_year: 2026,
        teacher_name: 'Helena Souza',
        lessons_count: 1,
        archived: false,
      },
    ]);

    expect(
      (await call('DELETE', `/api/content/teaching-class/${teachingClassId}/`, teacherA.access)).statusCode,
    ).toBe(204);
    const after = await call('GET', `/api/content/classrooms/${room.id}/`, student.access);
    expect(after.json().lessons).toEqual([]);
  });

  it('lets a student join only with the matching code, and keeps outsiders out', async () => {
    const room = await create();
    const other = await create(teacherA.access, 'Outra turma');
    const outsider = await createUser(t.database.db, { email: null, username: 'de.fora', isStudent: true });
    const pair = await loginAs(t.app, outsider);
    expect((await call('GET', `/api/content/classrooms/${room.id}/`, pair.access)).statusCode).toBe(404);
    const wrong = await call('POST', `/api/content/classrooms/${room.id}/self-link/`, pair.access, {
      code: other.code,
    });
    expect(wrong.statusCode).toBe(404);
    const malformed = await call('POST', `/api/content/classrooms/${room.id}/self-link/`, pair.access, {
      code: '1',
    });
    expect(malformed.statusCode).toBe(400);
    const joined = await call('POST', `/api/content/classrooms/${room.id}/self-link/`, pair.access, {
      code: room.code,
    });
    expect(joined.statusCode).toBe(200);
    expect((await call('GET', `/api/content/classrooms/${room.id}/`, pair.access)).statusCode).toBe(200);
    expect((await call('GET', `/api/content/classrooms/${other.id}/`, pair.access)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/api/content/classrooms/${room.id}/self-link/`, teacherA.access, {
          code: room.code,
        })
      ).statusCode,
    ).toBe(403);
  });
});
