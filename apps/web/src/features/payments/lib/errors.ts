import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

/** The text to show for a failed call: the server's Portuguese detail or field messages, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError))
    return error instanceof Error && error.name === 'CardTokenError' ? error.message : fallback;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  // A 401 means the session ended (the client already went to /login); its text is not for people.
  if (error.status === 401) return fallback;
  const fields = Object.values(error.fieldErrors).flat();
  return error.detail ?? (fields.length > 0 ? fields.join(' ') : fallback);
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export const OUTCOME_UNKNOWN_MESSAGE =
  'Não conseguimos confirmar o resultado por uma falha de conexão. Tente de novo: repetiremos o mesmo pedido, sem cobrança em dobro.';

/**
 * The coupon's messages from a 400 `{code: [reason]}`. ApiError.fieldErrors leaves `code` out (it is
 * the error code of `{detail, code}` answers), so it is read here.
 */
export function couponMessages(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { code?: unknown } | null;
  const code = body?.code;
  return Array.isArray(code) && code.every((m) => typeof m === 'string') ? (code as string[]) : null;
}
