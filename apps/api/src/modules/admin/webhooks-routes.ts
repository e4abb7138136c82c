import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import { actorOf, staffRoutes, type AdminRoutesDeps } from './shared';
import type { AdminWebhooksService } from './webhooks-service';

export function adminWebhookRoutes(app: FastifyInstance, deps: AdminRoutesDeps<AdminWebhooksService>) {
  const { service, requireAuth } = deps;
  const { route, onRequest } = staffRoutes(app, deps, 'admin: webhooks');
  const { webhookEvents } = adminRoutes;

  route(webhookEvents.list, {
    onRequest,
    handle: async ({ query, page }) => page(await service.list(query)),
  });
  route(webhookEvents.detail, { onRequest, handle: ({ params }) => service.detail(params.id) });
  route(webhookEvents.reprocess, {
    onRequest: requireAuth({ roles: ['superuser'] }),
    handle: (context) => service.reprocess(actorOf(context), context.params.id),
  });
}
