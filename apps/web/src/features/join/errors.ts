import { LOGIN_FAILED_DETAIL } from '@aula/contracts';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

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

/** A card sign-in's 401 is a wrong code, not an ended session: its detail says so. */
export function cardLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401 && error.detail) return error.detail;
  return errorMessage(error, 'Não deu para entrar. Tente de novo.');
}
