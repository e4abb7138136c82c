const codeOf = (error: unknown) => {
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
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}
