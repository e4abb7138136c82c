import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { bnccCalls, expectedCounts, signInBnccPeople } from './bncc-fixtures';
import { insertLesson, insertPlan } from './content-fixtures';
import { jwt } from './users';

describe("a class's school calendar and annual plan", () => {
  let t: TestApp;
  let teacher: { access: string; id: number };
  let other: { access: string; id: number };
  let staff: string;
  let student: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ teacher, other, staff, student } = await signInBnccPeople(t));
  });
  afterAll(() => t.close());
  const { call, classroom } = bnccCalls(
    () => t,
    () => teacher.access,
  );

  it('gives a new class four bimestres and the national holidays of 2026 and 2027, moveable ones included', async () => {
    const c2026 = await classroom();
    const res = await call('GET', `/api/content/classrooms/${c2026.id}/calendar/`, teacher.access);
    expect(res.statusCode, res.body).toBe(200);
    const calendar = res.json();
    expect(calendar.period_kind).toBe('bimestre');
    expect(calendar.periods).toHaveLength(4);
    expect(calendar.periods[0]).toMatchObject({ index: 1, name: '1º bimestre' });
    expect(calendar.periods[0].start.slice(0, 7)).toBe('2026-02');
    expect(calendar.periods[3].end.slice(0, 7)).toBe('2026-12');
    expect(Number(calendar.periods[3].end.slice(8))).toBeLessThanOrEqual(20);
    const days = new Map(calendar.non_school_days.map((d: { date: string; name: string }) => [d.date, d]));
    for (const [date, name] of [
      ['2026-01-01', 'Ano Novo'],
      ['2026-02-16', 'Carnaval'],
      ['2026-02-17', 'Carnaval'],
      ['2026-04-03', 'Sexta-feira Santa'],
      ['2026-04-21', 'Dia de Tiradentes'],
      ['2026-05-01', 'Dia do Trabalhador'],
      ['2026-06-04', 'Corpus Christi'],
      ['2026-09-07', 'Dia da Independência'],
      ['2026-10-12', 'Nossa Senhora Aparecida'],
      ['2026-11-02', 'Dia de Finados'],
      ['2026-11-15', 'Proclamação da República'],
      ['2026-11-20', 'Dia da Consciência Negra'],
      ['2026-12-25', 'Natal'],
    ]) {
      expect(days.get(date), date).toMatchObject({ name, kind: 'feriado' });
    }
    expect(days.has('2026-02-18')).toBe(false); // Quarta-feira de Cinzas: school from noon.
    expect(days.has('2026-10-04')).toBe(false); // Election Sunday.
    const c2027 = await classroom(teacher.access, { school_year: 2027 });
    const next = (await call('GET', `/api/content/classrooms/${c2027.id}/calendar/`, teacher.access)).json();
    const days2027 = new Map(
      next.non_school_days.map((d: { date: string; name: string }) => [d.date, d.name]),
    );
    expect(days2027.get('2027-02-08')).toBe('Carnaval');
    expect(days2027.get('2027-02-09')).toBe('Carnaval');
    expect(days2027.get('2027-03-26')).toBe('Sexta-feira Santa');
    expect(days2027.get('2027-05-27')).toBe('Corpus Christi');
    expect(next.periods[0].start.startsWith('2027-02')).toBe(true);
  });

  it('saves an edited calendar and refuses overlaps, dates outside the year and foreign classes', async () => {
    const c = await classroom();
    const url = `/api/content/classrooms/${c.id}/calendar/`;
    const periods = [
      { index: 1, start: '2026-02-09', end: '2026-05-29' },
      { index: 2, start: '2026-06-01', end: '2026-09-11' },
      { index: 3, start: '2026-09-14', end: '2026-12-18' },
    ];
    const body = {
      period_kind: 'trimestre',
      periods,
      non_school_days: [
        { date: '2026-01-25', name: 'Aniversário de São Paulo', kind: 'feriado' },
        { date: '2026-07-09', name: 'Revolução Constitucionalista', kind: 'feriado' },
        { date: '2026-07-13', name: 'Recesso de julho', kind: 'recesso' },
      ],
    };
    const saved = await call('PUT', url, teacher.access, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().periods[2]).toEqual({
      index: 3,
      name: '3º trimestre',
      start: '2026-09-14',
      end: '2026-12-18',
    });
    expect(saved.json().non_school_days).toHaveLength(3);
    expect((await call('GET', url, teacher.access)).json()).toEqual(saved.json());

    const overlap = await call('PUT', url, teacher.access, {
      ...body,
      periods: [periods[0], { index: 2, start: '2026-05-20', end: '2026-09-11' }, periods[2]],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()['periods.1.start'][0]).toBe(
      'Os períodos não podem se sobrepor: o 2º trimestre começa antes do fim do 1º trimestre.',
    );
    const outside = await call('PUT', url, teacher.access, {
      ...body,
      periods: [periods[0], periods[1], { index: 3, start: '2026-09-14', end: '2027-01-10' }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()['periods.2.start'][0]).toBe(
      'O 3º trimestre precisa estar dentro do ano letivo de 2026.',
    );
    const reversed = await call('PUT', url, teacher.access, {
      ...body,
      periods: [periods[0], periods[1], { index: 3, start: '2026-12-18', end: '2026-09-14' }],
    });
    expect(reversed.json()['periods.2.end'][0]).toBe('O 3º trimestre termina antes de começar.');
    const count = await call('PUT', url, teacher.access, { ...body, period_kind: 'bimestre' });
    expect(count.statusCode).toBe(400);
    expect(count.json().periods[0]).toMatch(/4 períodos/);
    const badDate = await call('PUT', url, teacher.access, {
      ...body,
      non_school_days: [{ date: '2026-02-30', name: 'x', kind: 'feriado' }],
    });
    expect(badDate.statusCode).toBe(400);

    // Copy into another class of the same year; not from another teacher's class.
    const target = await classroom();
    const copied = await call('PUT', `/api/content/classrooms/${target.id}/calendar/`, teacher.access, {
      copy_from: c.id,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toEqual(saved.json());
    const foreignClass = await classroom(other.access);
    const foreignCopy = await call('PUT', `/api/content/classrooms/${target.id}/calendar/`, teacher.access, {
      copy_from: foreignClass.id,
    });
    expect(foreignCopy.statusCode).toBe(400);
    expect(foreignCopy.json().copy_from[0]).toBe('Turma de origem não encontrada.');
    const otherYear = await classroom(teacher.access, { school_year: 2027 });
    const yearCopy = await call('PUT', `/api/content/classrooms/${otherYear.id}/calendar/`, teacher.access, {
      copy_from: c.id,
    });
    expect(yearCopy.statusCode).toBe(400);
    expect((await call('GET', url, other.access)).statusCode).toBe(404);
    expect((await call('PUT', url, other.access, body)).statusCode).toBe(404);
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', url, student)).statusCode).toBe(403);
    expect((await call('GET', url, staff)).statusCode).toBe(403);
  });

  it('plans skills and lessons by period, tells what was taught, covers the ano × componentes and prints the plan', async () => {
    const c = await classroom(teacher.access, { ano: 'ef-5', componentes: ['matematica'] });
    const book = await insertPlan(t.database.db, { title: 'Matemática 5', bnccCodes: ['EF05MA03'] });
    const worked = await insertLesson(t.database.db, book.id, {
      title: 'Frações',
      bnccCodes: ['EF05MA03', 'EF05MA04'],
    });
    const other5 = await insertLesson(t.database.db, book.id, { title: 'Decimais', bnccCodes: [] });
    const foreignBook = await insertPlan(t.database.db, {
      title: 'Alheio',
      ownerId: other.id,
      published: false,
    });
    const foreignLesson = await insertLesson(t.database.db, foreignBook.id, { title: 'Alheia' });
    const url = `/api/content/classrooms/${c.id}/plan/`;

    const empty = await call('GET', url, teacher.access);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().periods).toHaveLength(4);
    expect(empty.json().periods[0]).toMatchObject({
      index: 1,
      name: '1º bimestre',
      skills: [],
      lessons: [],
      notes: '',
    });

    const unknown = await call('PUT', url, teacher.access, {
      periods: [{ index: 1, skills: ['EF05MA01', 'EF05MA99'] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()['periods.0.skills']).toEqual(['Código BNCC não encontrado: EF05MA99.']);
    const noPeriod = await call('PUT', url, teacher.access, { periods: [{ index: 4 }, { index: 4 }] });
    expect(noPeriod.statusCode).toBe(400);
    const twice = await call('PUT', url, teacher.access, {
      periods: [
        { index: 1, skills: ['EF05MA01'] },
        { index: 2, skills: ['EF05MA01'] },
      ],
    });
    expect(twice.json()['periods.1.skills'][0]).toBe('A habilidade EF05MA01 está em mais de um período.');
    const foreignPlan = await call('PUT', url, teacher.access, {
      periods: [{ index: 1, lessons: [foreignLesson.id] }],
    });
    expect(foreignPlan.statusCode).toBe(400);
    expect(foreignPlan.json()['periods.0.lessons'][0]).toBe(`Aula não encontrada: ${foreignLesson.id}.`);

    const saved = await call('PUT', url, teacher.access, {
      periods: [
        {
          index: 1,
          skills: ['ef05ma01', 'EF05MA02', 'EF05MA03'],
          lessons: [worked.id],
          notes: 'Começar pelo sistema decimal.',
        },
        { index: 2, skills: ['EF05MA08'], lessons: [other5.id] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = saved.json().periods[0];
    expect(first).toMatchObject({
      skills: ['EF05MA01', 'EF05MA02', 'EF05MA03'],
      lessons: [worked.id],
      notes: 'Começar pelo sistema decimal.',
    });
    expect(first.skill_details.map((s: { status: string }) => s.status)).toEqual([
      'not_started',
      'not_started',
      'not_started',
    ]);
    expect(first.skill_details[0].text).toMatch(/^Ler, escrever e ordenar/);
    expect(first.lesson_details[0]).toMatchObject({
      id: worked.id,
      title: 'Frações',
      lesson_plan: { title: 'Matemática 5' },
    });

    // An activity of the class with a lesson that works EF05MA03 makes it "taught".
    await call('POST', `/api/content/classrooms/${c.id}/link_lessons/`, teacher.access, {
      lessons: [worked.id],
    });
    const activity = await call('POST', `/api/content/classrooms/${c.id}/assignments/`, teacher.access, {
      title: 'Frações equivalentes',
      lesson: worked.id,
    });
    expect(activity.statusCode, activity.body).toBe(201);
    const after = (await call('GET', url, teacher.access)).json().periods[0].skill_details;
    expect(after.map((s: { code: string; status: string }) => [s.code, s.status])).toEqual([
      ['EF05MA01', 'not_started'],
      ['EF05MA02', 'not_started'],
      ['EF05MA03', 'taught'],
    ]);
    expect(after[2].activities).toEqual([{ id: activity.json().id, title: 'Frações equivalentes' }]);

    const coverage = await call('GET', `/api/content/classrooms/${c.id}/bncc-coverage/`, teacher.access);
    expect(coverage.statusCode, coverage.body).toBe(200);
    const total = expectedCounts().get('ef-5|matematica')!;
    expect(coverage.json().summary).toEqual({ total, planned: 4, taught: 2, assessed: 0 });
    const byCode = new Map(coverage.json().skills.map((s: { code: string }) => [s.code, s]));
    expect(byCode.get('EF05MA03')).toMatchObject({ planned_period: 1, status: 'taught' });
    expect(byCode.get('EF05MA04')).toMatchObject({ planned_period: null, status: 'taught' });
    expect(byCode.get('EF05MA08')).toMatchObject({ planned_period: 2, status: 'not_started' });
    expect(byCode.get('EF05MA10')).toMatchObject({ planned_period: null, status: 'not_started' });
    expect(coverage.json().results.find((r: { code: string }) => r.code === 'EF05MA03').text).toMatch(
      /frações/,
    );

    // A calendar with fewer periods keeps what was planned: the 2nd semester gets it.
    const semesters = await call('PUT', `/api/content/classrooms/${c.id}/calendar/`, teacher.access, {
      period_kind: 'semestre',
      periods: [
        { index: 1, start: '2026-02-02', end: '2026-07-03' },
        { index: 2, start: '2026-07-20', end: '2026-12-15' },
      ],
      non_school_days: [],
    });
    expect(semesters.statusCode, semesters.body).toBe(200);
    const pdf = await t.app.inject({ url: `${url}pdf/`, headers: jwt(teacher.access) });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Planejamento');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Planejamento anual — 5º ano A');
    expect(flat).toContain('Professor(a): Helena Souza');
    expect(flat).toContain('Ano letivo: 2026');
    expect(flat).toContain('1º semestre');
    expect(flat).toContain('EF05MA01');
    expect(flat).toContain('Ler, escrever e ordenar números naturais');
    expect(flat).toContain('Frações — Matemática 5');
    expect(flat).toContain('bncc.dev');

    // The class's plan is its teacher's only.
    expect((await call('GET', url, other.access)).statusCode).toBe(404);
    expect((await call('PUT', url, other.access, { periods: [] })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}pdf/`, headers: jwt(other.access) })).statusCode).toBe(404);
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', url, student)).statusCode).toBe(403);
  });
});
