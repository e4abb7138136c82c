import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminJobsService } from './jobs-service';
import { actorOf } from './shared';

export function adminJobsRoutes(
  app: FastifyInstance,
  deps: { service: AdminJobsService; requireAuth: RequireAuth },
) {
  const { service, requireAuth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const meta = { tags: ['admin: jobs'] };

  r.route({
    ...fromContract(adminRoutes.jobs.overview, meta),
    onRequest,
    handler: () => service.overview(),
  });
  r.route({
    ...fromContract(adminRoutes.jobs.retry, meta),
    onRequest,
    handler: (request) => service.retry(actorOf(request), request.params.id),
  });
}
