import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminProductsService } from './products-service';
import { actorOf } from './shared';

const tags = ['admin: produtos e processadores'];

export function adminProductsRoutes(
  app: FastifyInstance,
  deps: { service: AdminProductsService; requireAuth: RequireAuth },
) {
  const { service, requireAuth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const meta = { tags };
  r.route({ ...fromContract(adminRoutes.products.list, meta), onRequest, handler: () => service.products() });
  r.route({
    ...fromContract(adminRoutes.products.create, meta),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await service.createProduct(actorOf(request), request.body)),
  });
  r.route({
    ...fromContract(adminRoutes.processors.list, meta),
    onRequest,
    handler: () => service.processors(),
  });
  r.route({
    ...fromContract(adminRoutes.processors.create, meta),
    onRequest: requireAuth({
      roles: ['superuser'],
      denied: 'Só superusuários cadastram processadores de pagamento.',
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await service.createProcessor(actorOf(request), request.body)),
  });
}
