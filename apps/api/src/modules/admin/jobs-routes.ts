import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminJobsService } from './jobs-service';
import { actorOf } from './shared';

export function adminJobsRoutes(
  app: FastifyInstance,
  deps: { service: AdminJobsService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service, requireAuth } = deps;
  const route = contractRoutes(app, { tags: ['admin: jobs'], publicUrl: deps.publicUrl });
  const onRequest = requireAuth({ roles: ['staff'] });
  route(adminRoutes.jobs.overview, { onRequest, handle: () => service.overview() });
  route(adminRoutes.jobs.retry, {
    onRequest,
    handle: (context) => service.retry(actorOf(context), context.params.id),
  });
}
