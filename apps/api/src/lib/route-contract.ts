import type { RouteContract } from '@aula/contracts';
import type { z } from 'zod';

/**
 * Fastify route options from a contract: method, path and the schemas that validate the request,
 * serialise the answer and document it in /api/openapi.json. The module adds its OpenAPI tags and
 * the error bodies it can answer; `r.route({ ...fromContract(c, meta), onRequest, handler })`.
 */
export function fromContract<C extends RouteContract, E extends Record<number, z.ZodType>>(
  contract: C,
  meta: { tags: string[]; errors: E },
) {
  // Keys a contract leaves out stay out: Fastify warns about a schema key set to undefined.
  const schema = {
    tags: meta.tags,
    summary: contract.summary,
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.consumes ? { consumes: [...contract.consumes] } : {}),
    ...(contract.produces ? { produces: [...contract.produces] } : {}),
    response: { ...contract.responses, ...meta.errors },
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
      response: C['responses'] & E;
    };
  };
}
