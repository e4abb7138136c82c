import { randomUUID } from 'node:crypto';
import { ProviderError, providerErrorFromFailure, providerErrorFromResponse } from './errors';

export interface PagarmeHttpOptions {
  /** e.g. https://api.pagar.me/core/v5 or the sandbox's url. */
  baseUrl: string;
  secretKey: string;
  fetch?: typeof fetch;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  /** Extra attempts for failures that are safe to repeat; default and maximum 2. */
  retries?: number;
  /** First backoff delay, doubled each retry; default 300 ms. */
  retryDelayMs?: number;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface HttpRequest {
  method: HttpMethod;
  /** Relative to baseUrl, ids already encoded. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export type HttpSend = <T>(request: HttpRequest) => Promise<T>;

const MAX_RETRIES = 2;
const MAX_RETRY_AFTER_MS = 5_000;

function queryString(query: HttpRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/** Settles with the promise, or rejects as soon as the signal aborts (even if the promise ignores it). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The transport: Basic auth with the secret key, JSON, an Idempotency-Key on every POST, a timeout
 * per attempt, and retries only for requests that cannot act twice (GETs, and writes carrying an
 * Idempotency-Key, which the provider answers from its stored result).
 */
export function pagarmeHttp(options: PagarmeHttpOptions): HttpSend {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = Math.min(Math.max(options.retries ?? MAX_RETRIES, 0), MAX_RETRIES);
  const baseDelayMs = options.retryDelayMs ?? 300;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function attempt<T>(request: HttpRequest, headers: Record<string, string>, body?: string) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const url = `${baseUrl}${request.path}${queryString(request.query)}`;
    try {
      const response = await untilAborted(
        fetchImpl(url, { method: request.method, headers, body, signal }),
        signal,
      );
      const parsed = parseJson(await untilAborted(response.text(), signal));
      if (!response.ok) {
        throw providerErrorFromResponse({
          status: response.status,
          body: parsed,
          method: request.method,
          path: request.path,
          retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
        });
      }
      if (typeof parsed === 'string') throw new Error('Pagar.me answered with a body that is not JSON');
      return parsed as T;
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (request.signal?.aborted) throw request.signal.reason ?? error;
      const kind = timeout.aborted ? 'timeout' : 'network';
      throw providerErrorFromFailure(kind, request.method, request.path, error);
    }
  }

  return async function send<T>(request: HttpRequest): Promise<T> {
    const idempotencyKey = request.idempotencyKey ?? (request.method === 'POST' ? randomUUID() : undefined);
    const safeToRepeat = request.method === 'GET' || idempotencyKey !== undefined;
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let body: string | undefined;
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }

    for (let retry = 0; ; retry++) {
      try {
        return await attempt<T>(request, headers, body);
      } catch (error) {
        if (!(error instanceof ProviderError) || !error.retryable || !safeToRepeat || retry >= retries) {
          throw error;
        }
        const delay =
          error.retryAfterSeconds !== undefined
            ? Math.min(error.retryAfterSeconds * 1000, MAX_RETRY_AFTER_MS)
            : baseDelayMs * 2 ** retry + Math.random() * (baseDelayMs / 2);
        await sleep(delay);
      }
    }
  };
}
