import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan } from './content-fixtures';
import { callsAs, createUser, loginAs, type Who } from './users';

// The class of the activity tests (assignments*.test.ts): the builder and the helpers both files use.

type Room = { id: number; code: string };

/** Helpers bound to the file's app; `createActivity` passes to the class of `home()` by default. */
export function assignmentHelpers(app: () => TestApp, home: () => { teacher: Who; classroom: Room }) {
  const { call, ok } = callsAs(app);

  async function teacherWithClass(name: string) {
    const t = app();
    const user = await createUser(t.database.db, { firstName: 'Marina', lastName: 'Lopes' });
    const who = { id: user.id, access: (await loginAs(t.app, user)).access };
    const room = await ok('POST', '/api/content/classrooms/', who, { name, school_year: 2026 }, 201);
    return { who, room: room as Room };
  }
  async function studentIn(room: Room, username: string, firstName: string) {
    const t = app();
    const user = await createUser(t.database.db, { email: null, username, firstName, isStudent: true });
    const who = { id: user.id, access: (await loginAs(t.app, user)).access };
    await ok('POST', `/api/content/classrooms/${room.id}/self-link/`, who, { code: room.code });
    return who;
  }
  const createActivity = (payload: object, who = home().teacher, room = home().classroom) =>
    call('POST', `/api/content/classrooms/${room.id}/assignments/`, who, payload);

  return { call, ok, teacherWithClass, studentIn, createActivity };
}

/** A teacher with a class of two students and a linked lesson, another teacher with one student. */
export async function buildAssignmentsWorld() {
  const t = await createTestApp();
  const { ok, teacherWithClass, studentIn } = assignmentHelpers(
    () => t,
    () => {
      throw new Error('No default class while building.');
    },
  );
  const { who: teacher, room: classroom } = await teacherWithClass('5º ano A');
  const { who: otherTeacher, room: otherClassroom } = await teacherWithClass('5º ano B');
  const plan = await insertPlan(t.database.db, { title: 'Frações', bnccCodes: ['EF05MA03'] });
  const lesson = await insertLesson(t.database.db, plan.id, {
    title: 'Frações na pizza',
    bnccCodes: ['EF05MA04'],
    contentHtml: '<p>Roteiro para a professora</p>',
    studentContentHtml: '<p>Divida a pizza em 8 partes iguais.</p>',
  });
  const lessonId = lesson.id;
  await ok('POST', `/api/content/classrooms/${classroom.id}/link_lessons/`, teacher, {
    lessons: [lessonId],
  });
  const ana = await studentIn(classroom, 'ana.costa', 'Ana');
  const bruno = await studentIn(classroom, 'bruno.lima', 'Bruno');
  const outsider = await studentIn(otherClassroom, 'caio.reis', 'Caio');
  return { t, teacher, otherTeacher, classroom, otherClassroom, lessonId, ana, bruno, outsider };
}
