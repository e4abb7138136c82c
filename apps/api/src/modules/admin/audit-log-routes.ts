import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminAuditLogService } from './audit-log-service';

export function adminAuditLogRoutes(
  app: FastifyInstance,
  deps: { service: AdminAuditLogService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service } = deps;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(adminRoutes.auditLog.list, { tags: ['admin: auditoria'] }),
    onRequest: deps.requireAuth({ roles: ['superuser'] }),
    handler: async (request) =>
      pageOf(request, deps.publicUrl, await service.list(request.query), request.query),
  });
}
