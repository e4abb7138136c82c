import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan, makePaying } from './content-fixtures';
import { multipartFile, samplePdf, samplePng } from './multipart';
import { callsAs, createUser, jwt, loginAs, type Who } from './users';

type Room = { id: number; code: string };
const STATISTICS = '/api/profile/my-statistics';

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

  const { call, ok } = callsAs(() => t);
  const upload = async (who: Who, name: string, data: Buffer) => {
    const body = multipartFile(name, data);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/custom-lessonplans/uploads/',
      payload: body.payload,
      headers: { ...body.headers, ...jwt(who.access) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  async function newTeacher(firstName: string) {
    const user = await createUser(t.database.db, { firstName, lastName: 'Lopes' });
    return { id: user.id, access: (await loginAs(t.app, user)).access };
  }
  const newRoom = async (who: Who, name: string, year = 2026) =>
    (await ok('POST', '/api/content/classrooms/', who, { name, school_year: year }, 201)) as Room;
  async function studentIn(room: Room, username: string, firstName: string) {
    const user = await createUser(t.database.db, { email: null, username, firstName, isStudent: true });
    const who = { id: user.id, access: (await loginAs(t.app, user)).access };
    await ok('POST', `/api/content/classrooms/${room.id}/self-link/`, who, { code: room.code });
    return who;
  }
  const assign = (room: Room, payload: object, who = teacher) =>
    call('POST', `/api/content/classrooms/${room.id}/assignments/`, who, payload);

  beforeAll(async () => {
    t = await createTestApp();
    teacher = await newTeacher('Marina');
    otherTeacher = await newTeacher('Paula');
    roomA = await newRoom(teacher, '5º ano A');
    roomB = await newRoom(teacher, '5º ano B');
    otherRoom = await newRoom(otherTeacher, '5º ano C');
    ana = await studentIn(roomA, 'ana.reuse', 'Ana');
    bruno = await studentIn(roomB, 'bruno.reuse', 'Bruno');
    caio = await studentIn(otherRoom, 'caio.reuse', 'Caio');
    const plan = await insertPlan(t.database.db, { title: 'Poemas' });
    lessonId = (
      await insertLesson(t.database.db, plan.id, {
        title: 'Rimas do sapo',
        studentContentHtml: '<p>Leia o poema em voz alta.</p>',
      })
    ).id;
    const premium = await insertPlan(t.database.db, { title: 'Premium', premium: true });
    premiumLessonId = (await insertLesson(t.database.db, premium.id, { title: 'Só assinantes' })).id;
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

  it('archives a class: out of the lists and the count, readable, no more hand-ins', async () => {
    const coach = await newTeacher('Rita');
    const room = await newRoom(coach, '4º ano A', 2026);
    const kids = [];
    for (let i = 0; i < 5; i++) kids.push(await studentIn(room, `kid${i}.arch`, `Kid${i}`));
    const activity = (await assign(room, { title: 'Leitura' }, coach)).json();
    await ok('POST', `/api/student/assignments/${activity.id}/submit/`, kids[0]!, { text: 'Li' });
    const nextYear = await newRoom(coach, '5º ano A', 2027);
    // Five students: the free plan is full, a sixth cannot join.
    const extra = await createUser(t.database.db, { email: null, username: 'sexto.arch', isStudent: true });
    const sixth = { id: extra.id, access: (await loginAs(t.app, extra)).access };
    expect(
      (
        await call('POST', `/api/content/classrooms/${nextYear.id}/self-link/`, sixth, {
          code: nextYear.code,
        })
      ).statusCode,
    ).toBe(403);

    expect(
      (await call('PATCH', `/api/content/classrooms/${room.id}/`, otherTeacher, { archived: true }))
        .statusCode,
    ).toBe(404);
    const archived = await ok('PATCH', `/api/content/classrooms/${room.id}/`, coach, { archived: true });
    expect(archived.archived).toBe(true);
    const list = await ok('GET', '/api/content/classrooms/', coach);
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([nextYear.id]);
    const onlyArchived = await ok('GET', '/api/content/classrooms/?archived=true', coach);
    expect(onlyArchived.results.map((r: { id: number }) => r.id)).toEqual([room.id]);
    expect((await ok('GET', STATISTICS, coach)).students).toEqual({ count: 0, limit: 5 });
    // Readable for the teacher.
    expect((await ok('GET', `/api/content/classrooms/${room.id}/`, coach)).students).toHaveLength(5);
    expect(await ok('GET', `/api/content/assignments/${activity.id}/submissions/`, coach)).toHaveLength(5);
    // Its students no longer count: the sixth joins next year's class.
    await ok('POST', `/api/content/classrooms/${nextYear.id}/self-link/`, sixth, { code: nextYear.code });
    // Its code takes no one new.
    expect((await call('GET', `/api/content/classrooms/code/${room.code}/`, null)).statusCode).toBe(404);
    // Students read, not hand in; the activity leaves "todo".
    const read = await ok('GET', `/api/student/assignments/${activity.id}/`, kids[1]!);
    expect(read.archived).toBe(true);
    const refused = await call('POST', `/api/student/assignments/${activity.id}/submit/`, kids[1]!, {
      text: 'x',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('classroom_archived');
    expect(
      (await call('POST', `/api/student/assignments/${activity.id}/unsubmit/`, kids[0]!)).statusCode,
    ).toBe(409);
    expect((await ok('GET', '/api/student/assignments/?status=todo', kids[1]!)).count).toBe(0);
    expect((await ok('GET', '/api/student/assignments/?status=done', kids[0]!)).count).toBe(1);
    const studentClasses = await ok('GET', '/api/content/classrooms/', kids[1]!);
    expect(studentClasses.results[0]).toMatchObject({ id: room.id, archived: true });
    // No new activity, no copy into it.
    const blocked = await assign(room, { title: 'Nova' }, coach);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('classroom_archived');
    const other = (await assign(nextYear, { title: 'Outra' }, coach)).json();
    expect(
      (await call('POST', `/api/content/assignments/${other.id}/copy/`, coach, { classrooms: [room.id] }))
        .statusCode,
    ).toBe(400);
    // Unarchiving would bring back five students past the free plan's five: refused, nothing changes.
    const back = await call('PATCH', `/api/content/classrooms/${room.id}/`, coach, { archived: false });
    expect(back.statusCode).toBe(403);
    expect(back.json().code).toBe('student_limit_reached');
    expect((await ok('GET', `/api/content/classrooms/${room.id}/`, coach)).archived).toBe(true);
    await makePaying(t.database.db, coach.id);
    expect(
      (await ok('PATCH', `/api/content/classrooms/${room.id}/`, coach, { archived: false })).archived,
    ).toBe(false);
    expect(
      (await call('PATCH', `/api/content/classrooms/${room.id}/`, coach, { archived: 'sim' })).statusCode,
    ).toBe(400);
  });

  it('copies a class to a new year: lessons with notes, activities as drafts, no students or posts', async () => {
    const room = await newRoom(teacher, '3º ano A', 2026);
    const pupil = await studentIn(room, 'eva.copy', 'Eva');
    await ok('PATCH', `/api/content/classrooms/${room.id}/`, teacher, {
      etapa: 'fundamental-1',
      ano: 'ef-3',
      componentes: ['matematica'],
    });
    const pdf = await upload(teacher, 'caca.pdf', samplePdf);
    const first = (
      await assign(room, {
        lesson: lessonId,
        title: 'Caça-palavras',
        attachments: [pdf.id],
        links: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }],
        due_at: '2026-11-01T10:00:00-03:00',
        publish_at: '2026-10-01T10:00:00-03:00',
      })
    ).json();
    await ok('POST', `/api/student/assignments/${first.id}/submit/`, pupil, { text: 'ok' });
    await assign(room, { title: 'Desenho', submission_type: 'file' });
    const detail = await ok('GET', `/api/content/classrooms/${room.id}/`, teacher);
    await ok('PATCH', `/api/content/teaching-class/${detail.lessons[0].teaching_class_id}/`, teacher, {
      teacher_note: 'Levar o livro de poemas',
    });
    await ok('POST', `/api/content/classrooms/${room.id}/posts/`, teacher, { body: 'Bem-vindos!' }, 201);

    const copyPath = `/api/content/classrooms/${room.id}/copy/`;
    const copy = await ok('POST', copyPath, teacher, { name: '4º ano A', school_year: 2027 }, 201);
    expect(copy).toMatchObject({
      name: '4º ano A',
      school_year: 2027,
      students: [],
      archived: false,
      code_enabled: true,
      etapa: 'fundamental-1',
      ano: 'ef-3',
      componentes: ['matematica'],
    });
    expect(copy.code).not.toBe(room.code);
    expect(copy.lessons).toEqual([
      expect.objectContaining({
        teacher_note: 'Levar o livro de poemas',
        lesson: expect.objectContaining({ id: lessonId }),
      }),
    ]);
    const activities = await ok('GET', `/api/content/classrooms/${copy.id}/assignments/`, teacher);
    expect(activities.count).toBe(2);
    for (const a of activities.results) {
      expect(a).toMatchObject({ draft: true, due_at: null, publish_at: null, students: null, done_count: 0 });
    }
    const copiedFirst = activities.results.find((a: { title: string }) => a.title === 'Caça-palavras');
    expect(copiedFirst.attachments.map((f: { id: string }) => f.id)).toEqual([pdf.id]);
    expect(copiedFirst.links[0].embed_url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect((await ok('GET', `/api/content/classrooms/${copy.id}/posts/`, teacher)).count).toBe(0);

    // A student joining the new class sees no draft until the teacher publishes it.
    const newKid = await studentIn(copy, 'fabio.copy', 'Fábio');
    expect((await ok('GET', '/api/student/assignments/', newKid)).count).toBe(0);
    await ok('PATCH', `/api/content/assignments/${copiedFirst.id}/`, teacher, { draft: false });
    expect((await ok('GET', '/api/student/assignments/', newKid)).count).toBe(1);

    // Validation and authorization.
    expect(
      Object.keys((await call('POST', copyPath, teacher, { name: '', school_year: 1999 })).json()).sort(),
    ).toEqual(['name', 'school_year']);
    expect((await call('POST', copyPath, otherTeacher, { name: 'x', school_year: 2027 })).statusCode).toBe(
      404,
    );
    expect((await call('POST', copyPath, pupil, { name: 'x', school_year: 2027 })).statusCode).toBe(403);
    expect((await call('POST', copyPath, null, { name: 'x', school_year: 2027 })).statusCode).toBe(401);
  });
});
