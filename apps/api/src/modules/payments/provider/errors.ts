import { UpstreamError, type UpstreamAnswer } from '../../../lib/errors';
import type { PagarmeCharge } from './types';

export type ProviderErrorCode =
  | 'card_declined'
  | 'invalid_request'
  | 'invalid_fields'
  | 'business_rule'
  | 'not_found'
  | 'configuration'
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'network';

export interface ProviderErrorDetails {
  code: ProviderErrorCode;
  /** HTTP status from the provider; null when no response arrived. */
  status: number | null;
  providerMessage: string | null;
  /** The provider's own `errors` object, keys as it sent them ("card.number"). */
  fieldErrors: Record<string, string[]>;
  /** Brazilian Portuguese, safe to show to the user. */
  userMessage: string;
  /** Same keys as `fieldErrors`, messages in Portuguese. */
  userFieldErrors: Record<string, string[]>;
  /**
   * True when a write may have taken effect although we got no answer (timeout, dropped connection,
   * 5xx): repeat it with the same idempotency key, never with a new one.
   */
  outcomeUnknown: boolean;
  /** Worth trying again later (with the same idempotency key). */
  retryable: boolean;
  retryAfterSeconds?: number;
  method: string;
  path: string;
}

/** What the API answers for each failure; the user never sees the provider's status. */
const ANSWER_STATUS: Record<ProviderErrorCode, number> = {
  card_declined: 400,
  invalid_request: 400,
  invalid_fields: 400,
  business_rule: 400,
  not_found: 404,
  configuration: 502,
  rate_limited: 503,
  unavailable: 503,
  timeout: 503,
  network: 503,
};

export class ProviderError extends UpstreamError {
  readonly code: ProviderErrorCode;
  readonly status: number | null;
  readonly providerMessage: string | null;
  readonly fieldErrors: Record<string, string[]>;
  readonly userMessage: string;
  readonly userFieldErrors: Record<string, string[]>;
  readonly outcomeUnknown: boolean;
  readonly retryable: boolean;
  readonly retryAfterSeconds: number | undefined;
  readonly method: string;
  readonly path: string;

  constructor(details: ProviderErrorDetails, options?: { cause?: unknown }) {
    const where = `${details.method} ${details.path}`;
    super(
      `Pagar.me ${where}: ${details.status ?? details.code}${details.providerMessage ? ` ${details.providerMessage}` : ''}`,
      options,
    );
    this.name = 'ProviderError';
    this.code = details.code;
    this.status = details.status;
    this.providerMessage = details.providerMessage;
    this.fieldErrors = details.fieldErrors;
    this.userMessage = details.userMessage;
    this.userFieldErrors = details.userFieldErrors;
    this.outcomeUnknown = details.outcomeUnknown;
    this.retryable = details.retryable;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.method = details.method;
    this.path = details.path;
  }

  get logMessage() {
    return 'payment provider error';
  }

  get answer(): UpstreamAnswer {
    return {
      statusCode: ANSWER_STATUS[this.code],
      detail: this.userMessage,
      code: `provider_${this.code}`,
      retryAfterSeconds: this.retryAfterSeconds,
    };
  }
}

export const MESSAGES = {
  declined: 'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
  configuration:
    'Os pagamentos estão indisponíveis por um erro de configuração do servidor. Tente novamente mais tarde.',
  notFound: 'Registro não encontrado no provedor de pagamento.',
  businessRule: 'O provedor de pagamento não permitiu esta operação.',
  invalidRequest: 'O provedor de pagamento recusou a requisição. Tente novamente mais tarde.',
  rateLimited:
    'Muitas tentativas seguidas no provedor de pagamento. Aguarde alguns instantes e tente novamente.',
  // Only when nothing can have been charged: reads, and writes the provider refused before acting.
  unavailable:
    'O provedor de pagamento não respondeu. Nenhuma cobrança foi feita; tente novamente em instantes.',
  // After a write timed out we do not know; the retry reuses the idempotency key, so it cannot charge twice.
  outcomeUnknown:
    'O provedor de pagamento não respondeu a tempo. Tente novamente em instantes: o pagamento não será cobrado em dobro.',
} as const;

const FIELD_LABELS: [RegExp, string][] = [
  [/card\.number$|^number$/, 'Número do cartão'],
  [/holder_name$/, 'Nome impresso no cartão'],
  [/holder_document$/, 'CPF do titular do cartão'],
  [/exp_(month|year)$/, 'Validade do cartão'],
  [/cvv$/, 'Código de segurança (CVV)'],
  [/(card_token|token)$/, 'Cartão'],
  [/(^|\.)document$/, 'CPF/CNPJ'],
  [/(^|\.)email$/, 'E-mail'],
  [/zip_code$/, 'CEP'],
  [/line_1$/, 'Endereço'],
  [/line_2$/, 'Complemento'],
  [/(^|\.)city$/, 'Cidade'],
  [/(^|\.)state$/, 'Estado'],
  [/phone/, 'Telefone'],
  [/plan_id$/, 'Plano'],
  [/(card_id|card)$/, 'Cartão'],
  [/discount/, 'Cupom de desconto'],
  [/(^|\.)name$/, 'Nome'],
];

