import { createTestApp, type TestApp } from './app';
import { callsAs, createUser, loginAs, memoryMailer, type Who } from './users';

// The classes of the correction-day tests (correction*.test.ts): the builder and the helpers both files use.

export type Room = { id: number; code: string };

/** Helpers bound to the file's app; `createActivity` passes to the class of `home()` by default. */
export function correctionHelpers(app: () => TestApp, home: () => { teacher: Who; classroom: Room }) {
  const { call, ok } = callsAs(app);

  async function teacherWithClass(name: string, firstName: string) {
    const user = await createUser(app().database.db, { firstName, lastName: 'Lopes' });
    const who = { id: user.id, access: (await loginAs(app().app, user)).access };
    const room = await ok('POST', '/api/content/classrooms/', who, { name, school_year: 2026 }, 201);
    return { who, room: room as Room };
  }
  async function studentIn(room: Room, username: string, firstName: string) {
    const user = await createUser(app().database.db, {
      email: null,
      username,
      firstName,
      lastName: 'Dias',
      isStudent: true,
    });
    const who = { id: user.id, access: (await loginAs(app().app, user)).access };
    await ok('POST', `/api/content/classrooms/${room.id}/self-link/`, who, { code: room.code });
    return who;
  }
  const createActivity = async (payload: object, who = home().teacher, room = home().classroom) =>
    ok('POST', `/api/content/classrooms/${room.id}/assignments/`, who, payload, 201);
  const unread = async (who: Who) =>
    (await ok('GET', '/api/notifications/?unread=true', who)) as {
      count: number;
      results: { id: number; kind: string; title: string; url: string; read_at: string | null }[];
    };
  const queue = (who: Who, query = '') => ok('GET', `/api/content/review-queue/${query}`, who);

  return { call, ok, teacherWithClass, studentIn, createActivity, unread, queue };
}

/** Marina's class of three students, Paula's class of one; e-mails go to `mailer`. */
export async function buildCorrectionWorld(mailer = memoryMailer()) {
  const t = await createTestApp({ deps: { mailer } });
  const { teacherWithClass, studentIn } = correctionHelpers(
    () => t,
    () => {
      throw new Error('No default class while building.');
    },
  );
  const { who: teacher, room: classroom } = await teacherWithClass('5º ano A', 'Marina');
  const { who: otherTeacher, room: otherClassroom } = await teacherWithClass('5º ano B', 'Paula');
  const ana = await studentIn(classroom, 'ana.costa', 'Ana');
  const bruno = await studentIn(classroom, 'bruno.lima', 'Bruno');
  const carla = await studentIn(classroom, 'carla.reis', 'Carla');
  const outsider = await studentIn(otherClassroom, 'caio.reis', 'Caio');
  return { t, teacher, otherTeacher, classroom, otherClassroom, ana, bruno, carla, outsider };
}
