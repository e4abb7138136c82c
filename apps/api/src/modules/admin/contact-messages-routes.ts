import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { ContactMessagesService } from './contact-messages-service';
import { actorOf } from './shared';

export function contactMessagesRoutes(
  app: FastifyInstance,
  deps: { service: ContactMessagesService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service, requireAuth, publicUrl } = deps;
  const route = contractRoutes(app, { tags: ['admin: fale conosco'], publicUrl });
  const onRequest = requireAuth({ roles: ['staff'] });
  route(adminRoutes.messages.list, {
    onRequest,
    handle: async ({ query, page }) => page(await service.list(query)),
  });
  route(adminRoutes.messages.detail, { onRequest, handle: ({ params }) => service.detail(params.id) });
  route(adminRoutes.messages.answer, {
    onRequest,
    handle: (context) => service.answer(actorOf(context), context.params.id, context.body),
  });
}
