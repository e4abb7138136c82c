import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { detailErrorSchema, type ErrorCode } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, ValidationFailure } from '../../lib/errors';
import { acquirePaymentLock, busy, releasePaymentLock } from './payment-lock';

const { idempotencyKeys } = schema;

/** The money-moving operations a client repeats under one Idempotency-Key. */
export type IdempotentScope = 'subscribe' | 'change-plan' | 'order';

export interface IdempotentCall {
  userId: number;
  scope: IdempotentScope;
  /** The request's Idempotency-Key header, as it came. */
  key: string | undefined;
  /** What was asked: the same key with other data is refused. */
  request: unknown;
  /** The success status the answer is kept with. */
  status: 200 | 201;
  /** Refusals that are final answers, kept and replayed (a declined card); any other failure frees the key. */
  finalRefusals?: readonly ErrorCode[];
}

/** One run of the operation: the checked key, and whether a crash left it "in progress" before. */
export interface Attempt {
  key: string;
  recovering: boolean;
}

type Outcome<T> = { answer: T } | { refusal: ApiError };

const KEY = /^[\w-]{8,100}$/;

const inProgress = () =>
  new ApiError(409, 'Este pagamento já está sendo processado. Aguarde um instante.', 'in_progress');

const keyWhere = (userId: number, scope: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * Runs `work` once per (user, scope, key), as the user's only payment operation (the payment lock):
 * a replay gets the stored answer (or the stored final refusal, thrown again), a concurrent
 * duplicate gets 409, and a failure that left the outcome unknown (thrown error) frees the key so
 * the client can retry with the same key. A key a crash left "in progress" is recovered once its
 * lock has expired: `work` runs again with `recovering`, and asks the provider what happened.
 */
export async function idempotent<T>(
  db: Database,
  call: IdempotentCall,
  work: (attempt: Attempt) => Promise<T>,
): Promise<T> {
  const outcome = await runOnce(db, call, work);
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.answer;
}

async function runOnce<T>(
  db: Database,
  call: IdempotentCall,
  work: (attempt: Attempt) => Promise<T>,
): Promise<Outcome<T>> {
  const { userId, scope, key } = call;
  if (!key || !KEY.test(key)) {
    throw new ValidationFailure({ non_field_errors: ['Cabeçalho Idempotency-Key ausente ou inválido.'] });
  }
  const requestHash = createHash('sha256').update(JSON.stringify(call.request)).digest('hex');
  const where = keyWhere(userId, scope, key);
  const row = { userId, scope, key, requestHash };
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
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const recovering = inserted.length === 0;
  if (recovering) {
    const existing = await stored();
    if (existing?.statusCode != null) return replay<T>(existing.statusCode, existing.response);
  }
  const holder = `${scope}:${key}`;
  if (!(await acquirePaymentLock(db, userId, holder))) {
    if (recovering) throw inProgress();
    await db.delete(idempotencyKeys).where(where);
    throw busy();
  }
  try {
    if (recovering) {
      // It may have finished (or been settled) between the first read and the lock.
      const existing = await stored();
      if (existing?.statusCode != null) return replay<T>(existing.statusCode, existing.response);
      if (!existing) await db.insert(idempotencyKeys).values(row).onConflictDoNothing();
    }
    const outcome = await attempt(work, { key, recovering }, call.finalRefusals ?? []);
    // An upsert: a same-key request that lost the lock race deletes the row it inserted.
    const kept =
      'answer' in outcome
        ? { statusCode: call.status, response: outcome.answer }
        : { statusCode: outcome.refusal.statusCode, response: refusalBody(outcome.refusal) };
    await db
      .insert(idempotencyKeys)
      .values({ ...row, ...kept })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.scope, idempotencyKeys.key],
        set: kept,
      });
    return outcome;
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  } finally {
    await releasePaymentLock(db, userId, holder);
  }
}

async function attempt<T>(
  work: (attempt: Attempt) => Promise<T>,
  run: Attempt,
  finalRefusals: readonly ErrorCode[],
): Promise<Outcome<T>> {
  try {
    return { answer: await work(run) };
  } catch (error) {
    if (error instanceof ApiError && error.code && finalRefusals.includes(error.code)) {
      return { refusal: error };
    }
    throw error;
  }
}

const refusalBody = (refusal: ApiError) => ({ detail: refusal.detail, code: refusal.code });

function replay<T>(statusCode: number, response: unknown): Outcome<T> {
  if (statusCode >= 400) {
    const { detail, code } = detailErrorSchema.parse(response);
    return { refusal: new ApiError(statusCode, detail, code) };
  }
  // The column holds what `work` answered under this key, as JSON.
  return { answer: response as T };
}

/**
 * Keys of this user a crash left "in progress" in these scopes, other than `currentKey`. Only read
 * under the user's payment lock, so none of them is still running.
 */
export function unfinishedKeys(db: Database, userId: number, scopes: IdempotentScope[], currentKey: string) {
  return db
    .select({ scope: idempotencyKeys.scope, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        inArray(idempotencyKeys.scope, scopes),
        isNull(idempotencyKeys.statusCode),
        ne(idempotencyKeys.key, currentKey),
      ),
    );
}

/** Forgets a key: replaying it runs the operation again (and meets what it did the first time). */
export async function forgetKey(db: Database, userId: number, scope: string, key: string) {
  await db.delete(idempotencyKeys).where(keyWhere(userId, scope, key));
}
