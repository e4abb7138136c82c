import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { ApiError, ValidationFailure } from '../../lib/errors';
import { acquirePaymentLock, busy, releasePaymentLock } from './payment-lock';

const { idempotencyKeys } = schema;

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

const KEY = /^[\w-]{8,100}$/;

const inProgress = () =>
  new ApiError(409, 'Este pagamento já está sendo processado. Aguarde um instante.', 'in_progress');

/**
 * Runs `work` once per (user, scope, key), as the user's only payment operation (the payment lock):
 * a replay gets the stored response, a concurrent duplicate gets 409, and a failure that left the
 * outcome unknown (thrown error) frees the key so the client can retry with the same key. A key a
 * crash left "in progress" is recovered once its lock has expired: `work` runs again with
 * `recovering`, and asks the provider what happened under that key.
 */
export async function onceper(
  db: Database,
  ref: { userId: number; scope: string; key: string | undefined; request: unknown },
  work: (recovering: boolean) => Promise<StoredResponse>,
): Promise<StoredResponse> {
  if (!ref.key || !KEY.test(ref.key)) {
    throw new ValidationFailure({ non_field_errors: ['Cabeçalho Idempotency-Key ausente ou inválido.'] });
  }
  const requestHash = createHash('sha256').update(JSON.stringify(ref.request)).digest('hex');
  const where = and(
    eq(idempotencyKeys.userId, ref.userId),
    eq(idempotencyKeys.scope, ref.scope),
    eq(idempotencyKeys.key, ref.key),
  );
  const stored = async () => {
    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (existing && existing.requestHash !== requestHash) {
      throw new ApiError(
        422,
        'Esta chave de idempotência já foi usada com outros dados.',
        'idempotency_mismatch',
      );
    }
    return existing;
  };
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId: ref.userId, scope: ref.scope, key: ref.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const recovering = inserted.length === 0;
  if (recovering) {
    const existing = await stored();
    if (existing?.statusCode != null) return { statusCode: existing.statusCode, body: existing.response };
  }
  const holder = `${ref.scope}:${ref.key}`;
  if (!(await acquirePaymentLock(db, ref.userId, holder))) {
    if (recovering) throw inProgress();
    await db.delete(idempotencyKeys).where(where);
    throw busy();
  }
  try {
    if (recovering) {
      // It may have finished (or been settled) between the first read and the lock.
      const existing = await stored();
      if (existing?.statusCode != null) return { statusCode: existing.statusCode, body: existing.response };
      if (!existing) {
        await db
          .insert(idempotencyKeys)
          .values({ userId: ref.userId, scope: ref.scope, key: ref.key, requestHash })
          .onConflictDoNothing();
      }
    }
    const result = await work(recovering);
    // An upsert: a same-key request that lost the lock race deletes the row it inserted.
    const outcome = { statusCode: result.statusCode, response: result.body };
    await db
      .insert(idempotencyKeys)
      .values({ userId: ref.userId, scope: ref.scope, key: ref.key, requestHash, ...outcome })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.scope, idempotencyKeys.key],
        set: outcome,
      });
    return result;
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  } finally {
    await releasePaymentLock(db, ref.userId, holder);
  }
}
