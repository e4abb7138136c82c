import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planShareRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { PlanSharesService } from './plan-shares-service';

const tags = ['compartilhamento'];

/** Share one's own plan by link; a colleague sees it and copies it into "Meus livros". */
export function planSharesRoutes(
  app: FastifyInstance,
  deps: { shares: PlanSharesService; requireAuth: RequireAuth },
) {
  const { shares } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.requireAuth({ roles: ['teacher'] });
  const meta = { tags };

  r.route({
    ...fromContract(planShareRoutes.current, meta),
    onRequest,
    handler: async (request) => ({ share: await shares.current(authOf(request).user, request.params.id) }),
  });
  r.route({
    ...fromContract(planShareRoutes.start, meta),
    onRequest,
    handler: async (request, reply) => {
      const { created, share } = await shares.share(authOf(request).user, request.params.id);
      return reply.status(created ? 201 : 200).send(share);
    },
  });
  r.route({
    ...fromContract(planShareRoutes.stop, meta),
    onRequest,
    handler: async (request, reply) => {
      await shares.stop(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    ...fromContract(planShareRoutes.view, meta),
    onRequest,
    handler: (request) => shares.view(request.params.token),
  });
  r.route({
    ...fromContract(planShareRoutes.copy, meta),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await shares.copy(authOf(request).user, request.params.token)),
  });
}
