import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminProductsService } from './products-service';
import { actorOf } from './shared';

export function adminProductsRoutes(
  app: FastifyInstance,
  deps: { service: AdminProductsService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service, requireAuth } = deps;
  const route = contractRoutes(app, { tags: ['admin: produtos e processadores'], publicUrl: deps.publicUrl });
  const onRequest = requireAuth({ roles: ['staff'] });
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
