import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminStatisticsService } from './statistics-service';

export function adminStatisticsRoutes(
  app: FastifyInstance,
  deps: { service: AdminStatisticsService; requireAuth: RequireAuth },
) {
  const { service: stats, requireAuth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const meta = { tags: ['admin: relatórios'] };
  r.route({
    ...fromContract(adminRoutes.statistics.users, meta),
    onRequest,
    handler: (request) => stats.users(request.query),
  });
  r.route({
    ...fromContract(adminRoutes.statistics.subscriptions, meta),
    onRequest,
    handler: (request) => stats.subscriptions(request.query),
  });
}
