import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { badRequestSchema, detailErrorSchema, type ErrorStatus, type RouteContract } from '@aula/contracts';
import { authOf, type AuthContext, type UserRow } from './auth-context';
import { pageOf, type Page } from './pagination';

type ErrorBodies<C extends RouteContract> = {
  [S in NonNullable<C['errors']>[number]]: S extends 400 ? typeof badRequestSchema : typeof detailErrorSchema;
};

const errorBody = (status: ErrorStatus) => (status === 400 ? badRequestSchema : detailErrorSchema);

/**
 * Fastify route options from a contract: method, path and the schemas that validate the request,
 * serialise the answer (errors included, from the contract's statuses) and document it in
 * /api/openapi.json. The module adds its OpenAPI tags; `r.route({ ...fromContract(c, meta), onRequest, handler })`.
 */
function fromContract<C extends RouteContract>(contract: C, meta: { tags: string[] }) {
  const errors = Object.fromEntries((contract.errors ?? []).map((status) => [status, errorBody(status)]));
  const response = { ...contract.responses, ...errors };
  // Keys a contract leaves out stay out: Fastify warns about a schema key set to undefined, and an
  // empty response map would document `responses: {}` instead of the default 200 (a file, a webhook).
  const schema = {
    tags: meta.tags,
    summary: contract.summary,
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.consumes ? { consumes: [...contract.consumes] } : {}),
    ...(contract.produces ? { produces: [...contract.produces] } : {}),
    ...(Object.keys(response).length ? { response } : {}),
  };
  return { method: contract.method, url: contract.path, schema } as {
    method: C['method'];
    url: C['path'];
    schema: {
      tags: string[];
      summary: string;
      params: C['params'];
      querystring: C['query'];
      body: C['body'];
      response: C['responses'] & ErrorBodies<C>;
    };
  };
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type SuccessStatus = 200 | 201 | 204;
type Answer<C extends RouteContract> = C['responses'][200] extends z.ZodType
  ? z.input<C['responses'][200]>
  : C['responses'][201] extends z.ZodType
    ? z.input<C['responses'][201]>
    : C['responses'][204] extends z.ZodType
      ? void
      : unknown;

/** What a handler gets: the request as the contract parsed it, who asked, and the DRF paging. */
export interface RouteContext<C extends RouteContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  /** The signed-in user; only behind an auth guard (a public route that reads it answers 401). */
  readonly user: UserRow;
  readonly auth: AuthContext;
  /** A service's `{count, results}` as DRF's page, with absolute next/previous links. */
  page<T>(result: { count: number; results: T[] }): Page<T>;
  request: FastifyRequest;
  /** For what a contract cannot say: headers, a file, another 2xx. Return it once used. */
  reply: FastifyReply;
}

/** The request as the contract parsed it, for a preHandler (it runs after validation). */
type ParsedRequest<C extends RouteContract> = FastifyRequest<{
  Params: Parsed<C['params']>;
  Querystring: Parsed<C['query']>;
  Body: Parsed<C['body']>;
}>;

export interface ContractRouteOptions<C extends RouteContract> {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: (request: ParsedRequest<C>, reply: FastifyReply) => Promise<void>;
  bodyLimit?: number;
  /** Off for answers compressed already, or sent in byte ranges. */
  compress?: false;
  handle: (context: RouteContext<C>) => Answer<C> | FastifyReply | Promise<Answer<C> | FastifyReply>;
}

const successStatus = (contract: RouteContract): SuccessStatus =>
  ([200, 201, 204] as const).find((status) => contract.responses[status]) ?? 200;

function contextOf<C extends RouteContract>(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
): RouteContext<C> {
  return {
    params: request.params as Parsed<C['params']>,
    query: request.query as Parsed<C['query']>,
    body: request.body as Parsed<C['body']>,
    get user() {
      return authOf(request).user;
    },
    get auth() {
      return authOf(request);
    },
    page: (result) =>
      pageOf(request, publicUrl, result, request.query as { page: number; page_size: number }),
    request,
    reply,
  };
}

/**
 * A module's route registrar: `route(contract, { onRequest, handle })` registers the contract's
 * method, path and schemas and answers with the contract's success status (201 for a create, 204
 * with no body for a delete), so a handler only returns what the service gave.
 */
export function contractRoutes(app: FastifyInstance, meta: { tags: string[]; publicUrl: string }) {
  return function route<C extends RouteContract>(contract: C, options: ContractRouteOptions<C>) {
    const { handle, preHandler, ...hooks } = options;
    const status = successStatus(contract);
    const { method, url, schema } = fromContract(contract, meta);
    // The handler is typed by RouteContext; Fastify only needs the schemas to validate and serialise.
    app.route({
      method,
      url,
      schema: schema as FastifySchema,
      ...hooks,
      ...(preHandler ? { preHandler: preHandler as preHandlerAsyncHookHandler } : {}),
      handler: async (request, reply) => {
        const answer = await handle(contextOf<C>(request, reply, meta.publicUrl));
        if (answer === reply || reply.sent) return reply;
        // A handler that chose another 2xx (201 for a new favourite, 200 for one it had) keeps it.
        if (reply.statusCode === 200) reply.status(status);
        return reply.send(reply.statusCode === 204 ? null : answer);
      },
    });
  };
}

export type ContractRoute = ReturnType<typeof contractRoutes>;
