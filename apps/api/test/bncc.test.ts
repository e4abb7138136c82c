import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { bnccCalls, csv, expectedCounts, signInBnccPeople } from './bncc-fixtures';
import { insertLesson, insertPlan } from './content-fixtures';
import { createUser, loginAs } from './users';

describe('BNCC', () => {
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

  it('imports every row of the CSVs: the counts per ano × componente are the CSVs', async () => {
    const total =
      csv('habilidades-ef.csv').length + csv('habilidades-em.csv').length + csv('objetivos-ei.csv').length;
    expect(total).toBe(1580);
    const all = await call('GET', '/api/bncc/skills/?page_size=1', teacher.access);
    expect(all.json().count).toBe(total);
    const rows = await t.database.db.execute<{ ano: string; componente: string; n: number }>(
      `select unnest(anos) as ano, componente, count(*)::int as n from bncc_skills group by 1, 2`,
    );
    const actual = new Map(
      (Array.isArray(rows) ? rows : rows.rows).map((r) => [`${r.ano}|${r.componente}`, Number(r.n)]),
    );
    expect(actual).toEqual(expectedCounts());
    // Through the API too: 5º ano Matemática.
    const ma5 = await call('GET', '/api/bncc/skills/?ano=ef-5&componente=matematica&page_size=1', staff);
    expect(ma5.json().count).toBe(expectedCounts().get('ef-5|matematica'));
  });

  it('lists skills by etapa, ano, componente and search, spanning years, ordered by code', async () => {
    const res = await call(
      'GET',
      '/api/bncc/skills/?ano=ef-3&componente=lingua-portuguesa&page_size=100',
      teacher.access,
    );
    expect(res.statusCode).toBe(200);
    const codes = (res.json().results as { code: string }[]).map((s) => s.code);
    expect(codes).toContain('EF15LP01');
    expect(codes).toContain('EF35LP01');
    expect(codes).toEqual([...codes].sort());
    const one = await call('GET', '/api/bncc/skills/?search=EF05MA0', teacher.access);
    expect(one.json().count).toBe(9);
    expect(one.json().results[0]).toMatchObject({
      code: 'EF05MA01',
      etapa: 'fundamental-1',
      anos: ['ef-5'],
      componente: 'matematica',
      unidade_tematica: 'Números',
    });
    expect(one.json().results[0].objetos_conhecimento[0]).toMatch(/^Sistema de numeração decimal/);
    // Without accents: "fracoes" finds "frações".
    const words = await call('GET', '/api/bncc/skills/?search=fracoes&ano=ef-5', teacher.access);
    expect(words.json().count).toBeGreaterThan(0);
    for (const s of words.json().results) expect(s.text.toLowerCase()).toMatch(/fraç/);
    const em = await call(
      'GET',
      '/api/bncc/skills/?etapa=ensino-medio&componente=matematica&page_size=1',
      teacher.access,
    );
    expect(em.json().count).toBe(43);
    const ei = await call('GET', '/api/bncc/skills/?ano=ei-pequenas&page_size=1', teacher.access);
    expect(ei.json().count).toBe(32);
    const page2 = await call(
      'GET',
      '/api/bncc/skills/?ano=ef-5&componente=matematica&page=2&page_size=10',
      teacher.access,
    );
    expect(page2.json().previous).toContain('page=1');
    expect(page2.json().results[0].code).toBe('EF05MA11');
    const bad = await call('GET', '/api/bncc/skills/?ano=ef-10', teacher.access);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/bncc/skills/', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/bncc/skills/', student)).statusCode).toBe(403);
  });

  it("opens a skill with the lessons that work it: catalogue and own, never another teacher's", async () => {
    const published = await insertPlan(t.database.db, { title: 'Números grandes', bnccCodes: ['EF05MA01'] });
    const lesson = await insertLesson(t.database.db, published.id, { title: 'Centenas de milhar' });
    const own = await insertPlan(t.database.db, {
      title: 'Meu livro',
      ownerId: teacher.id,
      published: false,
    });
    const ownLesson = await insertLesson(t.database.db, own.id, {
      title: 'Minha aula',
      bnccCodes: ['EF05MA01'],
    });
    const foreign = await insertPlan(t.database.db, {
      title: 'Livro alheio',
      ownerId: other.id,
      published: false,
    });
    await insertLesson(t.database.db, foreign.id, { title: 'Aula alheia', bnccCodes: ['EF05MA01'] });
    const draft = await insertPlan(t.database.db, { title: 'Rascunho', published: false });
    await insertLesson(t.database.db, draft.id, { title: 'Não publicada', bnccCodes: ['EF05MA01'] });
    const res = await call('GET', '/api/bncc/skills/ef05ma01/', teacher.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().text).toMatch(/^Ler, escrever e ordenar números naturais/);
    expect(res.json().lessons).toEqual([
      {
        id: lesson.id,
        title: 'Centenas de milhar',
        lesson_plan: { id: published.id, title: 'Números grandes' },
      },
      { id: ownLesson.id, title: 'Minha aula', lesson_plan: { id: own.id, title: 'Meu livro' } },
    ]);
    const missing = await call('GET', '/api/bncc/skills/EF05MA99/', teacher.access);
    expect(missing.statusCode).toBe(404);
  });

  it('keeps etapa, ano and componentes on the class, checked against the taxonomy', async () => {
    const c = await classroom(teacher.access, { ano: 'ef-5', componentes: ['matematica'] });
    expect(c).toMatchObject({ etapa: 'fundamental-1', ano: 'ef-5', componentes: ['matematica'] });
    const wrongAno = await call('POST', '/api/content/classrooms/', teacher.access, {
      name: 'Turma',
      school_year: 2026,
      etapa: 'fundamental-2',
      ano: 'ef-5',
    });
    expect(wrongAno.statusCode).toBe(400);
    expect(wrongAno.json().ano[0]).toBe('Este ano não é da etapa Ensino Fundamental II.');
    const wrongComponente = await call('PATCH', `/api/content/classrooms/${c.id}/`, teacher.access, {
      componentes: ['lingua-inglesa'],
    });
    expect(wrongComponente.statusCode).toBe(400);
    expect(wrongComponente.json().componentes[0]).toMatch(/Língua Inglesa não é um componente/);
    const unknown = await call('PATCH', `/api/content/classrooms/${c.id}/`, teacher.access, { ano: 'ef-10' });
    expect(unknown.statusCode).toBe(400);
    const changed = await call('PATCH', `/api/content/classrooms/${c.id}/`, teacher.access, {
      componentes: ['matematica', 'ciencias'],
    });
    expect(changed.json()).toMatchObject({ ano: 'ef-5', componentes: ['matematica', 'ciencias'] });
    const detail = await call('GET', `/api/content/classrooms/${c.id}/`, teacher.access);
    expect(detail.json()).toMatchObject({ etapa: 'fundamental-1', ano: 'ef-5' });
    const cleared = await call('PATCH', `/api/content/classrooms/${c.id}/`, teacher.access, {
      etapa: null,
      ano: null,
      componentes: [],
    });
    expect(cleared.json()).toMatchObject({ etapa: null, ano: null, componentes: [] });
  });

  it('refuses unknown BNCC codes wherever they are written', async () => {
    const fresh = (await loginAs(t.app, await createUser(t.database.db))).access;
    const created = await call('POST', '/api/content/custom-lessonplans/', fresh, {
      title: 'Meu livro',
      bncc_codes: ['EF05MA99'],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().bncc_codes).toEqual(['Código BNCC não encontrado: EF05MA99.']);
    const ok = await call('POST', '/api/content/custom-lessonplans/', fresh, {
      title: 'Meu livro',
      bncc_codes: ['EF05MA01'],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const patched = await call('PATCH', `/api/content/custom-lessonplans/${ok.json().id}/`, fresh, {
      bncc_codes: ['EF05MA01', 'EF05MA99'],
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().bncc_codes).toEqual(['Código BNCC não encontrado: EF05MA99.']);
    const lesson = await call('POST', `/api/content/custom-lessonplans/${ok.json().id}/lessons/`, fresh, {
      title: 'Aula',
      bncc_codes: ['EF05MA99'],
    });
    expect(lesson.statusCode).toBe(400);
    expect(lesson.json().bncc_codes).toEqual(['Código BNCC não encontrado: EF05MA99.']);
  });
});
