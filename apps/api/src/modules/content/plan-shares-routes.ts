import type { FastifyInstance } from 'fastify';
import { planShareRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { PlanSharesService } from './plan-shares-service';

/** Share one's own plan by link; a colleague sees it and copies it into "Meus livros". */
export function planSharesRoutes(
  app: FastifyInstance,
  deps: { shares: PlanSharesService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { shares } = deps;
  const route = contractRoutes(app, { tags: ['compartilhamento'], publicUrl: deps.publicUrl });
  const onRequest = deps.requireAuth({ roles: ['teacher'] });

  route(planShareRoutes.current, {
    onRequest,
    handle: async ({ user, params }) => ({ share: await shares.current(user, params.id) }),
  });
  route(planShareRoutes.start, {
    onRequest,
    handle: async ({ user, params, reply }) => {
      const { created, share } = await shares.share(user, params.id);
      reply.status(created ? 201 : 200);
      return share;
    },
  });
  route(planShareRoutes.stop, { onRequest, handle: ({ user, params }) => shares.stop(user, params.id) });
  route(planShareRoutes.view, { onRequest, handle: ({ params }) => shares.view(params.token) });
  route(planShareRoutes.copy, { onRequest, handle: ({ user, params }) => shares.copy(user, params.token) });
}
