/** PostgreSQL's unique_violation, whichever driver (pg or PGlite, possibly wrapped by Drizzle) raised it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}
