import { and, eq, isNull } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import type { SessionTokens } from '../accounts';

const { studentLoginTokens } = schema;

/**
 * Takes a teacher's open cards and sign-in links for a child out of use (cancelled, reprinted, or the
 * child left her classes), and ends every session they opened: a lost card opens nothing any more,
 * and what it opened cannot be refreshed.
 */
export async function closeLoginLinks(
  tx: Database,
  tokens: SessionTokens,
  studentId: number,
  teacherId: number,
) {
  const closed = await tx
    .update(studentLoginTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(studentLoginTokens.studentId, studentId),
        eq(studentLoginTokens.createdById, teacherId),
        isNull(studentLoginTokens.usedAt),
      ),
    )
    .returning({ id: studentLoginTokens.id });
  await tokens.revokeOpenedWith(
    closed.map((link) => link.id),
    tx,
  );
}
