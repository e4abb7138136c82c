import {
  ERROR_CODES,
  PASSWORD_CHANGE_REQUIRED_CODE,
  refreshTokenRoute,
  routeUrl,
  tokenPairSchema,
  type ErrorCode,
  type RouteContract,
  type RouteInput,
  type RouteOutput,
} from '@aula/contracts';
import { noteApiAnswer } from './offline/saved-copy';
import { takePageData } from './page-data';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  markPasswordChangeRequired,
  setTokens,
} from './session';

export const REFRESH_PATH = routeUrl(refreshTokenRoute);
export const NETWORK_ERROR_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão com a internet e tente novamente.';

export type FieldErrors = Record<string, string[]>;

/** A failed call: the HTTP status (0 when the server could not be reached) and the DRF-shaped body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const detail = detailOf(body);
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** `{detail}` of a non-field error. */
  get detail(): string | undefined {
    return detailOf(this.body);
  }

  /** The `code` of a `{detail, code}` answer: one of the shared ERROR_CODES. */
  get code(): ErrorCode | undefined {
    const code = isRecord(this.body) ? this.body.code : undefined;
    return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)
      ? (code as ErrorCode)
      : undefined;
  }

  /**
   * `{field: [messages]}` of a validation error (non_field_errors included). Only lists of messages
   * count, so a field named `code` (a coupon's) is a field while the string `code` of `{detail, code}` is not.
   */
  get fieldErrors(): FieldErrors {
    if (!isRecord(this.body)) return {};
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(this.body)) {
      if (Array.isArray(messages) && messages.every((m) => typeof m === 'string')) errors[field] = messages;
    }
    return errors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function detailOf(body: unknown): string | undefined {
  const detail = isRecord(body) ? body.detail : undefined;
  return typeof detail === 'string' ? detail : undefined;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A multipart body (a file upload), sent as it is instead of `body` as JSON. */
  form?: FormData;
  /**
   * false for calls whose 401 means "wrong credentials" rather than "expired token" (login):
   * the 401 goes straight back to the caller.
   */
  refreshOnUnauthorized?: boolean;
  /** Validates the response body (a zod schema from the contracts). */
  schema?: { parse(data: unknown): T };
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`); they are sent again on the retry after a refresh. */
  headers?: Record<string, string>;
}

async function send(path: string, options: ApiRequestOptions<unknown>, token: string | undefined) {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined && !options.form) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `JWT ${token}`;
  try {
    const response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      credentials: 'same-origin',
    });
    noteApiAnswer(response);
    return response;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, { detail: NETWORK_ERROR_MESSAGE });
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  // Some error answers come without a JSON content type; their body is JSON all the same.
  if ((response.headers.get('content-type') ?? '').includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

let refreshing: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const refresh = getRefreshToken();
  if (!refresh) {
    clearSession('expired');
    return false;
  }
  let response: Response;
  try {
    response = await send(REFRESH_PATH, { method: 'POST', body: { refresh } }, undefined);
  } catch {
    return false;
  }
  if (response.status === 401) {
    clearSession('expired');
    return false;
  }
  if (!response.ok) return false;
  const parsed = tokenPairSchema.safeParse(await readBody(response));
  if (!parsed.success) return false;
  setTokens(parsed.data);
  return true;
}

/**
 * Renews the token pair after a 401. Concurrent callers share one refresh call (the server revokes a
 * whole session when a rotated refresh token is replayed), and a caller whose token was already
 * replaced (by another call or tab) just retries with the new one.
 */
function refreshSession(rejectedToken: string | undefined): Promise<boolean> {
  if (refreshing) return refreshing;
  const current = getAccessToken();
  if (current && current !== rejectedToken) return Promise.resolve(true);
  refreshing = refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Sends with the JWT header; on a 401 it renews the session once (single flight) and sends again. */
async function sendAuthorized(path: string, options: ApiRequestOptions<unknown>): Promise<Response> {
  const token = getAccessToken();
  const response = await send(path, options, token);
  if (
    response.status === 401 &&
    options.refreshOnUnauthorized !== false &&
    (token !== undefined || getRefreshToken() !== undefined) &&
    (await refreshSession(token))
  ) {
    return send(path, options, getAccessToken());
  }
  return response;
}

async function failureOf(response: Response): Promise<ApiError> {
  const error = new ApiError(response.status, await readBody(response));
  if (error.status === 403 && error.code === PASSWORD_CHANGE_REQUIRED_CODE) markPasswordChangeRequired();
  return error;
}

/**
 * The one way the app calls the API: JWT header, refresh-and-retry on 401, typed errors; a GET the
 * page already brought (lib/page-data.ts) is answered from there.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const brought = (options.method ?? 'GET') === 'GET' ? takePageData(path) : undefined;
  if (brought !== undefined) return options.schema ? options.schema.parse(brought) : (brought as T);
  const response = await sendAuthorized(path, options);
  if (!response.ok) throw await failureOf(response);
  const body = await readBody(response);
  return options.schema ? options.schema.parse(body) : (body as T);
}

/**
 * A file the API serves only with the JWT header (a CSV, a PDF): the successful answer, whose body
 * the caller reads as a blob. Same session and error rules as `apiRequest`.
 */
export async function fetchFile(path: string): Promise<Response> {
  const response = await sendAuthorized(path, { headers: { Accept: '*/*' } });
  if (!response.ok) throw await failureOf(response);
  return response;
}

/** A multipart body with the file in the field "file", the way every upload route reads it. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

type CallOptions<T> = Pick<ApiRequestOptions<T>, 'signal' | 'headers' | 'refreshOnUnauthorized' | 'form'> & {
  /** A narrower view of a role-dependent answer (e.g. the teacher's side of a classroom). */
  schema?: { parse(data: unknown): T };
};

/**
 * Calls an endpoint declared in packages/contracts: the path, method and body type come from the
 * contract, and the answer is checked with the contract's schema (or the narrower one given).
 */
export function callRoute<C extends RouteContract>(
  contract: C,
  input: RouteInput<C> & CallOptions<never>,
): Promise<RouteOutput<C>>;
export function callRoute<C extends RouteContract, T>(
  contract: C,
  input: RouteInput<C> & CallOptions<T> & { schema: { parse(data: unknown): T } },
): Promise<T>;
// Two signatures, so the answer's type comes from the contract (or the narrower schema given), never
// from what the caller's context expects (react-query's placeholderData, say).
export function callRoute<C extends RouteContract, T>(
  contract: C,
  input: RouteInput<C> & CallOptions<T>,
): Promise<T> {
  const { params, query, body, schema, ...options } = input as CallOptions<T> & {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  const declared = contract.responses[200] ?? contract.responses[201];
  return apiRequest<T>(routeUrl(contract, params, query), {
    ...options,
    method: contract.method,
    body,
    schema: schema ?? (declared as { parse(data: unknown): T } | undefined),
  });
}

/** For react-query's retry: a 4xx will not change by asking again. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
