import { expect } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan } from './content-fixtures';
import { multipartFile } from './multipart';
import { callsAs, createUser, jwt, loginAs, type Who } from './users';

// The classes of the activity-reuse tests (activity-reuse*.test.ts): the builder and the helpers both files use.

export type Room = { id: number; code: string };

/** Helpers bound to the file's app; `assign` passes as `home()` (the first teacher) by default. */
export function reuseHelpers(app: () => TestApp, home: () => Who) {
  const { call, ok } = callsAs(app);
  const upload = async (who: Who, name: string, data: Buffer) => {
    const body = multipartFile(name, data);
    const res = await app().app.inject({
      method: 'POST',
      url: '/api/content/custom-lessonplans/uploads/',
      payload: body.payload,
      headers: { ...body.headers, ...jwt(who.access) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  async function newTeacher(firstName: string) {
    const user = await createUser(app().database.db, { firstName, lastName: 'Lopes' });
    return { id: user.id, access: (await loginAs(app().app, user)).access };
  }
  const newRoom = async (who: Who, name: string, year = 2026) =>
    (await ok('POST', '/api/content/classrooms/', who, { name, school_year: year }, 201)) as Room;
  async function studentIn(room: Room, username: string, firstName: string) {
    const user = await createUser(app().database.db, { email: null, username, firstName, isStudent: true });
    const who = { id: user.id, access: (await loginAs(app().app, user)).access };
    await ok('POST', `/api/content/classrooms/${room.id}/self-link/`, who, { code: room.code });
    return who;
  }
  const assign = (room: Room, payload: object, who = home()) =>
    call('POST', `/api/content/classrooms/${room.id}/assignments/`, who, payload);

  return { call, ok, upload, newTeacher, newRoom, studentIn, assign };
}

/** Two teachers, three classes with a student each, a catalogue lesson and a premium one. */
export async function buildReuseWorld() {
  const t = await createTestApp();
  const { newTeacher, newRoom, studentIn } = reuseHelpers(
    () => t,
    () => {
      throw new Error('No default teacher while building.');
    },
  );
  const teacher = await newTeacher('Marina');
  const otherTeacher = await newTeacher('Paula');
  const roomA = await newRoom(teacher, '5º ano A');
  const roomB = await newRoom(teacher, '5º ano B');
  const otherRoom = await newRoom(otherTeacher, '5º ano C');
  const ana = await studentIn(roomA, 'ana.reuse', 'Ana');
  const bruno = await studentIn(roomB, 'bruno.reuse', 'Bruno');
  const caio = await studentIn(otherRoom, 'caio.reuse', 'Caio');
  const plan = await insertPlan(t.database.db, { title: 'Poemas' });
  const lessonId = (
    await insertLesson(t.database.db, plan.id, {
      title: 'Rimas do sapo',
      studentContentHtml: '<p>Leia o poema em voz alta.</p>',
    })
  ).id;
  const premium = await insertPlan(t.database.db, { title: 'Premium', premium: true });
  const premiumLessonId = (await insertLesson(t.database.db, premium.id, { title: 'Só assinantes' })).id;
  return { t, teacher, otherTeacher, roomA, roomB, otherRoom, ana, bruno, caio, lessonId, premiumLessonId };
}
