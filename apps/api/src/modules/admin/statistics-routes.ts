import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import type { AdminStatisticsService } from './statistics-service';
import { staffRoutes, type AdminRoutesDeps } from './shared';

export function adminStatisticsRoutes(app: FastifyInstance, deps: AdminRoutesDeps<AdminStatisticsService>) {
  const { service: stats } = deps;
  const { route, onRequest } = staffRoutes(app, deps, 'admin: relatórios');
  route(adminRoutes.statistics.users, { onRequest, handle: ({ query }) => stats.users(query) });
  route(adminRoutes.statistics.subscriptions, {
    onRequest,
    handle: ({ query }) => stats.subscriptions(query),
  });
}
