import { ApiError } from '@/lib/api-client';

export const OUTCOME_UNKNOWN_MESSAGE =
  'Não conseguimos confirmar o resultado por uma falha de conexão. Tente de novo: repetiremos o mesmo pedido, sem cobrança em dobro.';

/** The coupon's messages from a 400 `{code: [reason]}`. */
export function couponMessages(error: unknown): string[] | null {
  return error instanceof ApiError && error.status === 400 ? (error.fieldErrors.code ?? null) : null;
}
