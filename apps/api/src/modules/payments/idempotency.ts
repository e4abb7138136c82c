import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { ApiError, ValidationFailure } from '../../lib/errors';

const { idempotencyKeys } = schema;

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

const KEY = /^[\w-]{8,100}$/;

/**
 * Runs `work` once per (user, scope, key): a replay gets the stored response, a concurrent
 * duplicate gets 409, and a failure that left the outcome unknown (thrown error) frees the key so
 * the client can retry with the same key.
 */
export async function onceper(
  db: Database,
  ref: { userId: number; scope: string; key: string | undefined; request: unknown },
  work: () => Promise<StoredResponse>,
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
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId: ref.userId, scope: ref.scope, key: ref.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (existing && existing.requestHash !== requestHash) {
      throw new ApiError(
        422,
        'Esta chave de idempotência já foi usada com outros dados.',
        'idempotency_mismatch',
      );
    }
    if (existing?.statusCode == null) {
      throw new ApiError(409, 'Este pagamento já está sendo processado. Aguarde um instante.', 'in_progress');
    }
    return { statusCode: existing.statusCode, body: existing.response };
  }
  try {
    const result = await work();
    await db
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, response: result.body })
      .where(where);
    return result;
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
}
