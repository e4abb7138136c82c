import type { ErrorCode } from '@aula/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

/** The text to show for a failed call: the server's Portuguese detail or field messages, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  // A 401 means the session ended (the client already went to /login); its text is not for people.
  if (error.status === 401) return fallback;
  const fields = Object.values(error.fieldErrors).flat();
  return error.detail ?? (fields.length > 0 ? fields.join(' ') : fallback);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The `code` of a `{detail, code}` answer. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The teacher's plan allows no more students (403 `student_limit_reached`). */
export function isStudentLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'student_limit_reached';
}
