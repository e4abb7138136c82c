import { and, gte, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@aula/db';
import { recordAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';

export const iso = (value: Date | string | null | undefined) =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export const personOf = (
  row: { id: number | null; email: string | null; firstName: string | null; lastName: string | null } | null,
) =>
  row && row.id !== null
    ? { id: row.id, email: row.email, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() }
    : null;

/** What register.ts hands every admin routes file: its service, the route guard and the public URL. */
export interface AdminRoutesDeps<Service> {
  service: Service;
  requireAuth: RequireAuth;
  publicUrl: string;
}

/** An admin routes file's `route` under its Swagger tag, and the staff guard most admin routes take. */
export function staffRoutes(
  app: FastifyInstance,
  deps: Omit<AdminRoutesDeps<unknown>, 'service'>,
  tag: string,
) {
  return {
    route: contractRoutes(app, { tags: [tag], publicUrl: deps.publicUrl }),
    onRequest: deps.requireAuth({ roles: ['staff'] }),
  };
}

/** Who is acting, for the audit trail; `record` writes one row with before and after. Roles are the route guards' business. */
export interface Actor {
  id: number;
  ip: string | null;
  /** The human behind an impersonated session, recorded beside the actor. */
  impersonatorId: number | null;
}

/** The actor of a route's request (`handle: (context) => service.act(actorOf(context), …)`). */
export const actorOf = ({ auth, request }: { auth: AuthContext; request: FastifyRequest }): Actor => ({
  id: auth.user.id,
  ip: request.ip,
  impersonatorId: auth.impersonatorId,
});

export function audit(
  db: Database,
  actor: Actor,
  action: string,
  target: { type: string; id: number | string | null },
  before: unknown,
  after: unknown,
) {
  return recordAudit(db, {
    actorId: actor.id,
    impersonatorId: actor.impersonatorId,
    action,
    targetType: target.type,
    targetId: target.id,
    before,
    after,
    ip: actor.ip,
  });
}

/** A page of rows plus the total, for `pageOf`. */
export const offsetOf = (query: { page: number; page_size: number }) => (query.page - 1) * query.page_size;

/** Start of the day after `date` (YYYY-MM-DD) in São Paulo, so "to" includes that whole day. */
export const dayStart = (date: string) => new Date(`${date}T00:00:00-03:00`);
export const dayAfter = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

/** Rows whose `column` falls on the São Paulo days from `date_from` to `date_to`, both included; either may be absent. */
export const onDays = (
  column: PgColumn,
  days: { date_from?: string | undefined; date_to?: string | undefined },
) =>
  and(
    days.date_from ? gte(column, dayStart(days.date_from)) : undefined,
    days.date_to ? lt(column, dayAfter(days.date_to)) : undefined,
  );
