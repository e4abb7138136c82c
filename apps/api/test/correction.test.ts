import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './app';
import { grantConsent } from './consent';
import { multipartFile, samplePng } from './multipart';
import { jwt, type Who } from './users';
import { buildCorrectionWorld, correctionHelpers, type Room } from './correction-setup';

const rubric = [
  {
    criterion: 'Ortografia',
    levels: [
      { label: 'Precisa melhorar', points: 0 },
      { label: 'Bom', points: 2 },
      { label: 'Ótimo', points: 4 },
    ],
  },
  {
    criterion: 'Organização',
    levels: [
      { label: 'Confusa', points: 1 },
      { label: 'Clara', points: 6 },
    ],
  },
];

describe('the correction day: queue, comments, redo, rubric, notifications, digest', () => {
  let t: TestApp;
  let teacher: Who;
  let otherTeacher: Who;
  let classroom: Room;
  let otherClassroom: Room;
  let ana: Who;
  let bruno: Who;
  let carla: Who;
  let outsider: Who;

  const { call, ok, createActivity, unread, queue } = correctionHelpers(
    () => t,
    () => ({ teacher, classroom }),
  );

  beforeAll(async () => {
    ({ t, teacher, otherTeacher, classroom, otherClassroom, ana, bruno, carla, outsider } =
      await buildCorrectionWorld());
  });
  afterAll(() => t.close());

  it('lists hand-ins waiting, oldest first, across classes, with to_review on the classrooms', async () => {
    const first = await createActivity({ title: 'Redação', due_at: '2020-01-01T12:00:00Z' });
    const second = await createActivity({ title: 'Contas' });
    await ok('POST', `/api/student/assignments/${first.id}/submit/`, bruno, { text: 'Tarde' });
    await ok('POST', `/api/student/assignments/${second.id}/submit/`, ana, { text: '4' });
    const other = await createActivity({ title: 'Outra turma' }, otherTeacher, otherClassroom);
    await ok('POST', `/api/student/assignments/${other.id}/submit/`, outsider, { text: 'x' });

    const list = await queue(teacher);
    expect(list).toEqual({
      count: 2,
      results: [
        {
          assignment: { id: first.id, title: 'Redação' },
          classroom: { id: classroom.id, name: '5º ano A' },
          student: { id: bruno.id, first_name: 'Bruno', last_name: 'Dias' },
          submitted_at: expect.any(String),
          late: true,
        },
        expect.objectContaining({ assignment: { id: second.id, title: 'Contas' }, late: false }),
      ],
    });
    expect((await queue(teacher, `?classroom=${classroom.id}`)).count).toBe(2);
    expect((await queue(otherTeacher)).count).toBe(1);
    expect(
      (await call('GET', `/api/content/review-queue/?classroom=${classroom.id}`, otherTeacher)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/content/review-queue/?classroom=abc', teacher)).statusCode).toBe(400);
    expect((await call('GET', '/api/content/review-queue/', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/content/review-queue/', ana)).statusCode).toBe(403);

    const rooms = await ok('GET', '/api/content/classrooms/', teacher);
    expect(rooms.results[0].to_review).toBe(2);
    expect((await ok('GET', `/api/content/classrooms/${classroom.id}/`, teacher)).to_review).toBe(2);

    // Returned: it leaves the queue, and the late mark stays.
    const returned = await ok(
      'PATCH',
      `/api/content/assignments/${first.id}/submissions/${bruno.id}/`,
      teacher,
      {
        grade: 7,
        returned: true,
      },
    );
    expect(returned).toMatchObject({ status: 'returned', late: true, redo_requested: false });
    expect((await queue(teacher)).results.map((r: { student: { id: number } }) => r.student.id)).toEqual([
      ana.id,
    ]);
    expect((await ok('GET', `/api/content/classrooms/${classroom.id}/`, teacher)).to_review).toBe(1);
    expect(
      (await ok('GET', `/api/student/assignments/${first.id}/`, bruno)) as { status: string; late: boolean },
    ).toMatchObject({ status: 'returned', late: true });
  });

  it('keeps a private thread between the teacher and one student', async () => {
    const activity = await createActivity({ title: 'Leitura', students: [ana.id, bruno.id] });
    const teacherPath = (studentId: number) =>
      `/api/content/assignments/${activity.id}/submissions/${studentId}/comments/`;
    const studentPath = `/api/student/assignments/${activity.id}/comments/`;

    const mine = await ok('POST', teacherPath(ana.id), teacher, { text: '  Capriche na letra.  ' }, 201);
    expect(mine).toEqual({
      id: expect.any(Number),
      author: { id: teacher.id, first_name: 'Marina', role: 'teacher' },
      text: 'Capriche na letra.',
      created_at: expect.any(String),
    });
    const reply = await ok('POST', studentPath, ana, { text: 'Pode deixar, professora!' }, 201);
    expect(reply.author).toEqual({ id: ana.id, first_name: 'Ana', role: 'student' });
    const thread = await ok('GET', teacherPath(ana.id), teacher);
    expect(thread.map((c: { text: string }) => c.text)).toEqual([
      'Capriche na letra.',
      'Pode deixar, professora!',
    ]);
    expect(await ok('GET', studentPath, ana)).toEqual(thread);

    // Bruno's thread is his own: empty, and he never sees Ana's.
    expect(await ok('GET', studentPath, bruno)).toEqual([]);
    expect(await ok('GET', teacherPath(bruno.id), teacher)).toEqual([]);
    // Carla is in the class but the activity is not for her; Caio is in another class.
    expect((await call('GET', studentPath, carla)).statusCode).toBe(404);
    expect((await call('POST', studentPath, carla, { text: 'oi' })).statusCode).toBe(404);
    expect((await call('GET', studentPath, outsider)).statusCode).toBe(404);
    expect((await call('GET', teacherPath(carla.id), teacher)).statusCode).toBe(404);
    expect((await call('GET', teacherPath(outsider.id), teacher)).statusCode).toBe(404);
    // Another teacher, a student on the teacher's route, nobody.
    expect((await call('GET', teacherPath(ana.id), otherTeacher)).statusCode).toBe(404);
    expect((await call('POST', teacherPath(ana.id), otherTeacher, { text: 'x' })).statusCode).toBe(404);
    expect((await call('GET', teacherPath(ana.id), ana)).statusCode).toBe(403);
    expect((await call('GET', studentPath, teacher)).statusCode).toBe(403);
    expect((await call('GET', studentPath, null)).statusCode).toBe(401);
    // Validation.
    expect((await call('POST', studentPath, ana, { text: '   ' })).json()).toEqual({
      text: ['Escreva o comentário.'],
    });
    expect((await call('POST', studentPath, ana, { text: 'a'.repeat(2001) })).json()).toEqual({
      text: ['No máximo 2000 caracteres.'],
    });
    expect((await call('POST', studentPath, ana, {})).statusCode).toBe(400);

    // Each side hears of the other's comment.
    expect((await unread(ana)).results.find((n) => n.kind === 'comment')).toMatchObject({
      title: 'A professora comentou “Leitura”',
      url: `/student-dashboard/assignments/${activity.id}`,
    });
    expect((await unread(teacher)).results.find((n) => n.kind === 'comment')).toMatchObject({
      title: 'Ana comentou “Leitura”',
      url: `/dashboard/assignments/${activity.id}/submissions/${ana.id}`,
    });
  });

  it('returns for redo, keeps the attempts and their late mark, and takes the new hand-in', async () => {
    const activity = await createActivity({
      title: 'Foto do caderno',
      submission_type: 'file',
      due_at: '2020-01-01T12:00:00Z',
    });
    await grantConsent(t, teacher, ana.id);
    const body = multipartFile('caderno.png', samplePng, 'image/png');
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/student/uploads/',
      headers: { ...jwt(ana.access), ...body.headers },
      payload: body.payload,
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const file = photo.json();
    await ok('POST', `/api/student/assignments/${activity.id}/submit/`, ana, {
      text: 'Primeira',
      files: [file.id],
    });
    const path = `/api/content/assignments/${activity.id}/submissions/${ana.id}/`;

    expect((await call('PATCH', path, teacher, { redo: true, feedback: 'x' })).json()).toEqual({
      redo: ['Para pedir que refaça, devolva a atividade (returned: true).'],
    });
    expect((await call('PATCH', path, otherTeacher, { returned: true, redo: true })).statusCode).toBe(404);
    const redo = await ok('PATCH', path, teacher, {
      returned: true,
      redo: true,
      feedback: 'Refaça a conta 2.',
      grade: 4,
    });
    expect(redo).toMatchObject({ status: 'returned', redo_requested: true, late: true, attempts: [] });
    const seen = await ok('GET', `/api/student/assignments/${activity.id}/`, ana);
    expect(seen).toMatchObject({
      status: 'returned',
      redo_requested: true,
      feedback: 'Refaça a conta 2.',
      late: true,
    });
    expect((await unread(ana)).results[0]).toMatchObject({
      kind: 'redo',
      title: 'A professora pediu para refazer “Foto do caderno”',
    });
    expect(
      (await queue(teacher)).results.some(
        (r: { assignment: { id: number } }) => r.assignment.id === activity.id,
      ),
    ).toBe(false);

    // The student hands in again: late by the due date, back in the queue, the first kept as an attempt.
    const again = await ok('POST', `/api/student/assignments/${activity.id}/submit/`, ana, {
      text: 'Segunda',
    });
    expect(again).toMatchObject({
      status: 'late',
      redo_requested: false,
      feedback: '',
      grade: null,
      text: 'Segunda',
    });
    expect(again.attempts).toEqual([
      {
        text: 'Primeira',
        files: [expect.objectContaining({ id: file.id, name: 'caderno.png' })],
        submitted_at: expect.any(String),
        late: true,
        grade: 4,
        feedback: 'Refaça a conta 2.',
        rubric_levels: null,
        score: null,
      },
    ]);
    const detail = await ok('GET', path, teacher);
    expect(detail).toMatchObject({ status: 'late', text: 'Segunda', files: [], redo_requested: false });
    expect(detail.attempts).toHaveLength(1);
    expect(
      (await ok('GET', `/api/content/assignments/${activity.id}/submissions/`, teacher))[0].attempts,
    ).toHaveLength(1);
    expect(
      (await queue(teacher)).results.some(
        (r: { assignment: { id: number } }) => r.assignment.id === activity.id,
      ),
    ).toBe(true);
    expect((await unread(teacher)).results[0]).toMatchObject({
      kind: 'submission',
      title: 'Ana Dias entregou “Foto do caderno”',
      url: `/dashboard/assignments/${activity.id}/submissions/${ana.id}`,
    });
    // Returned without "refaça", the work is final again.
    await ok('PATCH', path, teacher, { returned: true, grade: 9 });
    expect(
      (await call('POST', `/api/student/assignments/${activity.id}/submit/`, ana, { text: 'Terceira' }))
        .statusCode,
    ).toBe(409);
    // The teacher-side detail answers only the class's teacher, for a targeted student.
    expect((await call('GET', path, otherTeacher)).statusCode).toBe(404);
    expect((await call('GET', path, ana)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/content/assignments/${activity.id}/submissions/${outsider.id}/`, teacher))
        .statusCode,
    ).toBe(404);
  });

  it('grades by rubric: the levels fill the grade, the student sees them once returned', async () => {
    const bad = await call('POST', `/api/content/classrooms/${classroom.id}/assignments/`, teacher, {
      title: 'Rubrica ruim',
      rubric: [{ criterion: '', levels: [{ label: 'Só um', points: 1 }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['rubric.0.criterion', 'rubric.0.levels']);
    const activity = await createActivity({ title: 'Texto com rubrica', rubric });
    expect(activity.rubric).toEqual(rubric);
    await ok('POST', `/api/student/assignments/${activity.id}/submit/`, bruno, { text: 'Meu texto' });
    const path = `/api/content/assignments/${activity.id}/submissions/${bruno.id}/`;
    expect((await call('PATCH', path, teacher, { rubric_levels: [0] })).json()).toEqual({
      rubric_levels: ['Escolha um nível de cada critério da rubrica.'],
    });
    expect((await call('PATCH', path, teacher, { rubric_levels: [5, 1] })).statusCode).toBe(400);
    // 2 + 6 of 4 + 6 = 8.0
    const graded = await ok('PATCH', path, teacher, { rubric_levels: [1, 1] });
    expect(graded).toMatchObject({ grade: 8, rubric_levels: [1, 1], status: 'submitted' });
    // Before it is returned the student sees neither the grade nor the levels.
    expect(await ok('GET', `/api/student/assignments/${activity.id}/`, bruno)).toMatchObject({
      rubric,
      rubric_levels: null,
      grade: null,
    });
    // "Devolver todas as corrigidas": only graded, unreturned ones.
    expect(
      (await call('POST', `/api/content/assignments/${activity.id}/return-graded/`, otherTeacher)).statusCode,
    ).toBe(404);
    expect(await ok('POST', `/api/content/assignments/${activity.id}/return-graded/`, teacher)).toEqual({
      returned: 1,
    });
    expect(await ok('POST', `/api/content/assignments/${activity.id}/return-graded/`, teacher)).toEqual({
      returned: 0,
    });
    expect(await ok('GET', `/api/student/assignments/${activity.id}/`, bruno)).toMatchObject({
      status: 'returned',
      rubric_levels: [1, 1],
      grade: 8,
    });
    expect((await unread(bruno)).results[0]).toMatchObject({ kind: 'returned' });
    // No rubric, no levels.
    const plain = await createActivity({ title: 'Sem rubrica' });
    expect(
      (
        await call('PATCH', `/api/content/assignments/${plain.id}/submissions/${bruno.id}/`, teacher, {
          rubric_levels: [0],
        })
      ).json(),
    ).toEqual({ rubric_levels: ['Esta atividade não tem rubrica.'] });
  });
});
