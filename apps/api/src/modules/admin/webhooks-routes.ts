import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import { actorOf } from './shared';
import type { AdminWebhooksService } from './webhooks-service';

export function adminWebhookRoutes(
  app: FastifyInstance,
  deps: { service: AdminWebhooksService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const superuser = requireAuth({ roles: ['superuser'] });
  const meta = { tags: ['admin: webhooks'] };

  r.route({
    ...fromContract(adminRoutes.webhookEvents.list, meta),
    onRequest,
    handler: async (request) => pageOf(request, publicUrl, await service.list(request.query), request.query),
  });
  r.route({
    ...fromContract(adminRoutes.webhookEvents.detail, meta),
    onRequest,
    handler: (request) => service.detail(request.params.id),
  });
  r.route({
    ...fromContract(adminRoutes.webhookEvents.reprocess, meta),
    onRequest: superuser,
    handler: (request) => service.reprocess(actorOf(request), request.params.id),
  });
}
