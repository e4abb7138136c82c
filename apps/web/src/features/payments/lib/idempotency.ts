import { ApiError } from '@/lib/api-client';

/**
 * Money-moving calls carry an `Idempotency-Key`: one key per attempt, kept across double clicks and
 * across retries whose outcome is unknown (network failure, 503 provider timeout, 409 "in progress"),
 * replaced only after a definitive answer. The server replays a finished request's answer for the
 * same key and body, so a retry can never charge twice.
 */

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A duplicate of a request the server is still processing: wait and ask again with the same key. */
function isInProgress(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'in_progress';
}

/** The request may or may not have taken effect: no answer, or a gateway/provider timeout. */
function isOutcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** An answer that settles the attempt: success, or an error that repeating would not change. */
export function isDefinitive(error: unknown): boolean {
  return !isInProgress(error) && !isOutcomeUnknown(error);
}

export interface RetryOptions {
  sleep?: (ms: number) => Promise<void>;
  /** Wait between "in progress" answers (SPEC of the API: about a second). */
  inProgressDelayMs?: number;
  maxInProgressRetries?: number;
  /** Waits before each automatic retry after an unknown outcome; its length is the number of retries. */
  unknownOutcomeDelaysMs?: readonly number[];
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `send` until a definitive answer or until the retries run out (then the last error is thrown). */
export async function sendWithRetries<T>(send: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  const inProgressDelay = options.inProgressDelayMs ?? 1000;
  // Longer than the server's payment lease (60 s): a request a crash left "in progress" is taken
  // over by the retry once the lease ends, and answers with what really happened.
  const maxInProgress = options.maxInProgressRetries ?? 75;
  const delays = options.unknownOutcomeDelaysMs ?? [1000, 2000];
  let inProgress = 0;
  let unknown = 0;
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if (isInProgress(error) && inProgress < maxInProgress) {
        inProgress += 1;
        await sleep(inProgressDelay);
      } else if (isOutcomeUnknown(error) && unknown < delays.length) {
        await sleep(delays[unknown]!);
        unknown += 1;
      } else {
        throw error;
      }
    }
  }
}

export interface IdempotentSender<B, T> {
  /**
   * Sends the pending attempt again, or starts a new one with the body `prepare` builds (e.g. after
   * tokenising a card). While a call is in flight, a second submit joins it instead of sending.
   */
  submit(prepare: () => B | Promise<B>): Promise<T>;
  /** An earlier attempt ended without a definitive answer: the next submit repeats it as it was. */
  hasPendingAttempt(): boolean;
  /** The key of the pending attempt, if any. */
  pendingKey(): string | undefined;
  /** Forgets the pending attempt. */
  reset(): void;
}

export function createIdempotentSender<B, T>(
  send: (body: B, key: string) => Promise<T>,
  options: RetryOptions & { newKey?: () => string } = {},
): IdempotentSender<B, T> {
  const newKey = options.newKey ?? newIdempotencyKey;
  let pending: { key: string; body: B } | null = null;
  let inFlight: Promise<T> | null = null;

  async function run(prepare: () => B | Promise<B>): Promise<T> {
    // The body is fixed with the key: the server refuses a known key with different data.
    if (!pending) {
      const body = await prepare();
      pending = { key: newKey(), body };
    }
    const attempt = pending;
    try {
      const result = await sendWithRetries(() => send(attempt.body, attempt.key), options);
      pending = null;
      return result;
    } catch (error) {
      if (isDefinitive(error)) pending = null;
      throw error;
    }
  }

  return {
    submit(prepare) {
      inFlight ??= run(prepare).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    hasPendingAttempt: () => pending !== null,
    pendingKey: () => pending?.key,
    reset() {
      pending = null;
    },
  };
}
