import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema, type Database } from '@aula/db';
import { createUser, jwt, loginAs } from './users';

/** A superuser, a staff member and a teacher, logged in. */
export async function adminCast(app: FastifyInstance, db: Database) {
  const make = async (flags: Parameters<typeof createUser>[1]) => {
    const user = await createUser(db, flags);
    return { ...user, access: (await loginAs(app, user)).access };
  };
  return {
    superuser: await make({ isStaff: true, isSuperuser: true, firstName: 'Sara', lastName: 'Superusuária' }),
    staff: await make({ isStaff: true, firstName: 'Estela', lastName: 'Equipe' }),
    teacher: await make({ firstName: 'Tereza', lastName: 'Professora' }),
  };
}

export type AdminCast = Awaited<ReturnType<typeof adminCast>>;
export type Caller = ReturnType<typeof caller>;

/** The admin cast logged in on `t`, and a caller for its routes. */
export async function adminSession(t: { app: FastifyInstance; database: { db: Database } }) {
  return { cast: await adminCast(t.app, t.database.db), call: caller(t.app) };
}

export function caller(app: FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    access: string | null,
    payload?: object,
  ) => app.inject({ method, url, headers: access ? jwt(access) : {}, ...(payload ? { payload } : {}) });
}

/** Anonymous 401, teacher 403, and (optionally) staff 403 for superuser-only routes. */
export async function expectGuarded(
  call: Caller,
  cast: AdminCast,
  method: Parameters<Caller>[0],
  url: string,
  payload?: object,
  options: { superuserOnly?: boolean } = {},
) {
  expect((await call(method, url, null, payload)).statusCode, `${method} ${url} anônimo`).toBe(401);
  expect(
    (await call(method, url, cast.teacher.access, payload)).statusCode,
    `${method} ${url} professor`,
  ).toBe(403);
  if (options.superuserOnly) {
    expect((await call(method, url, cast.staff.access, payload)).statusCode, `${method} ${url} equipe`).toBe(
      403,
    );
  }
}

export async function lastAudit(db: Database, targetType: string, targetId?: string | number) {
  const rows = await db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.targetType, targetType))
    .orderBy(desc(schema.auditLog.id));
  return rows.filter((r) => targetId === undefined || r.targetId === String(targetId));
}
