import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import { actorOf, staffRoutes, type AdminRoutesDeps } from './shared';
import type { AdminUsersService } from './users-service';

export function adminUsersRoutes(app: FastifyInstance, deps: AdminRoutesDeps<AdminUsersService>) {
  const { service, requireAuth } = deps;
  const { route, onRequest } = staffRoutes(app, deps, 'admin: usuários');
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
