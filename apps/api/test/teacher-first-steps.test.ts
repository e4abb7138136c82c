import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { createUser, jwt, loginAs } from './users';

/** The home page's first steps (a class, a student, an activity) read these three counts. */
describe("a teacher's first steps, in her statistics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, access: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, payload, headers: jwt(access) });
  async function teacher() {
    const user = await createUser(t.database.db);
    return (await loginAs(t.app, user)).access;
  }
  const steps = async (access: string) => {
    const res = await call('GET', '/api/profile/my-statistics', access);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return {
      classrooms: body.classrooms.count,
      students: body.students.count,
      assignments: body.assignments.count,
    };
  };
  const classroom = async (access: string) => {
    const res = await call('POST', '/api/content/classrooms/', access, {
      name: '5º ano A',
      school_year: 2026,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const activity = (access: string, classroomId: number, extra: object = {}) =>
    call('POST', `/api/content/classrooms/${classroomId}/assignments/`, access, {
      title: 'Leitura',
      ...extra,
    });

  it('counts a class, then a student, then an activity, each as it happens', async () => {
    const me = await teacher();
    expect(await steps(me)).toEqual({ classrooms: 0, students: 0, assignments: 0 });

    const room = await classroom(me);
    expect(await steps(me)).toEqual({ classrooms: 1, students: 0, assignments: 0 });

    const student = await call('POST', '/api/profile/my-students/', me, {
      first_name: 'Ana',
      last_name: 'Souza',
      classrooms: [room.id],
    });
    expect(student.statusCode, student.body).toBe(201);
    expect(await steps(me)).toEqual({ classrooms: 1, students: 1, assignments: 0 });

    expect((await activity(me, room.id)).statusCode).toBe(201);
    // One scheduled for later is passed too: the teacher has done the step.
    expect((await activity(me, room.id, { publish_at: '2099-01-01T10:00:00-03:00' })).statusCode).toBe(201);
    expect(await steps(me)).toEqual({ classrooms: 1, students: 1, assignments: 2 });
  });

  it("never counts another teacher's activities", async () => {
    const other = await teacher();
    const room = await classroom(other);
    expect((await activity(other, room.id)).statusCode).toBe(201);
    const me = await teacher();
    expect(await steps(me)).toEqual({ classrooms: 0, students: 0, assignments: 0 });
  });
});
