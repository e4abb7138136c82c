import { schema, type Database } from '@aula/db';

export interface AuditEntry {
  actorId: number | null;
  impersonatorId?: number | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

export async function recordAudit(db: Database, entry: AuditEntry) {
  await db.insert(schema.auditLog).values({
    actorId: entry.actorId,
    impersonatorId: entry.impersonatorId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
