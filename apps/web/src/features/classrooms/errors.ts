import { LOGIN_FAILED_DETAIL } from '@aula/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

export const STUDENT_LIMIT_CODE = 'student_limit_reached';

/** The text to show for a failed call: the server's Portuguese detail or field messages, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  // A 401 means the session ended (the client already sent the user to /login); its text is not for people.
  if (error.status === 401) return fallback;
  const fields = Object.values(error.fieldErrors).flat();
  return error.detail ?? (fields.length > 0 ? fields.join(' ') : fallback);
}

/** The teacher's plan allows no more students (403 `student_limit_reached`). */
export function isStudentLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.code === STUDENT_LIMIT_CODE;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function isTooManyRequests(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/** Students sign in with a username; SPEC section 8's message, worded for them. */
export function studentLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401 && error.detail === LOGIN_FAILED_DETAIL) {
    return 'Usuário e/ou senha incorretos';
  }
  if (error instanceof ApiError && error.status === 429 && error.detail) return error.detail;
  return errorMessage(error, 'Não foi possível realizar login');
}
