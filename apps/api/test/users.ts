import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { schema, type Database } from '@aula/db';
import type { MailMessage, Mailer } from '../src/lib/mailer';
import { hashPassword } from '../src/modules/accounts';
import type { TestApp } from './app';

export const GOOD_PASSWORD = 'Caderno-Azul-77';

export interface NewUser {
  email?: string | null;
  username?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  isTeacher?: boolean;
  isStudent?: boolean;
  isStaff?: boolean;
  isSuperuser?: boolean;
  isActive?: boolean;
  mustChangePassword?: boolean;
}

let sequence = 0;
/** Inserts a user straight into the database; teachers by default. */
export async function createUser(db: Database, user: NewUser = {}) {
  sequence += 1;
  const email = user.email === undefined ? `pessoa${sequence}-${Date.now()}@escola.test` : user.email;
  const [row] = await db
    .insert(schema.users)
    .values({
      email,
      username: user.username ?? email ?? `aluno${sequence}`,
      firstName: user.firstName ?? 'Ana',
      lastName: user.lastName ?? 'Pereira',
      passwordHash: await hashPassword(user.password ?? GOOD_PASSWORD),
      isTeacher: user.isTeacher ?? !(user.isStudent || user.isStaff || user.isSuperuser),
      isStudent: user.isStudent ?? false,
      isStaff: user.isStaff ?? false,
      isSuperuser: user.isSuperuser ?? false,
      isActive: user.isActive ?? true,
      mustChangePassword: user.mustChangePassword ?? false,
    })
    .returning();
  return { ...row!, password: user.password ?? GOOD_PASSWORD };
}

export async function loginAs(
  app: FastifyInstance,
  user: { email: string | null; username: string; password: string; isStudent: boolean },
) {
  const res = await app.inject({
    method: 'POST',
    url: user.isStudent ? '/api/accounts/student-login/' : '/api/accounts/login/',
    payload: {
      username: user.isStudent ? user.username : user.email,
      password: user.password,
      recaptcha: '',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access: string; refresh: string };
}

/** The access token of a new user (a teacher unless `user` says otherwise), logged in. */
export async function accessOfNewUser(t: TestApp, user?: NewUser) {
  return (await loginAs(t.app, await createUser(t.database.db, user))).access;
}

export const jwt = (access: string) => ({ authorization: `JWT ${access}` });

/** The account of `access` asks to be deleted, confirming with its password. */
export const deleteAccount = (app: FastifyInstance, access: string, password = GOOD_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/accounts/delete-account/',
    headers: jwt(access),
    payload: { password },
  });

/** Collects what would have been e-mailed. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/**
 * Teachers and existing student accounts signed in, and requests from a new address each time
 * (so per-IP limits never interfere), for tests that build classrooms of people. `block` keeps the
 * addresses of two test files apart.
 */
export function classroomPeople(app: () => TestApp, block: number, usernamePrefix: string) {
  let ipSequence = 0;
  let studentSequence = 0;
  const signedIn = async (user: Awaited<ReturnType<typeof createUser>>) => ({
    ...user,
    access: (await loginAs(app().app, user)).access,
  });
  return {
    call: (method: string, url: string, access: string | null, payload?: object) =>
      app().app.inject({
        method: method as 'GET',
        url,
        payload,
        headers: access ? jwt(access) : {},
        remoteAddress: `10.${block}.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`,
      }),
    teacher: async () => signedIn(await createUser(app().database.db)),
    existingStudent: async () =>
      signedIn(
        await createUser(app().database.db, {
          email: null,
          username: `${usernamePrefix}.${++studentSequence}.${Date.now()}`,
          isStudent: true,
        }),
      ),
  };
}

/** A signed-in person as the route tests hold them. */
export type Who = { id: number; access: string };

/**
 * `call` sends a request as someone (or nobody); `ok` also expects the status (200 unless told) and
 * returns the JSON. `app` is read on each call, so it may be assigned in a `beforeAll`.
 */
export function callsAs(app: () => TestApp) {
  const call = (method: string, url: string, who: Who | null, payload?: object) =>
    app().app.inject({ method: method as 'GET', url, payload, headers: who ? jwt(who.access) : {} });
  const ok = async (method: string, url: string, who: Who, payload?: object, status = 200) => {
    const res = await call(method, url, who, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  return { call, ok };
}

/** A person of the class journeys: a teacher (by default) signed in, ready for `callsAs`. */
export async function signedIn(t: TestApp, user: NewUser = {}): Promise<Who> {
  const row = await createUser(t.database.db, user);
  return { id: row.id, access: (await loginAs(t.app, row)).access };
}

/** A student "<firstName> Dias" signed in and joined to `room` by its code. */
export async function studentJoined(
  t: TestApp,
  room: { id: number; code: string },
  username: string,
  firstName: string,
) {
  const who = await signedIn(t, { email: null, username, firstName, lastName: 'Dias', isStudent: true });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/content/classrooms/${room.id}/self-link/`,
    payload: { code: room.code },
    headers: jwt(who.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return who;
}
