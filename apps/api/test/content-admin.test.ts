import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import type { TestApp } from './app';
import { contentStaffApp, insertLesson, insertPlan } from './content-fixtures';
import { createUser, jwt } from './users';

const plans = '/api/admin/content/lessonplans';
const lessons = '/api/admin/content/lessons';

describe('admin content', () => {
  let t: TestApp;
  let staff: string;
  let teacher: string;
  beforeAll(async () => {
    ({ t, staff, teacher } = await contentStaffApp());
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, access = staff) =>
    t.app.inject({ method, url, headers: jwt(access), ...(payload ? { payload } : {}) });

  it('creates a collection and a plan, adds lessons, publishes it', async () => {
    const collection = await call('POST', '/api/admin/content/lessonplan-collections', { name: 'Trilhas' });
    expect(collection.statusCode, collection.body).toBe(201);
    const renamed = await call('PATCH', `/api/admin/content/lessonplan-collections/${collection.json().id}`, {
      name: 'Trilhas BNCC',
    });
    expect(renamed.json()).toMatchObject({ name: 'Trilhas BNCC' });
    const listed = await call('GET', '/api/admin/content/lessonplan-collections');
    expect(listed.json().results.map((c: { name: string }) => c.name)).toContain('Trilhas BNCC');
    // A name is one choice of the catalogue's filter: taken in any case, by a new one or a rename.
    const other = await call('POST', '/api/admin/content/lessonplan-collections', { name: 'Outra' });
    for (const taken of [
      await call('POST', '/api/admin/content/lessonplan-collections', { name: 'trilhas bncc' }),
      await call('PATCH', `/api/admin/content/lessonplan-collections/${other.json().id}`, {
        name: 'TRILHAS BNCC',
      }),
    ]) {
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({ name: ['Já existe uma coleção com este nome.'] });
    }

    const created = await call('POST', plans, {
      title: 'Geometria com dobraduras',
      description: 'Origami na sala de aula',
      etapa: 'fundamental-2',
      ano: 'ef-6',
      componente: 'matematica',
      bncc_codes: ['EF06MA18'],
      collection: collection.json().id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json();
    expect(plan).toMatchObject({
      published: false,
      premium: false,
      collection: { name: 'Trilhas BNCC' },
      lessons: [],
    });
    expect((await call('GET', `/api/content/lessonplans/${plan.id}/`, undefined, teacher)).statusCode).toBe(
      404,
    );

    const lesson = await call('POST', lessons, {
      lesson_plan: plan.id,
      title: 'Triângulos',
      duration_minutes: 100,
      objectives: 'Reconhecer triângulos',
      materials: 'Papel colorido',
      video_url: 'https://vimeo.com/76979871',
      content_html: '<h2>Dobrando</h2><p>Passo a passo</p>',
      bncc_codes: ['EF06MA18'],
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    expect(lesson.json()).toMatchObject({
      lesson_plan_title: 'Geometria com dobraduras',
      lesson_plan_published: false,
      position: 0,
      video_embed_url: 'https://player.vimeo.com/video/76979871',
    });
    const patched = await call('PATCH', `${lessons}/${lesson.json().id}`, {
      title: 'Triângulos e quadrados',
    });
    expect(patched.json()).toMatchObject({ title: 'Triângulos e quadrados', duration_minutes: 100 });
    expect((await call('GET', `${lessons}/${lesson.json().id}`)).json().title).toBe('Triângulos e quadrados');

    const published = await call('PATCH', `${plans}/${plan.id}`, { published: true, premium: true });
    expect(published.json()).toMatchObject({ published: true, premium: true, lessons_count: 1 });
    const seen = await call('GET', `/api/content/lessonplans/?search=dobraduras`, undefined, teacher);
    expect(seen.json().results.map((p: { id: number }) => p.id)).toEqual([plan.id]);
    expect((await call('GET', `${plans}/${plan.id}`)).json().lessons).toHaveLength(1);
  });

  it('lists plans with the catalogue filters plus unpublished ones', async () => {
    const db = t.database.db;
    await insertPlan(db, {
      title: 'Filtro publicado',
      componente: 'historia',
      etapa: 'fundamental-1',
      ano: 'ef-3',
    });
    await insertPlan(db, {
      title: 'Filtro rascunho',
      componente: 'historia',
      etapa: 'fundamental-1',
      ano: 'ef-3',
      published: false,
    });
    const all = await call('GET', `${plans}?componente=historia`);
    expect(
      all
        .json()
        .results.map((p: { title: string }) => p.title)
        .sort(),
    ).toEqual(['Filtro publicado', 'Filtro rascunho']);
    const drafts = await call('GET', `${plans}?componente=historia&published=false`);
    expect(drafts.json().results.map((p: { title: string }) => p.title)).toEqual(['Filtro rascunho']);
    const searched = await call('GET', `${plans}?search=filtro%20rascunho`);
    expect(searched.json().count).toBe(1);
  });

  it('lists all lessons with their plan, filtered', async () => {
    const db = t.database.db;
    const plan = await insertPlan(db, { title: 'Aulas soltas', published: false });
    await insertLesson(db, plan.id, { title: 'Poesia concreta' });
    const res = await call('GET', `${lessons}?search=poesia&published=false`);
    expect(res.json()).toMatchObject({
      count: 1,
      results: [{ title: 'Poesia concreta', lesson_plan_title: 'Aulas soltas' }],
    });
    const byPlan = await call('GET', `${lessons}?lesson_plan=${plan.id}`);
    expect(byPlan.json().count).toBe(1);
  });

  it('reorders the whole catalogue in one go, and only with the complete list', async () => {
    const existing = await call('GET', `${plans}?page_size=100`);
    const ids: number[] = existing.json().results.map((p: { id: number }) => p.id);
    const reversed = [...ids].reverse();
    const partial = await call('POST', `${plans}/reorder`, { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual({
      ids: ['A lista deve conter todos os itens, cada um uma vez. Recarregue e tente de novo.'],
    });
    expect((await call('POST', `${plans}/reorder`, { ids: [ids[0], ids[0]] })).statusCode).toBe(400);
    const ok = await call('POST', `${plans}/reorder`, { ids: reversed });
    expect(ok.statusCode, ok.body).toBe(204);
    const after = await call('GET', `${plans}?page_size=100`);
    expect(after.json().results.map((p: { id: number }) => p.id)).toEqual(reversed);
  });

  it('reorders a plan’s lessons and deletes one', async () => {
    const db = t.database.db;
    const plan = await insertPlan(db);
    const a = await insertLesson(db, plan.id, { title: 'A', position: 0 });
    const b = await insertLesson(db, plan.id, { title: 'B', position: 1 });
    const res = await call('POST', `${plans}/${plan.id}/lessons/reorder`, { ids: [b.id, a.id] });
    expect(res.json().lessons.map((l: { title: string }) => l.title)).toEqual(['B', 'A']);
    expect((await call('DELETE', `${lessons}/${a.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${lessons}/${a.id}`)).statusCode).toBe(404);
  });

  it('strips scripts, event handlers, javascript: links and foreign iframes from lesson content', async () => {
    const plan = await insertPlan(t.database.db);
    const res = await call('POST', lessons, {
      lesson_plan: plan.id,
      title: 'Sanitização',
      content_html: [
        '<p onclick="steal()">Olá <strong>turma</strong></p>',
        '<script>alert("x")</script>',
        '<img src="/api/content/files/0b6a4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b" onerror="alert(1)" alt="Figura">',
        '<img src="https://rastreador.example/pixel.png" alt="Externa">',
        '<a href="javascript:alert(1)">clique</a>',
        '<a href="https://pt.wikipedia.org/wiki/Fração">fonte</a>',
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Vídeo"></iframe>',
        '<iframe src="https://evil.example/embed"></iframe>',
        '<style>body{display:none}</style><div style="position:fixed">x</div>',
      ].join(''),
    });
    const html: string = res.json().content_html;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|evil\.example|style/i);
    expect(html).toContain('<p>Olá <strong>turma</strong></p>');
    expect(html).toContain(
      '<img src="/api/content/files/0b6a4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b" alt="Figura" />',
    );
    expect(html).not.toContain('rastreador');
    expect(html).toContain(
      '<a href="https://pt.wikipedia.org/wiki/Fração" target="_blank" rel="noopener noreferrer nofollow">fonte</a>',
    );
    expect(html).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Vídeo"></iframe>',
    );
    expect(html).toContain('<a>clique</a>');
  });

  it('validates inputs', async () => {
    const res = await call('POST', plans, { title: 'Sem etapa' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['ano', 'componente', 'etapa']);
    const wrongComponent = await call('POST', plans, {
      title: 'X',
      etapa: 'educacao-infantil',
      ano: 'ei-bebes',
      componente: 'historia',
    });
    expect(wrongComponent.json()).toEqual({
      componente: ['Este componente curricular não faz parte da etapa escolhida.'],
    });
    const noCollection = await call('POST', plans, {
      title: 'X',
      etapa: 'ensino-medio',
      ano: 'em-1',
      componente: 'matematica',
      collection: 99999,
    });
    expect(noCollection.json()).toEqual({ collection: ['Coleção não encontrada.'] });
    const lesson = await call('POST', lessons, { lesson_plan: 99999, title: 'X' });
    expect(lesson.json()).toEqual({ lesson_plan: ['Livro não encontrado.'] });
  });

  it('is for staff only', async () => {
    const db = t.database.db;
    const plan = await insertPlan(db);
    const lesson = await insertLesson(db, plan.id);
    const routes: [string, string][] = [
      ['GET', plans],
      ['POST', plans],
      ['GET', `${plans}/${plan.id}`],
      ['PATCH', `${plans}/${plan.id}`],
      ['POST', `${plans}/reorder`],
      ['POST', `${plans}/${plan.id}/lessons/reorder`],
      ['GET', lessons],
      ['POST', lessons],
      ['GET', `${lessons}/${lesson.id}`],
      ['PATCH', `${lessons}/${lesson.id}`],
      ['DELETE', `${lessons}/${lesson.id}`],
      ['GET', '/api/admin/content/lessonplan-collections'],
      ['POST', '/api/admin/content/lessonplan-collections'],
      ['PATCH', '/api/admin/content/lessonplan-collections/1'],
      ['POST', '/api/admin/content/uploads'],
      ['GET', '/api/admin/content/documents'],
      ['POST', '/api/admin/content/documents'],
      ['PATCH', '/api/admin/content/documents/1'],
      ['DELETE', '/api/admin/content/documents/1'],
      ['GET', '/api/admin/content/faq'],
      ['POST', '/api/admin/content/faq'],
      ['PATCH', '/api/admin/content/faq/1'],
      ['DELETE', '/api/admin/content/faq/1'],
    ];
    for (const [method, url] of routes) {
      const anonymous = await t.app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asTeacher = await t.app.inject({ method: method as 'GET', url, headers: jwt(teacher) });
      expect(asTeacher.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', `${plans}/999999`)).statusCode).toBe(404);
    const owner = await createUser(db);
    const custom = await insertPlan(db, { ownerId: owner.id });
    expect((await call('GET', `${plans}/${custom.id}`)).statusCode).toBe(404);
    expect(await db.select().from(schema.lessons)).not.toHaveLength(0);
  });

  it('manages FAQ entries that teachers read', async () => {
    const created = await call('POST', '/api/admin/content/faq', {
      question: 'Posso copiar um livro?',
      answer: 'Sim, em “Meus livros”.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect((await call('PATCH', `/api/admin/content/faq/${id}`, { answer: 'Sim.' })).json().answer).toBe(
      'Sim.',
    );
    const read = await call('GET', '/api/content/faq/', undefined, teacher);
    expect(read.json()).toMatchObject({
      count: 1,
      results: [{ question: 'Posso copiar um livro?', answer: 'Sim.' }],
    });
    expect((await call('DELETE', `/api/admin/content/faq/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/content/faq/${id}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/content/faq', { question: '' })).json()).toEqual({
      question: ['Informe a pergunta.'],
      answer: ['Informe a resposta.'],
    });
  });

  it('puts an entry at the position typed, moving the others down', async () => {
    const ask = async (question: string, position?: number) =>
      (await call('POST', '/api/admin/content/faq', { question, answer: 'Sim.', position })).json() as {
        id: number;
      };
    const a = await ask('Primeira?');
    await ask('Segunda?');
    const c = await ask('Terceira?');
    const questions = async () =>
      (
        (await call('GET', '/api/admin/content/faq')).json().results as {
          question: string;
          position: number;
        }[]
      ).map((entry) => [entry.position, entry.question]);
    await call('PATCH', `/api/admin/content/faq/${c.id}`, { position: 0 });
    expect(await questions()).toEqual([
      [0, 'Terceira?'],
      [1, 'Primeira?'],
      [2, 'Segunda?'],
    ]);
    await ask('Nova segunda?', 1);
    await call('PATCH', `/api/admin/content/faq/${a.id}`, { position: 99 });
    expect(await questions()).toEqual([
      [0, 'Terceira?'],
      [1, 'Nova segunda?'],
      [2, 'Segunda?'],
      [3, 'Primeira?'],
    ]);
  });
});
