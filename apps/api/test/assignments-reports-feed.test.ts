import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import type { TestApp } from './app';
import { insertLesson, insertPlan, makePaying } from './content-fixtures';
import type { Who } from './users';
import { assignmentHelpers, buildAssignmentsWorld } from './assignments-setup';

describe('activities, hand-ins and the class feed', () => {
  let t: TestApp;
  let teacher: Who;
  let otherTeacher: Who;
  let classroom: { id: number; code: string };
  let otherClassroom: { id: number; code: string };
  let ana: Who;
  let bruno: Who;
  let outsider: Who;

  const { call, ok, teacherWithClass, studentIn, createActivity } = assignmentHelpers(
    () => t,
    () => ({ teacher, classroom }),
  );

  beforeAll(async () => {
    ({ t, teacher, otherTeacher, classroom, otherClassroom, ana, bruno, outsider } =
      await buildAssignmentsWorld());
  });
  afterAll(() => t.close());

  it('reports progress, a grade sheet for Excel and BNCC coverage', async () => {
    const { who: owner, room } = await teacherWithClass('4º ano');
    const plan = await insertPlan(t.database.db, { title: 'Leitura', bnccCodes: ['EF04LP01'] });
    const withCodes = await insertLesson(t.database.db, plan.id, {
      title: 'Fábulas',
      bnccCodes: ['EF04LP02'],
    });
    const planCodes = await insertLesson(t.database.db, plan.id, { title: 'Contos' });
    await ok('POST', `/api/content/classrooms/${room.id}/link_lessons/`, owner, {
      lessons: [withCodes.id, planCodes.id],
    });
    const eva = await studentIn(room, 'eva.rocha', 'Eva');
    const gil = await studentIn(room, 'gil.souza', 'Gil');
    const one = (
      await createActivity(
        { lesson: withCodes.id, title: 'Moral; da "fábula"', due_at: '2099-01-01T00:00:00Z' },
        owner,
        room,
      )
    ).json();
    const two = (
      await createActivity({ lesson: planCodes.id, title: '=Contos', students: [eva.id] }, owner, room)
    ).json();
    await ok('POST', `/api/student/assignments/${one.id}/submit/`, eva, { text: 'A pressa é inimiga.' });
    await ok('PATCH', `/api/content/assignments/${one.id}/submissions/${eva.id}/`, owner, {
      grade: 9.5,
      returned: true,
    });
    await ok('GET', `/api/student/assignments/${two.id}/`, eva);

    const grid = await ok('GET', `/api/content/classrooms/${room.id}/progress/`, owner);
    expect(grid.assignments.map((a: { id: number }) => a.id)).toEqual([one.id, two.id]);
    expect(grid.rows).toEqual([
      {
        student: { id: eva.id, first_name: 'Eva', last_name: 'Pereira' },
        cells: [
          { status: 'returned', grade: 9.5 },
          { status: 'opened', grade: null },
        ],
      },
      {
        student: { id: gil.id, first_name: 'Gil', last_name: 'Pereira' },
        cells: [{ status: 'assigned', grade: null }, null],
      },
    ]);

    const csv = await call('GET', `/api/content/classrooms/${room.id}/grades.csv`, owner);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body.slice(1).split('\r\n')).toEqual([
      `Aluno;"Moral; da ""fábula""";'=Contos;Média`,
      'Eva Pereira;9,5;Aberta;9,5',
      'Gil Pereira;Não aberta;—;',
      '',
    ]);

    const coverage = await ok('GET', `/api/content/classrooms/${room.id}/bncc-coverage/`, owner);
    expect(coverage.results).toEqual([
      {
        code: 'EF04LP01',
        text: expect.stringContaining('Grafar palavras utilizando regras de correspondência'),
        lessons: [{ id: planCodes.id, title: 'Contos' }],
        assignments_count: 1,
        done_share: 0,
      },
      {
        code: 'EF04LP02',
        text: expect.stringContaining('Ler e escrever, corretamente, palavras com sílabas VV e CVV'),
        lessons: [{ id: withCodes.id, title: 'Fábulas' }],
        assignments_count: 1,
        done_share: 0.5,
      },
    ]);
  });

  it('keeps a class feed the teacher writes and the class reads', async () => {
    const activity = (await createActivity({ title: 'Leitura do capítulo 2' })).json();
    const posts = `/api/content/classrooms/${classroom.id}/posts/`;
    const first = await ok('POST', posts, teacher, { body: '<p>Bom dia, turma!</p>' }, 201);
    const second = await ok(
      'POST',
      posts,
      teacher,
      { body: '<p>Nova atividade <img src=x onerror=alert(1)></p>', assignment: activity.id },
      201,
    );
    expect(second).toMatchObject({
      body: '<p>Nova atividade </p>',
      assignment: { id: activity.id, title: 'Leitura do capítulo 2' },
      author_name: 'Marina Lopes',
    });
    const read = await ok('GET', posts, ana);
    expect(read.results.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    // A post may name an activity before it opens: its students see the post, not the activity.
    const scheduled = (
      await createActivity({ title: 'Prova surpresa', publish_at: '2099-01-01T10:00:00-03:00' })
    ).json();
    const teaser = await ok(
      'POST',
      posts,
      teacher,
      { body: '<p>Preparem-se!</p>', assignment: scheduled.id },
      201,
    );
    expect(teaser.assignment).toEqual({ id: scheduled.id, title: 'Prova surpresa' });
    const [seen] = (await ok('GET', posts, ana)).results;
    expect(seen).toMatchObject({ id: teaser.id, body: '<p>Preparem-se!</p>', assignment: null });
    expect(JSON.stringify(seen)).not.toContain('Prova surpresa');
    expect((await ok('GET', posts, teacher)).results[0].assignment).toEqual({
      id: scheduled.id,
      title: 'Prova surpresa',
    });
    expect((await call('DELETE', `/api/content/posts/${teaser.id}/`, teacher)).statusCode).toBe(204);
    expect((await call('GET', posts, outsider)).statusCode).toBe(404);
    expect((await call('GET', posts, otherTeacher)).statusCode).toBe(404);
    expect((await call('POST', posts, ana, { body: 'oi' })).statusCode).toBe(403);
    for (const body of [' ', '<img src=x onerror=alert(1)>', '<p><script>x()</script>&nbsp;</p>']) {
      expect((await call('POST', posts, teacher, { body })).json(), body).toEqual({
        body: ['Informe a mensagem.'],
      });
    }
    const foreign = (await createActivity({ title: 'De outra turma' }, otherTeacher, otherClassroom)).json();
    expect((await call('POST', posts, teacher, { body: 'x', assignment: foreign.id })).json()).toEqual({
      assignment: ['Atividade não encontrada nesta turma.'],
    });
    const postPath = `/api/content/posts/${first.id}/`;
    expect((await call('PATCH', postPath, otherTeacher, { body: 'x' })).statusCode).toBe(404);
    expect(
      (await call('PATCH', postPath, teacher, { body: '<iframe src="https://x.test"></iframe>' })).json(),
    ).toEqual({
      body: ['Informe a mensagem.'],
    });
    expect(await ok('PATCH', postPath, teacher, { body: '<p>Bom dia!</p>' })).toMatchObject({
      body: '<p>Bom dia!</p>',
    });
    expect((await call('DELETE', postPath, otherTeacher)).statusCode).toBe(404);
    expect((await call('DELETE', postPath, teacher)).statusCode).toBe(204);
    expect((await ok('GET', posts, teacher)).count).toBe(1);
  });

  it('hands on a lesson only while its teacher may read it: premium while subscribed, published', async () => {
    const { who: owner, room } = await teacherWithClass('5º ano C');
    await makePaying(t.database.db, owner.id);
    const premium = await insertPlan(t.database.db, { title: 'Frações premium', premium: true });
    const lesson = await insertLesson(t.database.db, premium.id, {
      title: 'Frações no varal',
      studentContentHtml: '<p>Material exclusivo do varal.</p>',
    });
    await ok('POST', `/api/content/classrooms/${room.id}/link_lessons/`, owner, { lessons: [lesson.id] });
    const pupil = await studentIn(room, 'dora.premium', 'Dora');
    const activity = (await createActivity({ title: 'Varal', lesson: lesson.id }, owner, room)).json();
    const inActivity = async () =>
      (await ok('GET', `/api/student/assignments/${activity.id}/`, pupil)).lesson;
    const inClass = async () =>
      (await ok('GET', `/api/content/classrooms/${room.id}/`, pupil)).lessons.find(
        (linked: { id: number }) => linked.id === lesson.id,
      ) ?? null;
    // Both places a student reads a lesson's material.
    const seen = async () => {
      const [activityLesson, classLesson] = [await inActivity(), await inClass()];
      expect(activityLesson === null).toBe(classLesson === null);
      return activityLesson;
    };
    expect(await seen()).toMatchObject({ student_content: '<p>Material exclusivo do varal.</p>' });

    // The subscription ends: the activity stays, the premium material is no longer handed on.
    await t.database.db
      .update(schema.users)
      .set({ accessConfigId: null })
      .where(eq(schema.users.id, owner.id));
    expect(await seen()).toBeNull();
    expect((await createActivity({ title: 'De novo', lesson: lesson.id }, owner, room)).json()).toEqual({
      lesson: ['Esta aula é exclusiva para assinantes. Assine um plano para passá-la como atividade.'],
    });
    // Nor a lesson of a plan taken out of the catalogue, subscriber or not.
    await makePaying(t.database.db, owner.id);
    expect(await seen()).not.toBeNull();
    await t.database.db
      .update(schema.lessonPlans)
      .set({ published: false })
      .where(eq(schema.lessonPlans.id, premium.id));
    expect(await seen()).toBeNull();
  });

  it('shows students only the student material and the attachments marked for them', async () => {
    const plan = await insertPlan(t.database.db, { title: 'Ciências' });
    const lesson = await insertLesson(t.database.db, plan.id, {
      title: 'Ciclo da água',
      objectives: 'Objetivo para a professora',
      contentHtml: '<p>Roteiro da professora</p>',
      studentContentHtml: '<p>Observe a chaleira.</p>',
    });
    const [forKids, forTeacher] = await t.database.db
      .insert(schema.storedFiles)
      .values(
        ['ficha', 'gabarito'].map((name) => ({
          id: crypto.randomUUID(),
          storageKey: `xx/${name}`,
          originalName: `${name}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: 961_536,
        })),
      )
      .returning();
    await t.database.db.insert(schema.lessonAttachments).values([
      { lessonId: lesson.id, fileId: forKids!.id, title: 'Ficha', forStudents: true },
      { lessonId: lesson.id, fileId: forTeacher!.id, title: 'Gabarito' },
    ]);
    await ok('POST', `/api/content/classrooms/${classroom.id}/link_lessons/`, teacher, {
      lessons: [lesson.id],
    });
    const seen = await ok('GET', `/api/content/classrooms/${classroom.id}/`, ana);
    const item = seen.lessons.find((l: { id: number }) => l.id === lesson.id);
    expect(item).toMatchObject({ student_content: '<p>Observe a chaleira.</p>' });
    expect(item.attachments).toEqual([
      expect.objectContaining({ title: 'Ficha', size: 961_536 }), // the size goes on the download button
    ]);
    expect(JSON.stringify(item)).not.toMatch(/Roteiro|Objetivo|Gabarito/);
  });

  it('removes a student’s hand-ins with the account', async () => {
    const activity = (await createActivity({ title: 'Para apagar' })).json();
    await ok('POST', `/api/student/assignments/${activity.id}/submit/`, bruno, { text: 'oi' });
    await t.database.db.delete(schema.users).where(eq(schema.users.id, bruno.id));
    const left = await t.database.db
      .select()
      .from(schema.submissions)
      .where(eq(schema.submissions.studentId, bruno.id));
    expect(left).toEqual([]);
    await t.database.db.delete(schema.users).where(eq(schema.users.id, teacher.id));
    expect(
      await t.database.db
        .select()
        .from(schema.assignments)
        .where(eq(schema.assignments.classroomId, classroom.id)),
    ).toEqual([]);
  });
});
