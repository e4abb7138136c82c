import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan, makePaying } from './content-fixtures';
import { multipartFile, sampleExe, samplePng } from './multipart';
import { callsAs, createUser, jwt, loginAs, type Who } from './users';

describe('activities, hand-ins and the class feed', () => {
  let t: TestApp;
  let teacher: Who;
  let otherTeacher: Who;
  let classroom: { id: number; code: string };
  let otherClassroom: { id: number; code: string };
  let lessonId: number;
  let ana: Who;
  let bruno: Who;
  let outsider: Who;

  const { call, ok } = callsAs(() => t);

  async function teacherWithClass(name: string) {
    const user = await createUser(t.database.db, { firstName: 'Marina', lastName: 'Lopes' });
    const who = { id: user.id, access: (await loginAs(t.app, user)).access };
    const room = await ok('POST', '/api/content/classrooms/', who, { name, school_year: 2026 }, 201);
    return { who, room: room as { id: number; code: string } };
  }
  async function studentIn(room: { id: number; code: string }, username: string, firstName: string) {
    const user = await createUser(t.database.db, { email: null, username, firstName, isStudent: true });
    const who = { id: user.id, access: (await loginAs(t.app, user)).access };
    await ok('POST', `/api/content/classrooms/${room.id}/self-link/`, who, { code: room.code });
    return who;
  }
  const createActivity = (payload: object, who = teacher, room = classroom) =>
    call('POST', `/api/content/classrooms/${room.id}/assignments/`, who, payload);

  beforeAll(async () => {
    t = await createTestApp();
    ({ who: teacher, room: classroom } = await teacherWithClass('5º ano A'));
    ({ who: otherTeacher, room: otherClassroom } = await teacherWithClass('5º ano B'));
    const plan = await insertPlan(t.database.db, { title: 'Frações', bnccCodes: ['EF05MA03'] });
    const lesson = await insertLesson(t.database.db, plan.id, {
      title: 'Frações na pizza',
      bnccCodes: ['EF05MA04'],
      contentHtml: '<p>Roteiro para a professora</p>',
      studentContentHtml: '<p>Divida a pizza em 8 partes iguais.</p>',
    });
    lessonId = lesson.id;
    await ok('POST', `/api/content/classrooms/${classroom.id}/link_lessons/`, teacher, {
      lessons: [lessonId],
    });
    ana = await studentIn(classroom, 'ana.costa', 'Ana');
    bruno = await studentIn(classroom, 'bruno.lima', 'Bruno');
    outsider = await studentIn(otherClassroom, 'caio.reis', 'Caio');
  });
  afterAll(() => t.close());

  it('passes an activity from a linked lesson to the whole class, later joiners included', async () => {
    const res = await createActivity({
      lesson: lessonId,
      title: 'Frações da pizza',
      instructions: '<p>Responda no caderno</p><script>alert(1)</script>',
      due_at: '2099-05-04T20:59:00-03:00',
      students: null,
      submission_type: 'text',
      publish_at: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    const activity = res.json();
    expect(activity).toMatchObject({
      classroom: classroom.id,
      lesson: { id: lessonId, title: 'Frações na pizza' },
      instructions: '<p>Responda no caderno</p>',
      due_at: '2099-05-04T23:59:00.000Z',
      students: null,
      targeted_count: 2,
      done_count: 0,
    });
    const late = await studentIn(classroom, 'duda.melo', 'Duda');
    expect((await ok('GET', `/api/content/assignments/${activity.id}/`, teacher)).targeted_count).toBe(3);
    const rows = await ok('GET', `/api/content/assignments/${activity.id}/submissions/`, teacher);
    expect(rows.map((r: { student: { first_name: string } }) => r.student.first_name)).toEqual([
      'Ana',
      'Bruno',
      'Duda',
    ]);
    expect(rows[0]).toMatchObject({ status: 'assigned', grade: null, opened_at: null, files: [] });
    const list = await ok('GET', `/api/student/assignments/`, late);
    expect(list.results.map((a: { id: number }) => a.id)).toContain(activity.id);
    await ok('POST', `/api/content/classrooms/${classroom.id}/unlink_students/`, teacher, {
      students: [late.id],
    });
    expect((await call('GET', `/api/student/assignments/${activity.id}/`, late)).statusCode).toBe(404);
  });

  it('validates the body and answers the authorization matrix', async () => {
    const bad = await createActivity({ title: '', due_at: 'amanhã', submission_type: 'video', students: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['due_at', 'students', 'submission_type', 'title']);
    const unpublished = await insertPlan(t.database.db, { published: false });
    const hidden = await insertLesson(t.database.db, unpublished.id);
    expect((await createActivity({ title: 'x', lesson: hidden.id })).json()).toEqual({
      lesson: ['Aula não encontrada.'],
    });
    expect((await createActivity({ title: 'x', students: [outsider.id] })).json()).toEqual({
      students: ['Alguns alunos escolhidos não são desta turma.'],
    });

    const created = (await createActivity({ title: 'Só para conferir' })).json();
    const path = `/api/content/assignments/${created.id}/`;
    expect((await call('GET', path, null)).statusCode).toBe(401);
    expect((await call('GET', path, ana)).statusCode).toBe(403);
    expect((await createActivity({ title: 'x' }, ana)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', path],
      ['PATCH', path],
      ['DELETE', path],
      ['GET', `${path}submissions/`],
      ['PATCH', `${path}submissions/${ana.id}/`],
      ['GET', `/api/content/classrooms/${classroom.id}/assignments/`],
      ['POST', `/api/content/classrooms/${classroom.id}/assignments/`],
      ['GET', `/api/content/classrooms/${classroom.id}/progress/`],
      ['GET', `/api/content/classrooms/${classroom.id}/grades.csv`],
      ['GET', `/api/content/classrooms/${classroom.id}/bncc-coverage/`],
    ] as const) {
      const res = await call(
        method,
        url,
        otherTeacher,
        method === 'GET' || method === 'DELETE' ? undefined : { title: 'x' },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/api/student/assignments/${created.id}/`, outsider)).statusCode).toBe(404);
    expect((await call('GET', '/api/student/assignments/', teacher)).statusCode).toBe(403);
  });

  it('shows students only the activities for them, once published', async () => {
    const forAna = (await createActivity({ title: 'Só da Ana', students: [ana.id] })).json();
    expect(forAna).toMatchObject({ students: [ana.id], targeted_count: 1 });
    const renamed = await ok('PATCH', `/api/content/assignments/${forAna.id}/`, teacher, {
      title: 'Só da Ana!',
    });
    expect(renamed).toMatchObject({ title: 'Só da Ana!', students: [ana.id], submission_type: 'text' });
    const later = (
      await createActivity({ title: 'Semana que vem', publish_at: '2099-01-01T12:00:00Z' })
    ).json();
    const titles = async (who: Who) =>
      (await ok('GET', '/api/student/assignments/?status=todo', who)).results.map(
        (a: { title: string }) => a.title,
      );
    expect(await titles(ana)).toContain('Só da Ana!');
    expect(await titles(bruno)).not.toContain('Só da Ana!');
    expect(await titles(ana)).not.toContain('Semana que vem');
    expect((await call('GET', `/api/student/assignments/${forAna.id}/`, bruno)).statusCode).toBe(404);
    expect((await call('GET', `/api/student/assignments/${later.id}/`, ana)).statusCode).toBe(404);
    // The teacher's grid says when it opens, so it does not read as unopened by everyone.
    const grid = await ok('GET', `/api/content/classrooms/${classroom.id}/progress/`, teacher);
    expect(grid.assignments).toContainEqual({
      id: later.id,
      title: 'Semana que vem',
      due_at: null,
      publish_at: '2099-01-01T12:00:00.000Z',
    });
    expect(grid.assignments.find((a: { id: number }) => a.id === forAna.id).publish_at).toBeNull();
    expect((await ok('GET', `/api/content/assignments/${forAna.id}/submissions/`, teacher)).length).toBe(1);
    const forBoth = await ok('PATCH', `/api/content/assignments/${forAna.id}/`, teacher, {
      students: null,
    });
    expect(forBoth).toMatchObject({ students: null, targeted_count: 2 });
    expect(await titles(bruno)).toContain('Só da Ana!');
    // Once Ana handed in, leaving her out would hide her work: the teacher is told to keep her.
    await ok('POST', `/api/student/assignments/${forAna.id}/submit/`, ana, { text: 'Feito.' });
    const narrowed = await call('PATCH', `/api/content/assignments/${forAna.id}/`, teacher, {
      students: [bruno.id],
    });
    expect(narrowed.json()).toEqual({
      students: [
        'Já entregou esta atividade: Ana Pereira. Mantenha quem já entregou entre os escolhidos, para não esconder a entrega.',
      ],
    });
    expect(
      await ok('PATCH', `/api/content/assignments/${forAna.id}/`, teacher, { students: [ana.id] }),
    ).toMatchObject({ students: [ana.id] });
  });

  it('runs the loop: open, hand in, late, take back, grade and return', async () => {
    const activity = (
      await createActivity({ lesson: lessonId, title: 'Pizza', due_at: '2099-01-01T12:00:00Z' })
    ).json();
    const path = `/api/student/assignments/${activity.id}/`;
    const opened = await ok('GET', path, ana);
    expect(opened).toMatchObject({
      status: 'opened',
      overdue: false,
      lesson: { id: lessonId, student_content: '<p>Divida a pizza em 8 partes iguais.</p>', attachments: [] },
      teacher_name: 'Marina Lopes',
    });
    expect(JSON.stringify(opened)).not.toContain('Roteiro para a professora');

    expect((await call('POST', `${path}submit/`, ana, {})).json()).toEqual({
      non_field_errors: ['Escreva a resposta ou envie um arquivo.'],
    });
    const handed = await ok('POST', `${path}submit/`, ana, { text: 'Cada pedaço é 1/8.' });
    expect(handed).toMatchObject({ status: 'submitted', text: 'Cada pedaço é 1/8.' });
    const done = await ok('GET', '/api/student/assignments/?status=done', ana);
    expect(done.results.map((a: { id: number }) => a.id)).toContain(activity.id);
    const todo = await ok('GET', '/api/student/assignments/?status=todo', ana);
    expect(todo.results.map((a: { id: number }) => a.id)).not.toContain(activity.id);

    // Bruno hands in after the due date: late.
    const moved = await ok('PATCH', `/api/content/assignments/${activity.id}/`, teacher, {
      due_at: '2020-01-01T12:00:00Z',
    });
    expect(moved).toMatchObject({ lesson: { id: lessonId }, title: 'Pizza', students: null });
    const overdue = await ok('GET', '/api/student/assignments/?status=todo', bruno);
    expect(overdue.results.find((a: { id: number }) => a.id === activity.id)).toMatchObject({
      status: 'assigned',
      overdue: true,
    });
    expect(await ok('POST', `${path}submit/`, bruno, { text: 'Atrasado' })).toMatchObject({ status: 'late' });

    const back = await ok('POST', `${path}unsubmit/`, bruno);
    expect(back).toMatchObject({ status: 'opened', text: 'Atrasado', submitted_at: null });

    const graded = await ok(
      'PATCH',
      `/api/content/assignments/${activity.id}/submissions/${ana.id}/`,
      teacher,
      {
        grade: 8.5,
        feedback: 'Muito bem!',
      },
    );
    expect(graded).toMatchObject({ status: 'late', grade: 8.5, feedback: 'Muito bem!' });
    const beforeReturn = await ok('GET', path, ana);
    expect(beforeReturn).toMatchObject({ grade: null, feedback: '' });
    await ok('PATCH', `/api/content/assignments/${activity.id}/submissions/${ana.id}/`, teacher, {
      returned: true,
    });
    expect(await ok('GET', path, ana)).toMatchObject({
      status: 'returned',
      grade: 8.5,
      feedback: 'Muito bem!',
    });
    const again = await call('POST', `${path}unsubmit/`, ana);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'Esta atividade já foi devolvida.' });
    expect((await call('POST', `${path}submit/`, ana, { text: 'outra' })).statusCode).toBe(409);

    const badGrade = await call(
      'PATCH',
      `/api/content/assignments/${activity.id}/submissions/${ana.id}/`,
      teacher,
      {
        grade: 8.55,
      },
    );
    expect(badGrade.json()).toEqual({ grade: ['Use no máximo uma casa decimal.'] });
    const tooHigh = await call(
      'PATCH',
      `/api/content/assignments/${activity.id}/submissions/${ana.id}/`,
      teacher,
      {
        grade: 11,
      },
    );
    expect(tooHigh.json()).toEqual({ grade: ['A nota vai de 0 a 10.'] });
    const notTargeted = await call(
      'PATCH',
      `/api/content/assignments/${activity.id}/submissions/${outsider.id}/`,
      teacher,
      { grade: 5 },
    );
    expect(notTargeted.statusCode).toBe(404);
  });

  it('takes photos and PDFs checked by content, private to the student and the teacher', async () => {
    const activity = (await createActivity({ title: 'Foto do caderno', submission_type: 'file' })).json();
    const upload = (who: Who, body: ReturnType<typeof multipartFile>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/student/uploads/',
        headers: { ...jwt(who.access), ...body.headers },
        payload: body.payload,
      });
    const photo = await upload(ana, multipartFile('caderno.png', samplePng, 'image/png'));
    expect(photo.statusCode, photo.body).toBe(201);
    const file = photo.json();
    expect(file.url).toMatch(/signature=/);
    const exe = await upload(ana, multipartFile('foto.jpg', sampleExe, 'image/jpeg'));
    expect(exe.json()).toEqual({ file: ['Formato não aceito: envie um arquivo PDF, PNG, JPEG ou WebP.'] });
    const big = await upload(
      ana,
      multipartFile('grande.png', Buffer.concat([samplePng, Buffer.alloc(10 * 1024 * 1024)])),
    );
    expect(big.json()).toEqual({ file: ['O arquivo excede o limite de 10 MB.'] });
    expect((await upload(teacher, multipartFile('caderno.png', samplePng))).statusCode).toBe(403);

    const path = `/api/student/assignments/${activity.id}/submit/`;
    expect((await call('POST', path, bruno, { files: [file.id] })).json()).toEqual({
      files: ['Um dos arquivos não foi encontrado. Envie-o de novo.'],
    });
    const handed = await ok('POST', path, ana, { text: 'Segue a foto', files: [file.id] });
    expect(handed.files).toEqual([expect.objectContaining({ id: file.id, content_type: 'image/png' })]);
    const rows = await ok('GET', `/api/content/assignments/${activity.id}/submissions/`, teacher);
    const anaRow = rows.find((r: { student: { id: number } }) => r.student.id === ana.id);
    expect(anaRow).toMatchObject({ status: 'submitted', text: 'Segue a foto' });
    const download = await t.app.inject({ method: 'GET', url: anaRow.files[0].url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    const unsigned = await t.app.inject({ method: 'GET', url: `/api/content/files/${file.id}` });
    expect(unsigned.statusCode).toBe(403);
  });

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
