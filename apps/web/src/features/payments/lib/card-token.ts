import { z } from 'zod';

/**
 * Card tokenisation straight at the provider (PROVIDERS.md, Pagar.me v5 `POST /tokens?appId=`): the
 * card number goes from the browser to the provider only; our API receives the token.
 */

export interface CardInput {
  /** Digits (spaces are removed). */
  number: string;
  holderName: string;
  /** The holder's CPF, digits; optional for the provider. */
  holderDocument?: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvv: string;
}

export interface CardProviderEndpoint {
  apiUrl: string;
  publicKey: string;
}

const cardTokenSchema = z.object({
  id: z.string().min(1),
  card: z.object({ last_four_digits: z.string(), brand: z.string() }).loose(),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/** The card form's fields a provider error can point at. */
export type CardField = 'number' | 'holder_name' | 'holder_document' | 'expiry' | 'cvv';

export const CARD_NETWORK_ERROR =
  'Não foi possível falar com a operadora do cartão. Verifique sua conexão e tente novamente.';
const CARD_UNAVAILABLE_ERROR = 'A operadora do cartão não respondeu. Tente novamente em instantes.';
const CARD_REJECTED_ERROR = 'A operadora não aceitou os dados do cartão. Confira e tente novamente.';

/** A failed tokenisation: Portuguese messages per card field and/or one for the whole form. */
export class CardTokenError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Partial<Record<CardField, string>> = {},
    readonly status = 0,
  ) {
    super(message);
    this.name = 'CardTokenError';
  }
}

const fieldOf: Record<string, CardField> = {
  'card.number': 'number',
  'card.holder_name': 'holder_name',
  'card.holder_document': 'holder_document',
  'card.exp_month': 'expiry',
  'card.exp_year': 'expiry',
  'card.cvv': 'cvv',
};

function messageFor(field: CardField, providerMessages: readonly string[]): string {
  switch (field) {
    case 'number':
      return 'Número do cartão inválido. Confira os dígitos.';
    case 'holder_name':
      return 'Informe o nome como está impresso no cartão.';
    case 'holder_document':
      return 'CPF do titular inválido.';
    case 'expiry':
      return providerMessages.some((m) => /expired|vencid/i.test(m))
        ? 'Cartão vencido.'
        : 'Validade inválida.';
    case 'cvv':
      return 'Código de segurança inválido.';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns the provider's `{message, errors: {"card.number": [...]}}` into Portuguese. */
function cardErrorFromResponse(status: number, body: unknown): CardTokenError {
  if (status === 401 || status === 403) {
    return new CardTokenError(
      'Não foi possível validar o cartão agora. Tente novamente mais tarde ou fale com a gente.',
      {},
      status,
    );
  }
  if (status === 429) {
    return new CardTokenError(
      'Muitas tentativas em pouco tempo. Aguarde um instante e tente de novo.',
      {},
      status,
    );
  }
  if (status >= 500) return new CardTokenError(CARD_UNAVAILABLE_ERROR, {}, status);
  const fieldErrors: Partial<Record<CardField, string>> = {};
  let unplaced = false;
  const errors = isRecord(body) && isRecord(body.errors) ? body.errors : {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = fieldOf[path];
    const texts = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
    if (field) fieldErrors[field] ??= messageFor(field, texts);
    else unplaced = true;
  }
  const placed = Object.keys(fieldErrors).length > 0;
  const message = placed && !unplaced ? 'Confira os dados do cartão.' : CARD_REJECTED_ERROR;
  return new CardTokenError(message, fieldErrors, status);
}

/** `POST {apiUrl}/tokens?appId={publicKey}` with only `Content-Type: application/json`. */
export async function tokenizeCard(
  card: CardInput,
  endpoint: CardProviderEndpoint,
  fetchImpl: typeof fetch = fetch,
): Promise<CardToken> {
  const url = `${endpoint.apiUrl.replace(/\/$/, '')}/tokens?appId=${encodeURIComponent(endpoint.publicKey)}`;
  const holderDocument = card.holderDocument?.replace(/\D/g, '');
  const body = {
    type: 'card',
    card: {
      number: card.number.replace(/\D/g, ''),
      holder_name: card.holderName.trim(),
      ...(holderDocument ? { holder_document: holderDocument } : {}),
      exp_month: card.expMonth,
      exp_year: card.expYear,
      cvv: card.cvv,
    },
  };
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new CardTokenError(CARD_NETWORK_ERROR);
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (!response.ok) throw cardErrorFromResponse(response.status, parsed);
  const token = cardTokenSchema.safeParse(parsed);
  if (!token.success) throw new CardTokenError(CARD_UNAVAILABLE_ERROR, {}, response.status);
  return token.data;
}
