import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminCouponsService } from './coupons-service';
import { actorOf } from './shared';

const tags = ['admin: cupons'];

export function adminCouponsRoutes(
  app: FastifyInstance,
  deps: { service: AdminCouponsService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const meta = { tags };
  const { coupons: routes } = adminRoutes;
  r.route({
    ...fromContract(routes.list, meta),
    onRequest,
    handler: async (request) => pageOf(request, publicUrl, await service.list(request.query), request.query),
  });
  r.route({
    ...fromContract(routes.create, meta),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await service.create(actorOf(request), request.body)),
  });
  r.route({
    ...fromContract(routes.detail, meta),
    onRequest,
    handler: (request) => service.get(request.params.id),
  });
  r.route({
    ...fromContract(routes.update, meta),
    onRequest,
    handler: (request) => service.update(actorOf(request), request.params.id, request.body),
  });
  r.route({
    ...fromContract(routes.remove, meta),
    onRequest,
    handler: (request) => service.remove(actorOf(request), request.params.id),
  });
}
