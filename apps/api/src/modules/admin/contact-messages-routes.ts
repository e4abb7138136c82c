import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { ContactMessagesService } from './contact-messages-service';
import { actorOf } from './shared';

const tags = ['admin: fale conosco'];

export function contactMessagesRoutes(
  app: FastifyInstance,
  deps: {
    service: ContactMessagesService;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { service, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const meta = { tags };
  r.route({
    ...fromContract(adminRoutes.messages.list, meta),
    onRequest,
    handler: async (request) => pageOf(request, publicUrl, await service.list(request.query), request.query),
  });
  r.route({
    ...fromContract(adminRoutes.messages.detail, meta),
    onRequest,
    handler: (request) => service.detail(request.params.id),
  });
  r.route({
    ...fromContract(adminRoutes.messages.answer, meta),
    onRequest,
    handler: (request) => service.answer(actorOf(request), request.params.id, request.body),
  });
}
