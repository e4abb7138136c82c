import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { AdminAuditLogService } from './audit-log-service';
import type { AdminRoutesDeps } from './shared';

export function adminAuditLogRoutes(app: FastifyInstance, deps: AdminRoutesDeps<AdminAuditLogService>) {
  const { service } = deps;
  contractRoutes(app, { tags: ['admin: auditoria'], publicUrl: deps.publicUrl })(adminRoutes.auditLog.list, {
    onRequest: deps.requireAuth({ roles: ['superuser'] }),
    handle: async ({ query, page }) => page(await service.list(query)),
  });
}
