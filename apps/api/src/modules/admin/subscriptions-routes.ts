import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import { requireRoleWhen, type RequireAuth } from '../../plugins/auth';
import { actorOf } from './shared';
import type { AdminSubscriptionsService } from './subscriptions-service';

const tags = ['admin: assinaturas e pedidos'];

/** Subscriptions, orders and the reconciliation's orphans. */
export function adminSubscriptionsRoutes(
  app: FastifyInstance,
  deps: { service: AdminSubscriptionsService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const meta = { tags };
  const { subscriptions, orders, orphanSubscriptions } = adminRoutes;

  r.route({
    ...fromContract(subscriptions.list, meta),
    onRequest,
    handler: async (request) => pageOf(request, publicUrl, await service.list(request.query), request.query),
  });
  r.route({
    ...fromContract(subscriptions.detail, meta),
    onRequest,
    handler: (request) => service.detail(request.params.id),
  });
  r.route({
    ...fromContract(subscriptions.act, meta),
    onRequest,
    preHandler: requireRoleWhen(
      'superuser',
      (request) => request.body.action === 'refund_first_payment',
      'Só superusuários fazem reembolsos.',
    ),
    handler: (request) => service.act(actorOf(request), request.params.id, request.body),
  });
  r.route({
    ...fromContract(subscriptions.grant, meta),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await service.grant(actorOf(request), request.body)),
  });
  r.route({
    ...fromContract(orders.list, meta),
    onRequest,
    handler: async (request) =>
      pageOf(request, publicUrl, await service.orders(request.query), request.query),
  });
  r.route({
    ...fromContract(orders.byMethod, meta),
    onRequest,
    handler: (request) => service.ordersByMethod(request.query),
  });
  r.route({
    ...fromContract(orders.boletoRefundPaid, meta),
    onRequest,
    preHandler: requireRoleWhen('superuser', () => true, 'Só superusuários registram reembolsos.'),
    handler: (request) => service.boletoRefundPaid(actorOf(request), request.params.id),
  });
  r.route({
    ...fromContract(orphanSubscriptions.list, meta),
    onRequest,
    handler: async (request) =>
      pageOf(request, publicUrl, await service.orphans(request.query), request.query),
  });
}
