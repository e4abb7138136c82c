import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import type { TestApp } from './app';
import { insertLesson, insertPlan, makePaying } from './content-fixtures';
import { samplePdf, samplePng } from './multipart';
import type { Who } from './users';
import { buildReuseWorld, reuseHelpers, type Room } from './activity-reuse-setup';

describe('activities worth reusing: from any lesson, with files and links, copied across classes and years', () => {
  let t: TestApp;
  let teacher: Who;
  let otherTeacher: Who;
  let roomA: Room;
  let roomB: Room;
  let otherRoom: Room;
  let ana: Who;
  let bruno: Who;
  let caio: Who;
  let lessonId: number;
  let premiumLessonId: number;

  const { call, ok, upload, newRoom, studentIn, assign } = reuseHelpers(
    () => t,
    () => teacher,
  );

  beforeAll(async () => {
    ({ t, teacher, otherTeacher, roomA, roomB, otherRoom, ana, bruno, caio, lessonId, premiumLessonId } =
      await buildReuseWorld());
  });
  afterAll(() => t.close());

  it('passes a catalogue lesson not yet linked to the class, linking it in the same request', async () => {
    const pdf = await upload(teacher, 'ficha.pdf', samplePdf);
    const png = await upload(teacher, 'desenho.png', samplePng);
    const res = await assign(roomA, {
      lesson: lessonId,
      title: 'Rimas',
      attachments: [pdf.id, png.id, pdf.id],
      links: [
        { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Vídeo do sapo' },
        { url: 'https://pt.wikipedia.org/wiki/Sapo' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const activity = res.json();
    expect(activity.lesson).toMatchObject({ id: lessonId, title: 'Rimas do sapo' });
    expect(activity.attachments.map((f: { id: string }) => f.id)).toEqual([pdf.id, png.id]);
    expect(activity.attachments[0]).toMatchObject({ name: 'ficha.pdf', content_type: 'application/pdf' });
    expect(activity.links).toEqual([
      {
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Vídeo do sapo',
        embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
      {
        url: 'https://pt.wikipedia.org/wiki/Sapo',
        title: 'https://pt.wikipedia.org/wiki/Sapo',
        embed_url: null,
      },
    ]);
    const detail = await ok('GET', `/api/content/classrooms/${roomA.id}/`, teacher);
    expect(detail.lessons.map((l: { lesson: { id: number } }) => l.lesson.id)).toEqual([lessonId]);

    // The student of the activity opens the files and links; nobody else reads the activity.
    const seen = await ok('GET', `/api/student/assignments/${activity.id}/`, ana);
    expect(seen.attachments.map((f: { id: string }) => f.id)).toEqual([pdf.id, png.id]);
    expect(seen.links[0].embed_url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(seen.archived).toBe(false);
    const file = await t.app.inject({ method: 'GET', url: seen.attachments[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    for (const stranger of [bruno, caio]) {
      expect((await call('GET', `/api/student/assignments/${activity.id}/`, stranger)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/content/assignments/${activity.id}/`, otherTeacher)).statusCode).toBe(
      404,
    );
    // A student chosen by name: the others of the class do not get it either.
    const only = (
      await ok(
        'POST',
        `/api/content/classrooms/${roomA.id}/assignments/`,
        teacher,
        {
          title: 'Só para o Dudu',
          students: [(await studentIn(roomA, 'dudu.reuse', 'Dudu')).id],
          attachments: [pdf.id],
        },
        201,
      )
    ).id;
    expect((await call('GET', `/api/student/assignments/${only}/`, ana)).statusCode).toBe(404);
  });

  it("refuses a premium lesson without access, another teacher's files and class, and bad links", async () => {
    const refused = await assign(roomA, { title: 'Premium', lesson: premiumLessonId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      lesson: ['Esta aula é exclusiva para assinantes. Assine um plano para passá-la como atividade.'],
    });
    const linked = await ok('GET', `/api/content/classrooms/${roomA.id}/`, teacher);
    expect(linked.lessons.some((l: { lesson: { id: number } }) => l.lesson.id === premiumLessonId)).toBe(
      false,
    );

    const hers = await upload(otherTeacher, 'dela.pdf', samplePdf);
    expect((await assign(roomA, { title: 'x', attachments: [hers.id] })).json()).toEqual({
      attachments: ['Um dos arquivos não foi encontrado ou não é um PDF ou uma imagem. Envie-o de novo.'],
    });
    expect((await assign(roomA, { title: 'x', attachments: ['nada'] })).statusCode).toBe(400);
    for (const url of ['javascript:alert(1)', 'ftp://exemplo.com/a', 'https://', 'data:text/html,oi']) {
      const res = await assign(roomA, { title: 'x', links: [{ url }] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ 'links.0.url': ['Use um link que comece com http:// ou https://.'] });
    }
    expect((await assign(otherRoom, { title: 'x' })).statusCode).toBe(404);
    expect((await assign(roomA, { title: 'x' }, ana)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/content/classrooms/${roomA.id}/assignments/`, null, { title: 'x' }))
        .statusCode,
    ).toBe(401);

    // With a subscription the same request links and passes it.
    await makePaying(t.database.db, teacher.id);
    const passed = await assign(roomB, { title: 'Premium', lesson: premiumLessonId });
    expect(passed.statusCode, passed.body).toBe(201);
    await t.database.db
      .update(schema.users)
      .set({ accessConfigId: null })
      .where(eq(schema.users.id, teacher.id));
  });

  it("passes a lesson of the teacher's own book", async () => {
    // Her own book (never published: it is hers).
    const mine = await insertPlan(t.database.db, {
      title: 'Meu livro',
      ownerId: teacher.id,
      published: false,
    });
    const ownLessonId = (await insertLesson(t.database.db, mine.id, { title: 'Minha aula' })).id;
    expect((await assign(roomB, { title: 'Minha', lesson: ownLessonId })).statusCode).toBe(201);
    // Another teacher's own lesson is not hers to pass.
    expect((await assign(otherRoom, { title: 'Dela', lesson: ownLessonId }, otherTeacher)).json()).toEqual({
      lesson: ['Aula não encontrada.'],
    });
  });

  it('copies an activity into other classes, whole class, without hand-ins; only into her classes', async () => {
    const pdf = await upload(teacher, 'roteiro.pdf', samplePdf);
    const source = (
      await assign(roomA, {
        lesson: lessonId,
        title: 'Poema do sapo',
        instructions: '<p>Copie o poema</p>',
        submission_type: 'file',
        attachments: [pdf.id],
        links: [{ url: 'https://vimeo.com/76979871', title: 'Animação' }],
        due_at: '2099-03-01T10:00:00-03:00',
      })
    ).json();
    await ok('POST', `/api/student/assignments/${source.id}/submit/`, ana, { text: 'Feito' });
    const roomC = await newRoom(teacher, '5º ano C');
    const copy = `/api/content/assignments/${source.id}/copy/`;
    const res = await ok(
      'POST',
      copy,
      teacher,
      { classrooms: [roomB.id, roomC.id], due_at: '2099-04-01T17:30:00-03:00', publish_at: null },
      201,
    );
    expect(res.created.map((c: { classroom: number }) => c.classroom)).toEqual([roomB.id, roomC.id]);
    for (const { classroom, assignment } of res.created) {
      expect(assignment).toMatchObject({
        classroom,
        title: 'Poema do sapo',
        instructions: '<p>Copie o poema</p>',
        submission_type: 'file',
        lesson: { id: lessonId },
        students: null,
        draft: false,
        due_at: '2099-04-01T20:30:00.000Z',
        publish_at: null,
        done_count: 0,
        links: [
          {
            url: 'https://vimeo.com/76979871',
            title: 'Animação',
            embed_url: 'https://player.vimeo.com/video/76979871',
          },
        ],
      });
      expect(assignment.attachments.map((f: { id: string }) => f.id)).toEqual([pdf.id]);
      expect(assignment.id).not.toBe(source.id);
    }
    const inB = res.created[0].assignment.id;
    expect((await ok('GET', `/api/content/assignments/${inB}/submissions/`, teacher))[0]).toMatchObject({
      status: 'assigned',
      text: '',
    });
    const bSees = await ok('GET', `/api/student/assignments/${inB}/`, bruno);
    expect(bSees.attachments).toHaveLength(1);
    // The lesson was linked to the target class too.
    const roomCDetail = await ok('GET', `/api/content/classrooms/${roomC.id}/`, teacher);
    expect(roomCDetail.lessons.map((l: { lesson: { id: number } }) => l.lesson.id)).toEqual([lessonId]);

    // Authorization and validation.
    expect((await call('POST', copy, teacher, { classrooms: [otherRoom.id] })).json()).toEqual({
      classrooms: ['Escolha só turmas suas que estejam em uso (não arquivadas).'],
    });
    expect((await call('POST', copy, teacher, { classrooms: [] })).statusCode).toBe(400);
    expect((await call('POST', copy, otherTeacher, { classrooms: [otherRoom.id] })).statusCode).toBe(404);
    expect((await call('POST', copy, ana, { classrooms: [roomB.id] })).statusCode).toBe(403);
    expect((await call('POST', copy, null, { classrooms: [roomB.id] })).statusCode).toBe(401);
  });
});
