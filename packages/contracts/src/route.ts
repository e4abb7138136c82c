import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The error statuses a route may answer. Their bodies are the shared DRF shapes (`badRequestSchema`
 * for 400, `detailErrorSchema` with a code from ERROR_CODES for the rest), so a status says it all.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/**
 * One endpoint, declared once: the API registers it from this object (schemas, OpenAPI summary) and
 * the web app calls it through `callRoute`, so no path, body type or response schema is written twice.
 * `path` uses Fastify's syntax (`/api/content/classrooms/:id/`).
 */
export interface RouteContract {
  method: HttpMethod;
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer by status (200, 201 or 204); error bodies are the shared DRF shapes. */
  responses: { 200?: z.ZodType; 201?: z.ZodType; 204?: z.ZodType };
  /** The error answers it documents; a module's usual set comes from `withErrors`. */
  errors?: readonly ErrorStatus[];
  /** Media types other than JSON, for the OpenAPI document: a multipart upload, a PDF or CSV answer. */
  consumes?: readonly string[];
  produces?: readonly string[];
}

export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

type RouteTree = { [key: string]: RouteContract | RouteTree };
type WithErrors<T, E> = {
  [K in keyof T]: T[K] extends RouteContract
    ? T[K] extends { errors: readonly ErrorStatus[] }
      ? T[K]
      : T[K] & { errors: E }
    : WithErrors<T[K], E>;
};

const isRoute = (value: RouteContract | RouteTree): value is RouteContract =>
  typeof value.method === 'string' && typeof value.path === 'string';

/** A module's routes with its usual error answers, except where a route declares its own. */
export function withErrors<const E extends readonly ErrorStatus[], const T extends RouteTree>(
  errors: E,
  routes: T,
): WithErrors<T, E> {
  const entries = Object.entries(routes).map(([key, value]) => [
    key,
    isRoute(value) ? { errors, ...value } : withErrors(errors, value),
  ]);
  return Object.fromEntries(entries) as WithErrors<T, E>;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller sends: the typed params, query and body the contract declares. */
export type RouteInput<C extends RouteContract> = (C['params'] extends z.ZodType
  ? { params: Input<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: Input<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: Input<C['body']> } : { body?: undefined });

/** The success answer a caller gets back. */
export type RouteOutput<C extends RouteContract> = C['responses'][200] extends z.ZodType
  ? z.output<C['responses'][200]>
  : C['responses'][201] extends z.ZodType
    ? z.output<C['responses'][201]>
    : null;

/** The contract's path with its `:params` filled in (URL-encoded) and the query string appended. */
export function routeUrl(
  contract: Pick<RouteContract, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined | null> = {},
): string {
  const path = contract.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Faltou o parâmetro ${name} de ${contract.path}`);
    return encodeURIComponent(String(value));
  });
  const text = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return text ? `${path}?${text}` : path;
}
