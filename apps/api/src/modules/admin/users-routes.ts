import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import { actorOf } from './shared';
import type { AdminUsersService } from './users-service';

export function adminUsersRoutes(
  app: FastifyInstance,
  deps: { service: AdminUsersService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service, requireAuth, publicUrl } = deps;
  const route = contractRoutes(app, { tags: ['admin: usuários'], publicUrl });
  const onRequest = requireAuth({ roles: ['staff'] });
  route(adminRoutes.users.list, {
    onRequest,
    handle: async ({ query, page }) => page(await service.list(query)),
  });
  route(adminRoutes.users.detail, { onRequest, handle: ({ params }) => service.detail(params.id) });
  route(adminRoutes.users.update, {
    onRequest: requireAuth({
      roles: ['superuser'],
      denied: 'Só superusuários alteram papéis e o acesso de usuários.',
    }),
    handle: (context) => service.patch(actorOf(context), context.params.id, context.body),
  });
}
