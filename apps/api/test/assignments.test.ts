import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './app';
import { grantConsent } from './consent';
import { insertLesson, insertPlan } from './content-fixtures';
import { multipartFile, sampleExe, samplePng } from './multipart';
import { jwt, type Who } from './users';
import { assignmentHelpers, buildAssignmentsWorld } from './assignments-setup';

describe('activities, hand-ins and the class feed', () => {
  let t: TestApp;
  let teacher: Who;
  let otherTeacher: Who;
  let classroom: { id: number; code: string };
  let lessonId: number;
  let ana: Who;
  let bruno: Who;
  let outsider: Who;

  const { call, ok, studentIn, createActivity } = assignmentHelpers(
    () => t,
    () => ({ teacher, classroom }),
  );

  beforeAll(async () => {
    ({ t, teacher, otherTeacher, classroom, lessonId, ana, bruno, outsider } = await buildAssignmentsWorld());
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
    // A child of the 5º ano: no photo is kept until a guardian consents.
    const refused = await upload(ana, multipartFile('caderno.png', samplePng, 'image/png'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'consent_required',
      detail: 'Aguardando autorização do responsável para enviar fotos e arquivos.',
    });
    await grantConsent(t, teacher, ana.id);
    await grantConsent(t, teacher, bruno.id);
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
});
