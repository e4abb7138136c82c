import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import type { ContactMessagesService } from './contact-messages-service';
import { actorOf, staffRoutes, type AdminRoutesDeps } from './shared';

export function contactMessagesRoutes(app: FastifyInstance, deps: AdminRoutesDeps<ContactMessagesService>) {
  const { service } = deps;
  const { route, onRequest } = staffRoutes(app, deps, 'admin: fale conosco');
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
