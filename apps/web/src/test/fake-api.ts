import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Reply = [status: number, body?: unknown];
type Handler = (request: FakeRequest) => Reply | Promise<Reply>;

/**
 * Replaces fetch with a table of "METHOD /path" handlers and records every call. An unlisted call
 * fails the test loudly instead of reaching the network.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const request: FakeRequest = {
      method,
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Chamada inesperada: ${method} ${url.pathname}`);
    const [status, body] = await handler(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** An unsigned JWT-looking token whose payload the session code can read (exp in seconds). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.assinatura`;
}

export function tokenPair(name: string, refreshExpSeconds = Math.floor(Date.now() / 1000) + 86_400) {
  return {
    access: fakeJwt({ typ: 'access', name }),
    refresh: fakeJwt({ typ: 'refresh', name, exp: refreshExpSeconds }),
  };
}

export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export function cookieValue(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}
