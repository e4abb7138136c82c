import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { ApiError } from '../../lib/errors';

const { paymentLocks } = schema;

/**
 * Longer than the slowest operation (a few provider calls, each with its own timeout and retries),
 * short enough that a crashed holder frees the teacher quickly.
 */
export const PAYMENT_LOCK_TTL_MS = 60_000;

export const busy = () =>
  new ApiError(
    409,
    'Outra operação de pagamento da sua conta está em andamento. Aguarde um instante e tente de novo.',
    'payment_in_progress',
  );

/** Takes the user's payment lease unless someone else holds an unexpired one. Atomic on both databases. */
export async function acquirePaymentLock(db: Database, userId: number, holder: string) {
  const expiresAt = sql`now() + ${`${PAYMENT_LOCK_TTL_MS} milliseconds`}::interval`;
  const rows = await db
    .insert(paymentLocks)
    .values({ userId, holder, expiresAt })
    .onConflictDoUpdate({
      target: paymentLocks.userId,
      set: { holder, expiresAt },
      setWhere: sql`${paymentLocks.expiresAt} < now()`,
    })
    .returning({ holder: paymentLocks.holder });
  return rows.length > 0;
}

export async function releasePaymentLock(db: Database, userId: number, holder: string) {
  await db.delete(paymentLocks).where(and(eq(paymentLocks.userId, userId), eq(paymentLocks.holder, holder)));
}

/**
 * Runs `work` as the only payment operation of this user: every other one answers 409 until it ends
 * (or, after a crash, until the lease runs out). Claimed before any provider call.
 */
export async function withPaymentLock<T>(
  db: Database,
  userId: number,
  holder: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!(await acquirePaymentLock(db, userId, holder))) throw busy();
  try {
    return await work();
  } finally {
    await releasePaymentLock(db, userId, holder);
  }
}
