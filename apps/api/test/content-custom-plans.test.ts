import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan, makePaying } from './content-fixtures';
import { createUser, jwt, loginAs } from './users';

const base = '/api/content/custom-lessonplans';

describe('custom lesson plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const teacherSession = async (maxCustomLessons?: number) => {
    const user = await createUser(t.database.db);
    if (maxCustomLessons !== undefined) await makePaying(t.database.db, user.id, maxCustomLessons);
    return { user, access: (await loginAs(t.app, user)).access };
  };
  const call = (access: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: jwt(access), ...(payload ? { payload } : {}) });

  it('creates, lists, edits and deletes the teacher’s own plans and lessons', async () => {
    const { access } = await teacherSession(3);
    const created = await call(access, 'POST', `${base}/`, {
      title: '  Meu livro de frações ',
      etapa: 'fundamental-1',
      ano: 'ef-4',
      bncc_codes: ['ef04ma09', 'EF04MA09'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json();
    expect(plan).toMatchObject({
      title: 'Meu livro de frações',
      is_custom: true,
      published: false,
      premium: false,
      bncc_codes: ['EF04MA09'],
      lessons: [],
    });

    const lesson = await call(access, 'POST', `${base}/${plan.id}/lessons/`, {
      title: 'Metades',
      duration_minutes: 45,
      content_html: '<p>Dobre <b>a folha</b></p><script>alert(1)</script>',
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    expect(lesson.json()).toMatchObject({
      title: 'Metades',
      position: 0,
      content_html: '<p>Dobre <b>a folha</b></p>',
    });
    const second = (await call(access, 'POST', `${base}/${plan.id}/lessons/`, { title: 'Terços' })).json();
    expect(second.position).toBe(1);

    const reordered = await call(access, 'POST', `${base}/${plan.id}/lessons/reorder/`, {
      ids: [second.id, lesson.json().id],
    });
    expect(reordered.json().lessons.map((l: { title: string }) => l.title)).toEqual(['Terços', 'Metades']);
    expect(
      (await call(access, 'POST', `${base}/${plan.id}/lessons/reorder/`, { ids: [second.id] })).statusCode,
    ).toBe(400);

    const patched = await call(access, 'PATCH', `${base}/${plan.id}/lessons/${second.id}/`, {
      objectives: 'Dividir em três',
    });
    expect(patched.json()).toMatchObject({ title: 'Terços', objectives: 'Dividir em três' });
    const renamed = await call(access, 'PATCH', `${base}/${plan.id}/`, { title: 'Frações, enfim' });
    expect(renamed.json()).toMatchObject({ title: 'Frações, enfim', lessons_count: 2 });

    // Readable through the catalogue endpoints by its owner, not listed in the catalogue.
    expect((await call(access, 'GET', `/api/content/lessonplans/${plan.id}/lessons/`)).json().count).toBe(2);
    const catalogue = (await call(access, 'GET', '/api/content/lessonplans/')).json();
    expect(catalogue.results.some((p: { id: number }) => p.id === plan.id)).toBe(false);

    const list = (await call(access, 'GET', `${base}/`)).json();
    expect(list).toMatchObject({ count: 1, results: [{ id: plan.id, title: 'Frações, enfim' }] });

    expect((await call(access, 'DELETE', `${base}/${plan.id}/lessons/${lesson.json().id}/`)).statusCode).toBe(
      204,
    );
    expect((await call(access, 'DELETE', `${base}/${plan.id}/`)).statusCode).toBe(204);
    expect((await call(access, 'GET', `${base}/${plan.id}/`)).statusCode).toBe(404);
  });

  it('validates plans and lessons in Portuguese', async () => {
    const { access } = await teacherSession(3);
    const bad = await call(access, 'POST', `${base}/`, { title: '', bncc_codes: ['XX'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      title: ['Informe o título.'],
      'bncc_codes.0': ['Código BNCC inválido (ex.: EF05MA12, EI03EF01, EM13MAT101).'],
    });
    const mismatch = await call(access, 'POST', `${base}/`, {
      title: 'X',
      etapa: 'ensino-medio',
      ano: 'ef-1',
    });
    expect(mismatch.json()).toEqual({ ano: ['Este ano não pertence à etapa escolhida.'] });
    const plan = (await call(access, 'POST', `${base}/`, { title: 'Ok' })).json();
    const video = await call(access, 'POST', `${base}/${plan.id}/lessons/`, {
      title: 'Vídeo',
      video_url: 'https://evil.example/video',
    });
    expect(video.json()).toEqual({ video_url: ['Use um link de vídeo do YouTube ou do Vimeo.'] });
  });

  it('hides other teachers’ plans (404) and refuses students and anonymous visitors', async () => {
    const owner = await teacherSession(3);
    const other = await teacherSession(3);
    const plan = (await call(owner.access, 'POST', `${base}/`, { title: 'Privado' })).json();
    const lesson = (await call(owner.access, 'POST', `${base}/${plan.id}/lessons/`, { title: 'A' })).json();
    for (const [method, url] of [
      ['GET', `${base}/${plan.id}/`],
      ['PATCH', `${base}/${plan.id}/`],
      ['DELETE', `${base}/${plan.id}/`],
      ['POST', `${base}/${plan.id}/lessons/`],
      ['GET', `${base}/${plan.id}/lessons/${lesson.id}/`],
      ['PATCH', `${base}/${plan.id}/lessons/${lesson.id}/`],
      ['DELETE', `${base}/${plan.id}/lessons/${lesson.id}/`],
      ['GET', `/api/content/lessonplans/${plan.id}/`],
    ] as const) {
      const res = await call(
        other.access,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { title: 'X' },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const copy = await call(other.access, 'POST', `${base}/copy/`, { lessonplan: plan.id });
    expect(copy.statusCode).toBe(400);
    const student = await createUser(t.database.db, { isStudent: true, email: null });
    const studentAccess = (await loginAs(t.app, student)).access;
    expect((await call(studentAccess, 'GET', `${base}/`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${base}/` })).statusCode).toBe(401);
  });

  it('enforces max_custom_lessons with a Portuguese 403 and shows the quota', async () => {
    const { access } = await teacherSession();
    expect((await call(access, 'GET', `${base}/quota/`)).json()).toEqual({
      count: 0,
      max_custom_lessons: 1,
      remaining: 1,
    });
    expect((await call(access, 'POST', `${base}/`, { title: 'Único' })).statusCode).toBe(201);
    const over = await call(access, 'POST', `${base}/`, { title: 'Segundo' });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({
      detail:
        'Você atingiu o limite do seu plano: 1 livro próprio (limite de livros personalizados). ' +
        'Exclua um livro ou assine um plano para criar mais.',
      code: 'custom_lessons_limit',
    });
    expect((await call(access, 'GET', `${base}/quota/`)).json()).toEqual({
      count: 1,
      max_custom_lessons: 1,
      remaining: 0,
    });
  });

  it('lets only one of two simultaneous creations at the limit through', async () => {
    const { access } = await teacherSession(2);
    expect((await call(access, 'POST', `${base}/`, { title: 'Primeiro' })).statusCode).toBe(201);
    const results = await Promise.all([
      call(access, 'POST', `${base}/`, { title: 'Corrida A' }),
      call(access, 'POST', `${base}/`, { title: 'Corrida B' }),
      call(access, 'POST', `${base}/copy/`, { lessonplan: (await insertPlan(t.database.db)).id }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 403, 403]);
    expect((await call(access, 'GET', `${base}/`)).json().count).toBe(2);
  });

  it('copies a catalogue plan with its lessons and attachments', async () => {
    const db = t.database.db;
    const { access, user } = await teacherSession(5);
    const source = await insertPlan(db, { title: 'Original', bnccCodes: ['EF05MA12'] });
    const l1 = await insertLesson(db, source.id, { title: 'Um', position: 5 });
    await insertLesson(db, source.id, { title: 'Dois', position: 9 });
    const fileId = crypto.randomUUID();
    await db.insert(schema.storedFiles).values({
      id: fileId,
      storageKey: `${fileId.slice(0, 2)}/${fileId}`,
      originalName: 'ficha.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
    });
    await db.insert(schema.lessonAttachments).values({ lessonId: l1.id, fileId, title: 'Ficha' });

    const res = await call(access, 'POST', `${base}/copy/`, { lessonplan: source.id });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      title: 'Original',
      is_custom: true,
      copied_from: source.id,
      bncc_codes: ['EF05MA12'],
    });
    expect(copy.lessons.map((l: { title: string; position: number }) => [l.title, l.position])).toEqual([
      ['Um', 0],
      ['Dois', 1],
    ]);
    const lessons = (await call(access, 'GET', `/api/content/lessonplans/${copy.id}/lessons/`)).json();
    expect(lessons.results[0].attachments).toMatchObject([{ title: 'Ficha', file: { id: fileId } }]);
    // The copy can keep that attachment when edited, though the teacher did not upload it.
    const kept = await call(access, 'PATCH', `${base}/${copy.id}/lessons/${lessons.results[0].id}/`, {
      attachments: [{ file: fileId, title: 'Ficha nova' }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const [owned] = await db.select().from(schema.lessonPlans).where(eq(schema.lessonPlans.id, copy.id));
    expect(owned?.ownerId).toBe(user.id);
    // The original is untouched.
    const [original] = await db.select().from(schema.lessons).where(eq(schema.lessons.id, l1.id));
    expect(original?.position).toBe(5);
  });

  it('copies premium plans only for teachers whose plan includes them', async () => {
    const db = t.database.db;
    const premium = await insertPlan(db, { title: 'Exclusivo', premium: true });
    const free = await teacherSession();
    const refused = await call(free.access, 'POST', `${base}/copy/`, { lessonplan: premium.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('premium_required');
    const paying = await teacherSession(2);
    expect((await call(paying.access, 'POST', `${base}/copy/`, { lessonplan: premium.id })).statusCode).toBe(
      201,
    );
  });

  it('refuses attachments the teacher neither uploaded nor copied', async () => {
    const db = t.database.db;
    const { access } = await teacherSession(2);
    const plan = (await call(access, 'POST', `${base}/`, { title: 'Anexos' })).json();
    const fileId = crypto.randomUUID();
    await db.insert(schema.storedFiles).values({
      id: fileId,
      storageKey: `${fileId.slice(0, 2)}/${fileId}`,
      originalName: 'de-outro.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
    });
    const res = await call(access, 'POST', `${base}/${plan.id}/lessons/`, {
      title: 'A',
      attachments: [{ file: fileId, title: 'Alheio' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      attachments: ['Um dos anexos não foi encontrado. Envie o arquivo de novo.'],
    });
  });
});
