import { and, eq } from 'drizzle-orm';
import { PERIOD_CLOSED_MESSAGE, type SchoolCalendar } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { recordAudit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { ApiError, notFound } from '../../lib/errors';

const { classroomPeriodClosures } = schema;

const periodClosed = () => new ApiError(409, PERIOD_CLOSED_MESSAGE, 'period_closed');

/** Closed periods of a class, by index, with when they were closed. */
export async function closedPeriods(db: Database, classroomId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select()
    .from(classroomPeriodClosures)
    .where(eq(classroomPeriodClosures.classroomId, classroomId));
  return new Map(rows.map((row) => [row.periodIndex, row.closedAt]));
}

/** Refuses a change inside a closed period (409): its diary and grades are what the school received. */
export async function assertPeriodOpen(db: Database, classroomId: number, periodIndex: number) {
  const [closed] = await db
    .select({ index: classroomPeriodClosures.periodIndex })
    .from(classroomPeriodClosures)
    .where(
      and(
        eq(classroomPeriodClosures.classroomId, classroomId),
        eq(classroomPeriodClosures.periodIndex, periodIndex),
      ),
    );
  if (closed) throw periodClosed();
}

/** Closing and reopening a period, each recorded in the audit log. */
export async function setPeriodClosed(
  db: Database,
  who: AuthContext,
  classroomId: number,
  calendar: SchoolCalendar,
  index: number,
  closed: boolean,
) {
  const period = calendar.periods.find((p) => p.index === index);
  if (!period) throw notFound('Período não encontrado.');
  await db.transaction(async (tx) => {
    const where = and(
      eq(classroomPeriodClosures.classroomId, classroomId),
      eq(classroomPeriodClosures.periodIndex, index),
    );
    const changed = closed
      ? await tx
          .insert(classroomPeriodClosures)
          .values({ classroomId, periodIndex: index, closedById: who.user.id })
          .onConflictDoNothing()
          .returning()
      : await tx.delete(classroomPeriodClosures).where(where).returning();
    if (changed.length > 0) {
      await recordAudit(tx, {
        actorId: who.user.id,
        impersonatorId: who.impersonatorId,
        action: closed ? 'classroom.period_closed' : 'classroom.period_reopened',
        targetType: 'classroom',
        targetId: classroomId,
        after: { period: index, name: period.name },
      });
    }
  });
  const closedAt = (await closedPeriods(db, classroomId)).get(index) ?? null;
  return { index, name: period.name, closed: closedAt !== null, closed_at: closedAt?.toISOString() ?? null };
}
