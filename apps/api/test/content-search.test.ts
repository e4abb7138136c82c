import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ANOS, COMPONENTES, ETAPAS, type HighlightedText, type LessonPlanSearchPage } from '@aula/contracts';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { insertCollection, insertLesson, insertPlan } from './content-fixtures';
import { createUser, jwt, loginAs } from './users';

const marked = (segments: HighlightedText | null | undefined) =>
  (segments ?? []).map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('catalogue search', () => {
  let t: TestApp;
  let teacher: string;
  let ids: Record<
    | 'hortaTitle'
    | 'hortaLesson'
    | 'hortaDescription'
    | 'hortaText'
    | 'fractions'
    | 'geography'
    | 'equations'
    | 'premium',
    number
  >;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const user = await createUser(db);
    teacher = (await loginAs(t.app, user)).access;
    const collectionId = await insertCollection(db, 'Coleção Girassol');
    // Positions run against the expected relevance, so an order by position would fail the ranking.
    const hortaTitle = await insertPlan(db, { title: 'Horta escolar', position: 9 });
    const hortaLesson = await insertPlan(db, {
      title: 'Ciências no pátio',
      componente: 'ciencias',
      position: 1,
    });
    await insertLesson(db, hortaLesson.id, { title: 'Observar o céu', position: 0 });
    await insertLesson(db, hortaLesson.id, {
      title: 'Compostagem',
      position: 1,
      objectives: 'Transformar restos de comida em adubo para as plantas da sala',
    });
    await insertLesson(db, hortaLesson.id, {
      title: 'Horta na garrafa',
      position: 5,
      bnccCodes: ['EF05CI09'],
    });
    const hortaDescription = await insertPlan(db, {
      title: 'Alimentação saudável',
      description: 'Da horta comunitária ao prato',
      position: 2,
      collectionId,
    });
    const hortaText = await insertPlan(db, { title: 'Reciclagem criativa', position: 3 });
    await insertLesson(db, hortaText.id, {
      title: 'Garrafas PET',
      objectives: 'Reaproveitar garrafas\nCuidar das mudas',
      materials: 'Tesoura sem ponta e terra',
      contentHtml: '<h2>Para começar</h2><p>Plante uma <strong>horta</strong> vertical com as garrafas.</p>',
    });
    const fractions = await insertPlan(db, {
      title: 'Frações no cotidiano',
      bnccCodes: ['EF05MA03'],
      position: 4,
    });
    const geography = await insertPlan(db, {
      title: 'Mapas e paisagens',
      etapa: 'fundamental-2',
      ano: 'ef-6',
      componente: 'geografia',
      bnccCodes: ['EF06GE01'],
      position: 5,
    });
    const equations = await insertPlan(db, {
      title: 'Equação do 1º grau',
      position: 6,
      bnccCodes: ['EF05CI03'],
    });
    const premium = await insertPlan(db, { title: 'Astronomia', premium: true, position: 7 });
    await insertLesson(db, premium.id, {
      title: 'Constelações',
      objectives: 'Reconhecer constelações',
      contentHtml: '<p>O segredo do planetário caseiro.</p>',
    });
    await insertPlan(db, { title: 'Horta em rascunho', published: false, position: 0 });
    await insertPlan(db, { title: 'Minha horta', ownerId: user.id, position: 0 });
    ids = {
      hortaTitle: hortaTitle.id,
      hortaLesson: hortaLesson.id,
      hortaDescription: hortaDescription.id,
      hortaText: hortaText.id,
      fractions: fractions.id,
      geography: geography.id,
      equations: equations.id,
      premium: premium.id,
    };
  });
  afterAll(() => t.close());

  const search = async (query: string, path = '/api/content/lessonplans/') => {
    const res = await t.app.inject({ url: `${path}?${query}`, headers: jwt(teacher) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LessonPlanSearchPage;
  };
  const found = async (text: string) =>
    (await search(`search=${encodeURIComponent(text)}`)).results.map((plan) => plan.id);

  it('ranks title, BNCC code, lesson title, description and lesson text in that order', async () => {
    expect(await found('horta')).toEqual([
      ids.hortaTitle,
      ids.hortaLesson,
      ids.hortaDescription,
      ids.hortaText,
    ]);
    // A plan's own code outranks a code set on one of its lessons.
    expect(await found('EF05CI')).toEqual([ids.equations, ids.hortaLesson]);
    // Without a search, the catalogue order stands.
    const all = (await search('')).results.map((plan) => plan.id);
    expect(all.indexOf(ids.hortaLesson)).toBeLessThan(all.indexOf(ids.hortaTitle));
  });

  it('finds the plural from the singular and the other way round, without accents', async () => {
    expect(await found('fração')).toEqual([ids.fractions]);
    expect(await found('fracoes')).toEqual([ids.fractions]);
    expect(await found('equacoes')).toEqual([ids.equations]);
    expect((await found('garrafa')).sort()).toEqual([ids.hortaLesson, ids.hortaText].sort());
    expect(await found('hortas')).toHaveLength(4);
  });

  it('finds BNCC codes exactly and by prefix, at plan and lesson level', async () => {
    expect(await found('EF05MA03')).toEqual([ids.fractions]);
    expect(await found('ef05ma')).toEqual([ids.fractions]);
    expect(await found('EF05CI09')).toEqual([ids.hortaLesson]);
    expect(await found('EF06')).toEqual([ids.geography]);
  });

  it('finds subjects, years, stages and collections by their names', async () => {
    expect(await found('geografia')).toEqual([ids.geography]);
    expect(await found('6º ano')).toEqual([ids.geography]);
    expect(await found('ensino fundamental ii')).toEqual([ids.geography]);
    expect(await found('girassol')).toEqual([ids.hortaDescription]);
    expect(await found('geografia mapas')).toEqual([ids.geography]);
  });

  it('says why each plan matched: the lessons by number, an excerpt and the words marked', async () => {
    const page = await search('search=horta%20adubo');
    expect(page.results.map((plan) => plan.id)).toEqual([ids.hortaLesson]);
    const match = page.results[0]!.search_match!;
    expect(match.lessons.map((lesson) => [lesson.number, marked(lesson.title)])).toEqual([
      [3, '[Horta] na garrafa'],
      [2, 'Compostagem'],
    ]);
    expect(match.lessons_matched).toBe(2);
    expect(marked(match.lessons[1]!.excerpt)).toContain('em [adubo] para');
    expect(match.lessons[0]!.excerpt).toBeNull();

    const byTitle = (await search('search=horta')).results[0]!;
    expect(marked(byTitle.search_match!.title)).toBe('[Horta] escolar');
    expect(byTitle.search_match!.lessons).toEqual([]);
    const byText = (await search('search=vertical')).results[0]!;
    // Objectives, heading and paragraph apart, not run together.
    expect(marked(byText.search_match!.lessons[0]!.excerpt)).toContain(
      'mudas · Para começar · Plante uma horta [vertical] com as garrafas',
    );
    expect((await search('')).results.every((plan) => plan.search_match === null)).toBe(true);
  });

  it("finds a lesson by its materials, quoted in the lesson's excerpt", async () => {
    const page = await search('search=tesoura');
    expect(page.results.map((plan) => plan.id)).toEqual([ids.hortaText]);
    expect(marked(page.results[0]!.search_match!.lessons[0]!.excerpt)).toContain('[Tesoura] sem ponta');
  });

  it('never quotes the content of a premium lesson, though it is searched', async () => {
    const page = await search('search=segredo');
    expect(page.results.map((plan) => plan.id)).toEqual([ids.premium]);
    expect(page.results[0]!.search_match!.lessons).toMatchObject([{ number: 1, excerpt: null }]);
    const objectives = await search('search=reconhecer');
    expect(marked(objectives.results[0]!.search_match!.lessons[0]!.excerpt)).toContain('[Reconhecer]');
  });

  it('suggests the closest spelling when nothing matches, with its results', async () => {
    const typo = await search('search=matematca');
    expect(typo.suggestion).toBe('matemática');
    expect(typo.results.length).toBeGreaterThan(0);
    const twoWords = await search('search=geografya%20mapas');
    expect(twoWords.suggestion).toBe('geografia mapas');
    expect(twoWords.results.map((plan) => plan.id)).toEqual([ids.geography]);
    expect(await search('search=fra%C3%A7oes')).toMatchObject({ suggestion: null, count: 1 });
    expect(await search('search=xyzwk')).toMatchObject({ suggestion: null, count: 0, results: [] });
    // Only stop words: nothing to look for, and no error.
    expect(await search('search=de%20para')).toMatchObject({ suggestion: null, count: 0 });
  });

  it('suggests plans and BNCC codes (of plans and lessons) while typing', async () => {
    const suggest = (q: string) =>
      t.app.inject({
        url: `/api/content/search-suggestions/?q=${encodeURIComponent(q)}`,
        headers: jwt(teacher),
      });
    expect((await suggest('hor')).json()).toEqual({
      plans: [
        { id: ids.hortaTitle, title: 'Horta escolar' },
        { id: ids.hortaLesson, title: 'Ciências no pátio' },
        { id: ids.hortaDescription, title: 'Alimentação saudável' },
        { id: ids.hortaText, title: 'Reciclagem criativa' },
      ],
      bncc_codes: [],
    });
    expect((await suggest('ef05')).json().bncc_codes).toEqual(['EF05CI03', 'EF05CI09', 'EF05MA03']);
    expect((await suggest('EF05C')).json()).toMatchObject({ bncc_codes: ['EF05CI03', 'EF05CI09'] });
    // "em" is a stop word, yet it begins every Ensino Médio code; a draft's code is not offered.
    const db = t.database.db;
    const lesson = await insertLesson(db, ids.geography, { title: 'Migrações', bnccCodes: ['EM13CHS106'] });
    const draft = await insertPlan(db, { title: 'Estatística', published: false, bnccCodes: ['EM13MAT101'] });
    expect((await suggest('em')).json().bncc_codes).toEqual(['EM13CHS106']);
    expect((await suggest('EM13M')).json().bncc_codes).toEqual([]);
    // A word is not the start of a code.
    expect((await suggest('efe')).json().bncc_codes).toEqual([]);
    await db.delete(schema.lessons).where(eq(schema.lessons.id, lesson.id));
    await db.delete(schema.lessonPlans).where(eq(schema.lessonPlans.id, draft.id));
    expect((await suggest('em')).json().bncc_codes).toEqual([]);
    const short = await suggest('h');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ q: ['Digite ao menos 2 caracteres.'] });
    // As long as a search may be: the box asks for suggestions of whatever it holds.
    expect((await suggest('horta '.repeat(33))).statusCode).toBe(200);
    expect((await suggest('h'.repeat(201))).json()).toEqual({ q: ['Busca longa demais.'] });
    const anonymous = await t.app.inject({ url: '/api/content/search-suggestions/?q=horta' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps up with lessons and collections as they change', async () => {
    const db = t.database.db;
    const [lesson] = await db
      .update(schema.lessons)
      .set({ title: 'Minhocário' })
      .where(eq(schema.lessons.title, 'Observar o céu'))
      .returning();
    expect(await found('minhocario')).toEqual([lesson!.lessonPlanId]);
    await db.delete(schema.lessons).where(eq(schema.lessons.id, lesson!.id));
    expect(await found('minhocario')).toEqual([]);
    await db
      .update(schema.lessonPlanCollections)
      .set({ name: 'Coleção Ipê' })
      .where(eq(schema.lessonPlanCollections.name, 'Coleção Girassol'));
    expect(await found('ipe')).toEqual([ids.hortaDescription]);
    expect(await found('girassol')).toEqual([]);
  });

  it('keeps up with the plans themselves: title, publication, filters, order and removal', async () => {
    const db = t.database.db;
    const plan = await insertPlan(db, { title: 'Sistema solar', position: 20 });
    const twin = await insertPlan(db, { title: 'Sistema solar em maquete', position: 21 });
    const update = (id: number, fields: Partial<typeof schema.lessonPlans.$inferInsert>) =>
      db.update(schema.lessonPlans).set(fields).where(eq(schema.lessonPlans.id, id));
    expect(await found('sistema solar')).toEqual([plan.id, twin.id]);
    await update(twin.id, { position: 19 });
    // A page of one: the order is the search's own, not only the page's.
    const first = await search('search=sistema%20solar&page_size=1');
    expect(first.results.map((result) => result.id)).toEqual([twin.id]);
    await update(plan.id, { title: 'Cometas' });
    expect(await found('sistema')).toEqual([twin.id]);
    expect(await found('cometas')).toEqual([plan.id]);
    await update(plan.id, { published: false });
    expect(await found('cometas')).toEqual([]);
    await update(plan.id, { published: true, etapa: 'fundamental-2' });
    expect(await search('search=cometas&etapa=fundamental-2')).toMatchObject({ count: 1 });
    expect(await search('search=cometas&etapa=fundamental-1')).toMatchObject({ count: 0 });
    await db.delete(schema.lessonPlans).where(eq(schema.lessonPlans.id, plan.id));
    expect(await found('cometas')).toEqual([]);
    await db.delete(schema.lessonPlans).where(eq(schema.lessonPlans.id, twin.id));
  });

  it('serves the same search in "Meus livros" and in the admin lists', async () => {
    const own = await search('search=horta', '/api/content/custom-lessonplans/');
    expect(own.results.map((plan) => plan.title)).toEqual(['Minha horta']);
    expect(marked(own.results[0]!.search_match!.title)).toBe('Minha [horta]');
    const staff = await createUser(t.database.db, { isStaff: true });
    const access = (await loginAs(t.app, staff)).access;
    const admin = await t.app.inject({
      url: '/api/admin/content/lessonplans?search=hortas',
      headers: jwt(access),
    });
    expect((admin.json() as LessonPlanSearchPage).results.map((plan) => plan.title)).toEqual([
      // Equally relevant: in catalogue order.
      'Horta em rascunho',
      'Horta escolar',
      'Ciências no pátio',
      'Alimentação saudável',
      'Reciclagem criativa',
    ]);
    const lessons = await t.app.inject({
      url: '/api/admin/content/lessons?search=garrafas',
      headers: jwt(access),
    });
    expect(
      lessons
        .json()
        .results.map((lesson: { title: string }) => lesson.title)
        .sort(),
    ).toEqual(['Garrafas PET', 'Horta na garrafa']);
  });

  it('searches the student material too (ranked as lesson text)', async () => {
    const plan = await insertPlan(t.database.db, { title: 'Pré-história', position: 8 });
    await insertLesson(t.database.db, plan.id, {
      title: 'Fósseis',
      studentContentHtml: '<p>Pinte os <em>dinossauros</em> que viviam no Brasil.</p>',
    });
    expect(await found('dinossauro')).toEqual([plan.id]);
  });

  it('knows every etapa, ano and componente by the name the contracts give it', async () => {
    const labels = [...ETAPAS, ...ANOS, ...COMPONENTES];
    const rows = await t.database.db.execute<{ value: string; label: string | null }>(
      sql`select v as value, content_taxonomy_label(v) as label from unnest(${`{${labels
        .map((item) => item.value)
        .join(',')}}`}::text[]) v`,
    );
    expect(rows.rows).toEqual(labels.map(({ value, label }) => ({ value, label })));
  });
});
