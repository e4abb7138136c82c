import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { insertCollection, insertLesson, insertPlan, makePaying } from './content-fixtures';
import { accessOfNewUser, createUser, jwt, loginAs } from './users';

describe('catalogue', () => {
  let t: TestApp;
  let teacher: string;
  let collectionId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    teacher = await accessOfNewUser(t);
    collectionId = await insertCollection(db, 'Coleção Sol');
    await insertPlan(db, {
      title: 'Matemática: frações no cotidiano',
      description: 'Pizzas e receitas',
      bnccCodes: ['EF05MA03'],
      position: 1,
      collectionId,
    });
    await insertPlan(db, {
      title: 'Ciência dos ímãs',
      etapa: 'fundamental-2',
      ano: 'ef-8',
      componente: 'ciencias',
      bnccCodes: ['EF08CI01'],
      position: 2,
    });
    await insertPlan(db, {
      title: 'Brincadeiras cantadas',
      etapa: 'educacao-infantil',
      ano: 'ei-pequenas',
      componente: 'corpo-gestos-movimentos',
      bnccCodes: ['EI03CG01'],
      position: 3,
      collectionId,
    });
    await insertPlan(db, { title: 'Rascunho de matemática', position: 0, published: false });
    const owner = await createUser(db);
    await insertPlan(db, { title: 'Matemática da Ana', position: 0, ownerId: owner.id });
  });
  afterAll(() => t.close());

  const get = (url: string, access = teacher) => t.app.inject({ url, headers: jwt(access) });
  const titles = async (query: string) => {
    const res = await get(`/api/content/lessonplans/${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results as { title: string }[]).map((plan) => plan.title);
  };

  it('lists only published catalogue plans, in position order, with their details', async () => {
    const res = await get('/api/content/lessonplans/');
    const body = res.json();
    expect(body).toMatchObject({ count: 3, next: null, previous: null });
    expect(body.results.map((p: { title: string }) => p.title)).toEqual([
      'Matemática: frações no cotidiano',
      'Ciência dos ímãs',
      'Brincadeiras cantadas',
    ]);
    expect(body.results[0]).toMatchObject({
      etapa: 'fundamental-1',
      ano: 'ef-5',
      componente: 'matematica',
      bncc_codes: ['EF05MA03'],
      collection: { id: collectionId, name: 'Coleção Sol' },
      premium: false,
      published: true,
      is_custom: false,
      lessons_count: 0,
      cover_url: null,
    });
  });

  it('searches title, description and BNCC code without caring about accents or case', async () => {
    expect(await titles('?search=matematica')).toEqual(['Matemática: frações no cotidiano']);
    expect(await titles('?search=FRACOES')).toEqual(['Matemática: frações no cotidiano']);
    expect(await titles('?search=ímã')).toEqual(['Ciência dos ímãs']);
    expect(await titles('?search=pizzas')).toEqual(['Matemática: frações no cotidiano']);
    expect(await titles('?search=ef08ci01')).toEqual(['Ciência dos ímãs']);
    expect(await titles('?search=ciencia%20imas')).toEqual(['Ciência dos ímãs']);
    expect(await titles('?search=ciencia%20pizza')).toEqual([]);
    expect(await titles('?search=100%25')).toEqual([]);
  });

  it('filters by etapa, ano, componente, BNCC code and collection', async () => {
    expect(await titles('?etapa=educacao-infantil')).toEqual(['Brincadeiras cantadas']);
    expect(await titles('?ano=ef-8')).toEqual(['Ciência dos ímãs']);
    expect(await titles('?componente=matematica')).toEqual(['Matemática: frações no cotidiano']);
    expect(await titles('?bncc=ei03cg01')).toEqual(['Brincadeiras cantadas']);
    expect(await titles(`?collection=${collectionId}`)).toEqual([
      'Matemática: frações no cotidiano',
      'Brincadeiras cantadas',
    ]);
    expect(await titles(`?collection=${collectionId}&etapa=fundamental-1&search=fracoes`)).toEqual([
      'Matemática: frações no cotidiano',
    ]);
    expect(await titles('?etapa=&search=')).toHaveLength(3);
  });

  it('refuses unknown filter values and bad pages, saying why in Portuguese', async () => {
    const res = await get('/api/content/lessonplans/?etapa=faculdade&page_size=1000&page=0');
    expect(res.statusCode).toBe(400);
    const { etapa, ...pages } = res.json() as Record<string, string[]>;
    expect(etapa).toHaveLength(1);
    expect(pages).toEqual({
      page: ['Informe um valor a partir de 1.'],
      page_size: ['Informe um valor de no máximo 100.'],
    });
    expect((await get('/api/content/lessonplans/?page=dois')).json()).toEqual({
      page: ['Informe um número.'],
    });
  });

  it('paginates with DRF links', async () => {
    const first = (await get('/api/content/lessonplans/?page_size=2')).json();
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/\/api\/content\/lessonplans\/\?page_size=2&page=2$/);
    const second = (await get('/api/content/lessonplans/?page_size=2&page=2')).json();
    expect(second.results.map((p: { title: string }) => p.title)).toEqual(['Brincadeiras cantadas']);
    expect(second).toMatchObject({ count: 3, next: null });
    expect(second.previous).toMatch(/page=1$/);
    const beyond = (await get('/api/content/lessonplans/?page=9')).json();
    expect(beyond).toMatchObject({ count: 3, results: [] });
  });

  it('never serves a stale page or total when the catalogue changes, even behind its back', async () => {
    const db = t.database.db;
    const { lessonPlans, lessonPlanCollections, catalogueState } = schema;
    const page = async () => (await get('/api/content/lessonplans/?page_size=2')).json();
    const version = async () => (await db.select().from(catalogueState))[0]!.version;
    expect((await page()).count).toBe(3);
    // Each change below is made straight in the database, as another instance would.
    const draft = and(eq(lessonPlans.position, 0), isNull(lessonPlans.ownerId));
    await db.update(lessonPlans).set({ published: true }).where(draft);
    expect((await page()).count).toBe(4);
    const [shown] = (await page()).results as { id: number; title: string; lessons_count: number }[];
    await db.update(lessonPlans).set({ title: 'Rascunho revisto' }).where(eq(lessonPlans.id, shown!.id));
    expect((await page()).results[0]).toMatchObject({ title: 'Rascunho revisto', lessons_count: 0 });
    await insertLesson(db, shown!.id);
    expect((await page()).results[0]).toMatchObject({ lessons_count: 1 });
    await db
      .update(lessonPlanCollections)
      .set({ name: 'Coleção Lua' })
      .where(eq(lessonPlanCollections.id, collectionId));
    expect((await page()).results[1]).toMatchObject({ collection: { name: 'Coleção Lua' } });

    // A teacher's own plans are not the catalogue: they leave its version alone.
    const before = await version();
    const owner = await createUser(db);
    const own = await insertPlan(db, { title: 'Outro livro próprio', ownerId: owner.id });
    await insertLesson(db, own.id);
    expect(await version()).toBe(before);

    await db
      .update(lessonPlanCollections)
      .set({ name: 'Coleção Sol' })
      .where(eq(lessonPlanCollections.id, collectionId));
    await db.delete(schema.lessons).where(eq(schema.lessons.lessonPlanId, shown!.id));
    await db.update(lessonPlans).set({ published: false, title: 'Rascunho de matemática' }).where(draft);
    expect(await version()).toBeGreaterThan(before);
    expect(await page()).toMatchObject({
      count: 3,
      results: [{ title: 'Matemática: frações no cotidiano' }, {}],
    });
  });

  it('without the page cache, keeps a total only while the catalogue version it was counted at stands', async () => {
    const db = t.database.db;
    const uncached = await createTestApp({ database: t.database, env: { CATALOGUE_CACHE_PLANS: '0' } });
    try {
      const count = async () =>
        (
          await uncached.app.inject({ url: '/api/content/lessonplans/?page_size=2', headers: jwt(teacher) })
        ).json().count as number;
      const before = await count();
      expect(await count()).toBe(before);
      const added = await insertPlan(db, { title: 'Mais um livro', position: 9 });
      expect(await count()).toBe(before + 1);
      await db.delete(schema.lessonPlans).where(eq(schema.lessonPlans.id, added.id));
      expect(await count()).toBe(before);
    } finally {
      await uncached.close();
    }
  });

  it('lists the collections', async () => {
    const res = await get('/api/content/lessonplan-collections/');
    expect(res.json()).toMatchObject({ count: 1, results: [{ id: collectionId, name: 'Coleção Sol' }] });
  });
});

describe('reading lessons', () => {
  let t: TestApp;
  let free: string;
  let paying: string;
  let staff: string;
  let student: string;
  let premiumPlan: number;
  let freePlan: number;
  let lessonIds: number[];
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    free = (await loginAs(t.app, await createUser(db))).access;
    const payingUser = await createUser(db);
    await makePaying(db, payingUser.id);
    paying = (await loginAs(t.app, payingUser)).access;
    staff = (await loginAs(t.app, await createUser(db, { isStaff: true }))).access;
    student = (await loginAs(t.app, await createUser(db, { isStudent: true, email: null }))).access;
    const premium = await insertPlan(db, { title: 'Premium', premium: true });
    premiumPlan = premium.id;
    const second = await insertLesson(db, premium.id, {
      title: 'Segunda',
      position: 2,
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const first = await insertLesson(db, premium.id, {
      title: 'Primeira',
      position: 1,
      objectives: 'Ler e contar',
    });
    lessonIds = [first.id, second.id];
    freePlan = (await insertPlan(db, { title: 'Livre' })).id;
    await insertLesson(db, freePlan, { title: 'Aberta' });
  });
  afterAll(() => t.close());

  const get = (url: string, access: string) => t.app.inject({ url, headers: jwt(access) });

  it('shows a free teacher the summary of premium lessons, locked', async () => {
    const res = await get(`/api/content/lessonplans/${premiumPlan}/lessons/`, free);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.map((l: { title: string }) => l.title)).toEqual(['Primeira', 'Segunda']);
    expect(body.results[0]).toEqual({
      id: lessonIds[0],
      lesson_plan: premiumPlan,
      title: 'Primeira',
      position: 1,
      duration_minutes: 50,
      objectives: 'Ler e contar',
      bncc_codes: [],
      premium: true,
      locked: true,
      favorite_id: null,
      materials: null,
      content_html: null,
      student_content: null,
      video_url: null,
      video_embed_url: null,
      attachments: [],
    });
    const one = await get(`/api/content/lessonplans/${premiumPlan}/lessons/${lessonIds[1]}/`, free);
    expect(one.json()).toMatchObject({
      locked: true,
      content_html: null,
      student_content: null,
      video_url: null,
    });
    const detail = await get(`/api/content/lessonplans/${premiumPlan}/`, free);
    expect(detail.json().lessons.map((l: { locked: boolean }) => l.locked)).toEqual([true, true]);
    expect(detail.json()).toMatchObject({ premium: true, lessons_count: 2 });
  });

  it('opens premium lessons to paying teachers and staff', async () => {
    for (const access of [paying, staff]) {
      const res = await get(`/api/content/lessonplans/${premiumPlan}/lessons/`, access);
      expect(res.json().results[1]).toMatchObject({
        locked: false,
        content_html: '<p>Conteúdo completo da aula</p>',
        materials: 'Lápis e papel',
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
        video_embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      });
    }
  });

  it('opens free plans to everyone who reads the catalogue', async () => {
    const res = await get(`/api/content/lessonplans/${freePlan}/lessons/`, free);
    expect(res.json().results[0]).toMatchObject({
      locked: false,
      premium: false,
      content_html: '<p>Conteúdo completo da aula</p>',
    });
  });

  it('answers 401 anonymous, 403 students, 404 unknown or unpublished plans', async () => {
    const db = t.database.db;
    const draft = await insertPlan(db, { published: false });
    const paths = [
      '/api/content/lessonplans/',
      `/api/content/lessonplans/${premiumPlan}/`,
      `/api/content/lessonplans/${premiumPlan}/lessons/`,
      `/api/content/lessonplans/${premiumPlan}/lessons/${lessonIds[0]}/`,
      '/api/content/lessonplan-collections/',
      '/api/content/documents/',
      '/api/content/faq/',
    ];
    for (const url of paths) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await get(url, student)).statusCode, url).toBe(403);
    }
    expect((await get(`/api/content/lessonplans/${draft.id}/`, free)).statusCode).toBe(404);
    expect((await get(`/api/content/lessonplans/${draft.id}/lessons/`, free)).statusCode).toBe(404);
    expect((await get('/api/content/lessonplans/999999/', free)).statusCode).toBe(404);
    expect(
      (await get(`/api/content/lessonplans/${freePlan}/lessons/${lessonIds[0]}/`, free)).statusCode,
    ).toBe(404);
  });
});
