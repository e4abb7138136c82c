import { LOGIN_FAILED_DETAIL } from '@aula/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import type { LoginKind } from './api/login';

/** SPEC section 8. */
const LOGIN_FAILED_MESSAGE = 'Email e/ou senha incorretos';
/** Students sign in with a username; "e-mail" would confuse a child who has none. */
const STUDENT_LOGIN_FAILED_MESSAGE = 'Usuário e/ou senha incorretos';
const LOGIN_ERROR_MESSAGE = 'Não foi possível realizar login';

export function loginErrorMessage(error: unknown, kind: LoginKind): string {
  if (!(error instanceof ApiError)) return LOGIN_ERROR_MESSAGE;
  if (error.status === 401 && error.detail === LOGIN_FAILED_DETAIL) {
    return kind === 'student' ? STUDENT_LOGIN_FAILED_MESSAGE : LOGIN_FAILED_MESSAGE;
  }
  if (error.status === 429 && error.detail) return error.detail;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  const reasons = Object.values(error.fieldErrors).flat();
  return reasons.length > 0 ? `${LOGIN_ERROR_MESSAGE}. ${reasons.join(' ')}` : LOGIN_ERROR_MESSAGE;
}
