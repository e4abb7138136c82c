import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './app';
import { makePaying } from './content-fixtures';
import { samplePdf } from './multipart';
import { createUser, loginAs, type Who } from './users';
import { buildReuseWorld, reuseHelpers } from './activity-reuse-setup';

const STATISTICS = '/api/profile/my-statistics';

describe('activities worth reusing: from any lesson, with files and links, copied across classes and years', () => {
  let t: TestApp;
  let teacher: Who;
  let otherTeacher: Who;
  let lessonId: number;

  const { call, ok, upload, newTeacher, newRoom, studentIn, assign } = reuseHelpers(
    () => t,
    () => teacher,
  );

  beforeAll(async () => {
    ({ t, teacher, otherTeacher, lessonId } = await buildReuseWorld());
  });
  afterAll(() => t.close());

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
