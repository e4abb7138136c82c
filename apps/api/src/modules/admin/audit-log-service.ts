import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditQuery } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { iso, offsetOf, onDays, personOf } from './shared';

const { auditLog, users } = schema;
const impersonators = alias(users, 'impersonators');
const person = (table: typeof users | typeof impersonators) => ({
  id: table.id,
  email: table.email,
  firstName: table.firstName,
  lastName: table.lastName,
});

/** The audit log, newest first, filtered by target, author, action and São Paulo days. */
export function adminAuditLogService(db: Database) {
  return {
    async list(q: AuditQuery) {
      const where = and(
        q.target_type ? eq(auditLog.targetType, q.target_type) : undefined,
        q.target_id ? eq(auditLog.targetId, q.target_id) : undefined,
        q.actor ? eq(auditLog.actorId, q.actor) : undefined,
        q.action ? eq(auditLog.action, q.action) : undefined,
        onDays(auditLog.createdAt, q),
      );
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      const rows = await db
        .select({ a: auditLog, actor: person(users), impersonator: person(impersonators) })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .leftJoin(impersonators, eq(impersonators.id, auditLog.impersonatorId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(q.page_size)
        .offset(offsetOf(q));
      return {
        count: total?.n ?? 0,
        results: rows.map(({ a, actor, impersonator }) => ({
          id: a.id,
          actor: personOf(actor),
          impersonator: personOf(impersonator),
          action: a.action,
          target_type: a.targetType,
          target_id: a.targetId,
          before: a.before,
          after: a.after,
          ip: a.ip,
          created_at: iso(a.createdAt)!,
        })),
      };
    },
  };
}

export type AdminAuditLogService = ReturnType<typeof adminAuditLogService>;
