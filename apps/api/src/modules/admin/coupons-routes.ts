import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import type { AdminCouponsService } from './coupons-service';
import { actorOf, staffRoutes, type AdminRoutesDeps } from './shared';

export function adminCouponsRoutes(app: FastifyInstance, deps: AdminRoutesDeps<AdminCouponsService>) {
  const { service } = deps;
  const { route, onRequest } = staffRoutes(app, deps, 'admin: cupons');
  const { coupons } = adminRoutes;
  route(coupons.list, { onRequest, handle: async ({ query, page }) => page(await service.list(query)) });
  route(coupons.create, { onRequest, handle: (context) => service.create(actorOf(context), context.body) });
  route(coupons.detail, { onRequest, handle: ({ params }) => service.get(params.id) });
  route(coupons.update, {
    onRequest,
    handle: (context) => service.update(actorOf(context), context.params.id, context.body),
  });
  route(coupons.remove, {
    onRequest,
    handle: (context) => service.remove(actorOf(context), context.params.id),
  });
}
