import { badRequestSchema, detailErrorSchema, type ErrorStatus, type RouteContract } from '@aula/contracts';

type ErrorBodies<C extends RouteContract> = {
  [S in NonNullable<C['errors']>[number]]: S extends 400 ? typeof badRequestSchema : typeof detailErrorSchema;
};

const errorBody = (status: ErrorStatus) => (status === 400 ? badRequestSchema : detailErrorSchema);

/**
 * Fastify route options from a contract: method, path and the schemas that validate the request,
 * serialise the answer (errors included, from the contract's statuses) and document it in
 * /api/openapi.json. The module adds its OpenAPI tags; `r.route({ ...fromContract(c, meta), onRequest, handler })`.
 */
export function fromContract<C extends RouteContract>(contract: C, meta: { tags: string[] }) {
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
