import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import { actorOf } from './shared';
import type { AdminUsersService } from './users-service';

const tags = ['admin: usuários'];

export function adminUsersRoutes(
  app: FastifyInstance,
  deps: { service: AdminUsersService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const meta = { tags };
  r.route({
    ...fromContract(adminRoutes.users.list, meta),
    onRequest,
    handler: async (request) => pageOf(request, publicUrl, await service.list(request.query), request.query),
  });
  r.route({
    ...fromContract(adminRoutes.users.detail, meta),
    onRequest,
    handler: (request) => service.detail(request.params.id),
  });
  r.route({
    ...fromContract(adminRoutes.users.update, meta),
    onRequest: requireAuth({
      roles: ['superuser'],
      denied: 'Só superusuários alteram papéis e o acesso de usuários.',
    }),
    handler: (request) => service.patch(actorOf(request), request.params.id, request.body),
  });
}
