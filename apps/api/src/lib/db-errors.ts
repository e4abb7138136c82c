/** The SQLSTATE (or socket code) of an error, also when Drizzle wrapped it in `cause`. */
export const codeOf = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
};

/**
 * Data errors PostgreSQL raises for a value the contracts should have refused (a number out of
 * range, a NUL or invalid byte, malformed text for a type): bad input, never a server fault.
 */
const BAD_INPUT_CODES = new Set(['22003', '22P02', '22P05', '22021', '22007', '22008', '22001']);
export const isBadInputError = (error: unknown) => BAD_INPUT_CODES.has(codeOf(error) ?? '');

/** PostgreSQL's unique_violation, whichever driver (pg or PGlite, possibly wrapped by Drizzle) raised it. */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === '23505';
}

/**
 * The database cannot be reached right now (restart, failover, network): socket errors, PostgreSQL's
 * shutdown/startup and connection classes (57P0x, 08xxx, too many connections) and the messages pg
 * gives a client whose connection died. Worth retrying, unlike a bad query.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|timeout expired)/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Why the database cannot be reached (an error code or pg's message), or null for any other error. */
export function databaseOutageReason(error: unknown): string | null {
  let current = error as ErrorLike | null | undefined;
  // Drizzle wraps the driver's error in `cause`, pg-pool its connection timeout too.
  for (let depth = 0; current && depth < 4; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return code;
    if (typeof current.message === 'string' && UNAVAILABLE_MESSAGE.test(current.message)) {
      return current.message;
    }
    current = current.cause as ErrorLike | undefined;
  }
  return null;
}
