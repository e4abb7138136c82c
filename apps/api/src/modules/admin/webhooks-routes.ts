import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import { actorOf } from './shared';
import type { AdminWebhooksService } from './webhooks-service';

export function adminWebhookRoutes(
  app: FastifyInstance,
  deps: { service: AdminWebhooksService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service, requireAuth, publicUrl } = deps;
  const route = contractRoutes(app, { tags: ['admin: webhooks'], publicUrl });
  const onRequest = requireAuth({ roles: ['staff'] });
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
