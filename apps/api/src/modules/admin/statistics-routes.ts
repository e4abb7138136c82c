import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminStatisticsService } from './statistics-service';

export function adminStatisticsRoutes(
  app: FastifyInstance,
  deps: { service: AdminStatisticsService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service: stats, requireAuth } = deps;
  const route = contractRoutes(app, { tags: ['admin: relatórios'], publicUrl: deps.publicUrl });
  const onRequest = requireAuth({ roles: ['staff'] });
  route(adminRoutes.statistics.users, { onRequest, handle: ({ query }) => stats.users(query) });
  route(adminRoutes.statistics.subscriptions, {
    onRequest,
    handle: ({ query }) => stats.subscriptions(query),
  });
}