function fieldLabel(path: string): string {
  const normalized = path.replace(/^request\./i, '').toLowerCase();
  return FIELD_LABELS.find(([pattern]) => pattern.test(normalized))?.[1] ?? 'Dados de pagamento';
}

function fieldMessage(label: string, message: string): string {
  if (/required|obrigat/i.test(message)) return 'campo obrigatório.';
  if (/expired|vencid|expirad/i.test(message)) {
    return label === 'Validade do cartão' ? 'cartão vencido.' : 'expirou; informe os dados novamente.';
  }
  return 'valor inválido.';
}

const DECLINE = /recusad|declin|not.?authori[sz]ed|n[aã]o autorizad|negad|refused/i;

function normalizeFieldErrors(raw: unknown): Record<string, string[]> {
  if (!raw || typeof raw !== 'object') return {};
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m) => typeof m === 'string');
    if (messages.length > 0) fields[key] = messages as string[];
  }
  return fields;
}

function translateFields(fields: Record<string, string[]>) {
  const userFieldErrors: Record<string, string[]> = {};
  const labels = new Set<string>();
  for (const [path, messages] of Object.entries(fields)) {
    const label = fieldLabel(path);
    labels.add(label);
    userFieldErrors[path] = [...new Set(messages.map((m) => `${label}: ${fieldMessage(label, m)}`))];
  }
  return { userFieldErrors, labels: [...labels] };
}

export interface ErrorResponse {
  status: number;
  body: unknown;
  method: string;
  path: string;
  retryAfterSeconds?: number;
}

/** Maps a non-2xx answer shaped `{message, errors:{"field.path":[...]}}`. */
export function providerErrorFromResponse({
  status,
  body,
  method,
  path,
  retryAfterSeconds,
}: ErrorResponse): ProviderError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const providerMessage = typeof record.message === 'string' ? record.message : null;
  const fieldErrors = normalizeFieldErrors(record.errors);
  const { userFieldErrors, labels } = translateFields(fieldErrors);
  const mentionsDecline = [providerMessage ?? '', ...Object.values(fieldErrors).flat()].some((m) =>
    DECLINE.test(m),
  );
  const base = { status, providerMessage, fieldErrors, userFieldErrors, method, path, retryAfterSeconds };
  const make = (code: ProviderErrorCode, userMessage: string, extra: Partial<ProviderErrorDetails> = {}) =>
    new ProviderError({ ...base, code, userMessage, outcomeUnknown: false, retryable: false, ...extra });

  if (status === 401 || status === 403) return make('configuration', MESSAGES.configuration);
  if (status === 404) return make('not_found', MESSAGES.notFound);
  if (status === 429) return make('rate_limited', MESSAGES.rateLimited, { retryable: true });
  if (status >= 500) {
    const unknown = method !== 'GET';
    return make('unavailable', unknown ? MESSAGES.outcomeUnknown : MESSAGES.unavailable, {
      outcomeUnknown: unknown,
      retryable: true,
    });
  }
  if (mentionsDecline) return make('card_declined', MESSAGES.declined);
  if (labels.length > 0) {
    const code = status === 412 ? 'business_rule' : 'invalid_fields';
    return make(code, `Confira os dados informados: ${labels.join(', ')}.`);
  }
  if (status === 412) return make('business_rule', MESSAGES.businessRule);
  return make('invalid_request', MESSAGES.invalidRequest);
}

/** No answer at all: the request timed out or the connection failed. */
export function providerErrorFromFailure(
  kind: 'timeout' | 'network',
  method: string,
  path: string,
  cause: unknown,
): ProviderError {
  const unknown = method !== 'GET';
  return new ProviderError(
    {
      code: kind,
      status: null,
      providerMessage: null,
      fieldErrors: {},
      userFieldErrors: {},
      userMessage: unknown ? MESSAGES.outcomeUnknown : MESSAGES.unavailable,
      outcomeUnknown: unknown,
      retryable: true,
      method,
      path,
    },
    { cause },
  );
}

/** A charge the card issuer refused (e.g. the first charge of a `failed` subscription). */
export function isChargeDeclined(charge: Pick<PagarmeCharge, 'status'>): boolean {
  return charge.status === 'failed';
}

/** The error to show when a charge came back refused; the acquirer's text is kept for the logs. */
export function cardDeclinedError(charge: PagarmeCharge): ProviderError {
  return new ProviderError({
    code: 'card_declined',
    status: null,
    providerMessage: charge.last_transaction?.acquirer_message ?? null,
    fieldErrors: {},
    userFieldErrors: {},
    userMessage: MESSAGES.declined,
    outcomeUnknown: false,
    retryable: false,
    method: 'GET',
    path: `/charges/${charge.id}`,
  });
}
