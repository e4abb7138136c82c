import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import type { AdminProductsService } from './products-service';
import { actorOf, staffRoutes, type AdminRoutesDeps } from './shared';

export function adminProductsRoutes(app: FastifyInstance, deps: AdminRoutesDeps<AdminProductsService>) {
  const { service, requireAuth } = deps;
  const { route, onRequest } = staffRoutes(app, deps, 'admin: produtos e processadores');
  route(adminRoutes.products.list, { onRequest, handle: () => service.products() });
  route(adminRoutes.products.create, {
    onRequest,
    handle: (context) => service.createProduct(actorOf(context), context.body),
  });
  route(adminRoutes.processors.list, { onRequest, handle: () => service.processors() });
  route(adminRoutes.processors.create, {
    onRequest: requireAuth({
      roles: ['superuser'],
      denied: 'Só superusuários cadastram processadores de pagamento.',
    }),
    handle: (context) => service.createProcessor(actorOf(context), context.body),
  });
}
