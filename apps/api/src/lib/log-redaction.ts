/**
 * Secrets that travel in URLs: the password-reset token and the share-link tokens (a path segment
 * each, in the SPA route and in the API route that reads it) and token or signature query
 * parameters (student login links, signed file links).
 */
const TOKEN_PATHS = [
  /(\/password-reset\/)(?!confirm\/|validate_token\/)[^/?#\s"'<>]+/g,
  /(\/dashboard\/shared-books\/)[^/?#\s"'<>]+/g,
  /(\/api\/content\/shared-lessonplans\/)[^/?#\s"'<>]+/g,
];
const TOKEN_QUERY = /([?&](?:token|access|refresh|signature)=)[^&#\s"'<>]*/gi;

/** A URL (or path) with its secrets replaced by `[redacted]`; anything else is left as it was. */
export function redactUrl(url: string): string {
  let safe = url;
  for (const pattern of TOKEN_PATHS) safe = safe.replace(pattern, '$1[redacted]');
  return safe.replace(TOKEN_QUERY, '$1[redacted]');
}

/**
 * Every string inside `value` passed through `redactUrl`, for structures that carry URLs in places
 * we do not choose (an error reporter's event: request, breadcrumbs, spans). Returns a copy.
 */
export function redactUrlsDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactUrl(value) as T;
  if (depth > 16 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => redactUrlsDeep(item, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactUrlsDeep(item, depth + 1)]),
  ) as T;
}

interface FailedQuery {
  query?: unknown;
  params?: unknown;
  cause?: { message?: string; code?: string };
}

const isFailedQuery = (error: unknown): error is FailedQuery =>
  error !== null && typeof error === 'object' && 'params' in error;

/**
 * A failed query's error carries its parameters (passwords hashes, e-mails, tokens) in its message
 * and fields; what reaches the log or the error reporter keeps only the SQL and the cause. An error
 * that wraps one (as its `cause`) gets the same treatment for the wrapped one.
 */
export function withoutQueryParameters(error: unknown, depth = 0): unknown {
  if (!isFailedQuery(error)) {
    if (depth < 8 && error instanceof Error && error.cause !== undefined) {
      const cause = withoutQueryParameters(error.cause, depth + 1);
      if (cause !== error.cause) {
        const safe = new Error(error.message, { cause });
        safe.name = error.name;
        if (error.stack) safe.stack = error.stack;
        return safe;
      }
    }
    return error;
  }
  const failed = error;
  const safe = new Error(
    `Falha na consulta: ${String(failed.query)}${failed.cause?.message ? `\n${failed.cause.message}` : ''}`,
  );
  safe.name = 'DatabaseQueryError';
  Object.assign(safe, { code: failed.cause?.code });
  if (error instanceof Error && error.stack) {
    // The original stack starts with its message (parameters included): keep only the frames.
    const frames = error.stack.split('\n').filter((line) => line.startsWith('    at '));
    safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  }
  return safe;
}

/**
 * The one way a caught error goes into a log line: `log.error(errorFields(error), 'message')`,
 * with any other fields beside it. A failed query is logged without its parameters.
 */
export function errorFields(error: unknown, fields: Record<string, unknown> = {}) {
  return { ...fields, err: withoutQueryParameters(error) };
}

/** An error's message for storing where staff read it (a webhook's last error), without parameters. */
export function safeErrorMessage(error: unknown): string {
  const safe = withoutQueryParameters(error);
  return safe instanceof Error ? safe.message : String(safe);
}
