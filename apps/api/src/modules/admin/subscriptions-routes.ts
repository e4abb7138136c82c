import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import { requireRoleWhen } from '../../plugins/auth';
import { actorOf, staffRoutes, type AdminRoutesDeps } from './shared';
import type { AdminSubscriptionsService } from './subscriptions-service';

/** Subscriptions, orders and the reconciliation's orphans. */
export function adminSubscriptionsRoutes(
  app: FastifyInstance,
  deps: AdminRoutesDeps<AdminSubscriptionsService>,
) {
  const { service } = deps;
  const { route, onRequest } = staffRoutes(app, deps, 'admin: assinaturas e pedidos');
  const { subscriptions, orders, orphanSubscriptions } = adminRoutes;

  route(subscriptions.list, {
    onRequest,
    handle: async ({ query, page }) => page(await service.list(query)),
  });
  route(subscriptions.detail, { onRequest, handle: ({ params }) => service.detail(params.id) });
  route(subscriptions.act, {
    onRequest,
    preHandler: requireRoleWhen(
      'superuser',
      (request) => request.body.action === 'refund_first_payment',
      'Só superusuários fazem reembolsos.',
    ),
    handle: (context) => service.act(actorOf(context), context.params.id, context.body),
  });
  route(subscriptions.grant, {
    onRequest,
    handle: (context) => service.grant(actorOf(context), context.body),
  });
  route(orders.list, { onRequest, handle: async ({ query, page }) => page(await service.orders(query)) });
  route(orders.byMethod, { onRequest, handle: ({ query }) => service.ordersByMethod(query) });
  route(orders.boletoRefundPaid, {
    onRequest,
    preHandler: requireRoleWhen('superuser', () => true, 'Só superusuários registram reembolsos.'),
    handle: (context) => service.boletoRefundPaid(actorOf(context), context.params.id),
  });
  route(orphanSubscriptions.list, {
    onRequest,
    handle: async ({ query, page }) => page(await service.orphans(query)),
  });
}
