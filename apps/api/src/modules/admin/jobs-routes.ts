import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import type { AdminJobsService } from './jobs-service';
import { actorOf, staffRoutes, type AdminRoutesDeps } from './shared';

export function adminJobsRoutes(app: FastifyInstance, deps: AdminRoutesDeps<AdminJobsService>) {
  const { service } = deps;
  const { route, onRequest } = staffRoutes(app, deps, 'admin: jobs');
  route(adminRoutes.jobs.overview, { onRequest, handle: () => service.overview() });
  route(adminRoutes.jobs.retry, {
    onRequest,
    handle: (context) => service.retry(actorOf(context), context.params.id),
  });
}
