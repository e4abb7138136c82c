import { ApiError } from '@/lib/api-client';

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
