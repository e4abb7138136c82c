import { and, eq, isNull } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';

const { passwordResetTokens } = schema;

/** A password or e-mail change voids every reset link already sent. */
export async function invalidateResetLinks(db: Database, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
