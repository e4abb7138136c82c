import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { callsAs, signedIn, studentJoined, type Who } from './users';

const base = { statement: '<p>Quanto é 1/2 + 1/4?</p>', skills: ['EF05MA03'], points: 2 };

describe('the question bank', () => {
  let t: TestApp;
  let teacher: Who;
  let otherTeacher: Who;
  let staff: Who;
  let student: Who;
  const { call, ok } = callsAs(() => t);
  const create = (who: Who, body: object) => call('POST', '/api/content/questions/', who, body);

  beforeAll(async () => {
    t = await createTestApp();
    teacher = await signedIn(t, { firstName: 'Marta' });
    otherTeacher = await signedIn(t, { firstName: 'Rui' });
    staff = await signedIn(t, { firstName: 'Equipe', isStaff: true, isTeacher: false });
    const room = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: 'Turma Q', school_year: 2026 },
      201,
    );
    student = await studentJoined(t, room, 'aluno.questoes', 'Lia');
  });
  afterAll(() => t?.close());

  it('keeps every type with its own answer', async () => {
    const bodies = [
      { type: 'single_choice', options: [{ text: '3/4', correct: true }, { text: '2/6' }] },
      {
        type: 'multiple_choice',
        options: [{ text: '2/4', correct: true }, { text: '1/2', correct: true }, { text: '1/3' }],
      },
      { type: 'true_false', answer: false },
      { type: 'numeric', answer: 0.75, tolerance: 0.01 },
      { type: 'short_text', accepted: ['três quartos', '3/4'] },
      {
        type: 'matching',
        pairs: [
          { left: '1/2', right: '0,5' },
          { left: '1/4', right: '0,25' },
        ],
      },
      { type: 'ordering', items: ['1/4', '1/2', '3/4'] },
      { type: 'essay' },
    ];
    for (const body of bodies) {
      const res = await create(teacher, { ...base, ...body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        ...body,
        skills: ['EF05MA03'],
        points: 2,
        catalogue: false,
        mine: true,
      });
    }
    const numeric = await ok('GET', '/api/content/questions/?type=numeric', teacher);
    expect(numeric.results).toEqual([expect.objectContaining({ answer: 0.75, tolerance: 0.01 })]);
  });

  it('refuses invalid combinations, naming the field', async () => {
    const twoRight = await create(teacher, {
      ...base,
      type: 'single_choice',
      options: [
        { text: 'a', correct: true },
        { text: 'b', correct: true },
      ],
    });
    expect(twoRight.statusCode).toBe(400);
    expect(twoRight.json().options).toEqual(['Marque exatamente uma alternativa correta.']);
    const noAnswer = await create(teacher, { ...base, type: 'true_false' });
    expect(noAnswer.json().answer).toEqual(['Diga se a afirmação é verdadeira ou falsa.']);
    const foreign = await create(teacher, { ...base, type: 'essay', answer: true });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().non_field_errors).toEqual(['Campo não reconhecido: answer.']);
    const oneItem = await create(teacher, { ...base, type: 'ordering', items: ['só um'] });
    expect(oneItem.json().items).toEqual(['Informe ao menos dois itens.']);
    const unknownSkill = await create(teacher, { ...base, type: 'essay', skills: ['EF05MA99'] });
    expect(unknownSkill.statusCode).toBe(400);
    expect(unknownSkill.json()).toHaveProperty('skills');
    const zero = await create(teacher, { ...base, type: 'essay', points: 0 });
    expect(zero.json().points).toEqual(['A questão vale mais que zero pontos.']);
  });

  it('lists her questions and the catalogue, by skill, type and text; another teacher sees only the catalogue', async () => {
    const catalogue = await ok(
      'POST',
      '/api/content/questions/',
      staff,
      {
        ...base,
        statement: '<p>Qual fração é maior?</p>',
        type: 'single_choice',
        options: [{ text: '1/2', correct: true }, { text: '1/3' }],
      },
      201,
    );
    expect(catalogue.catalogue).toBe(true);
    const mine = await ok('GET', '/api/content/questions/?page_size=100', teacher);
    expect(mine.count).toBe(9);
    const bySkill = await ok('GET', '/api/content/questions/?skill=ef05ma03&search=maior', teacher);
    expect(bySkill.results.map((q: { id: number }) => q.id)).toEqual([catalogue.id]);
    const theirs = await ok('GET', '/api/content/questions/', otherTeacher);
    expect(theirs.results.map((q: { id: number }) => q.id)).toEqual([catalogue.id]);
    expect(theirs.results[0].mine).toBe(false);

    const own = mine.results.find((q: { type: string }) => q.type === 'essay');
    expect((await call('GET', `/api/content/questions/${own.id}/`, otherTeacher)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/content/questions/${own.id}/`, otherTeacher, { ...base, type: 'essay' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/content/questions/${own.id}/`, otherTeacher)).statusCode).toBe(404);
    const change = await call('PATCH', `/api/content/questions/${catalogue.id}/`, teacher, {
      ...base,
      type: 'essay',
    });
    expect(change.statusCode).toBe(403);
    expect((await call('GET', '/api/content/questions/', student)).statusCode).toBe(403);
    expect((await call('GET', '/api/content/questions/', null)).statusCode).toBe(401);

    const edited = await ok('PATCH', `/api/content/questions/${own.id}/`, teacher, {
      ...base,
      type: 'true_false',
      answer: true,
      statement: '<p>1/2 é maior que 1/3.</p><script>alert(1)</script>',
    });
    expect(edited).toMatchObject({ type: 'true_false', answer: true });
    expect(edited.statement).not.toContain('script');
    expect((await call('DELETE', `/api/content/questions/${own.id}/`, teacher)).statusCode).toBe(204);
    expect((await call('GET', `/api/content/questions/${own.id}/`, teacher)).statusCode).toBe(404);
  });
});
