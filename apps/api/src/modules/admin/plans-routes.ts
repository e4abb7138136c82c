import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminPlansService } from './plans-service';
import { actorOf } from './shared';

const tags = ['admin: planos'];

export function adminPlansRoutes(
  app: FastifyInstance,
  deps: { service: AdminPlansService; requireAuth: RequireAuth },
) {
  const { service, requireAuth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const superuser = requireAuth({
    roles: ['superuser'],
    denied: 'Só superusuários alteram planos e preços.',
  });
  const meta = { tags };
  const { plans, providerPlans } = adminRoutes;
  r.route({ ...fromContract(plans.list, meta), onRequest, handler: () => service.list() });
  r.route({
    ...fromContract(plans.create, meta),
    onRequest: superuser,
    handler: async (request, reply) =>
      reply.status(201).send(await service.create(actorOf(request), request.body)),
  });
  r.route({
    ...fromContract(plans.detail, meta),
    onRequest,
    handler: (request) => service.get(request.params.id),
  });
  r.route({
    ...fromContract(plans.update, meta),
    onRequest: superuser,
    handler: (request) => service.update(actorOf(request), request.params.id, request.body),
  });
  r.route({
    ...fromContract(plans.remove, meta),
    onRequest: superuser,
    handler: async (request, reply) => {
      await service.remove(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    ...fromContract(plans.accessConfigs, meta),
    onRequest,
    handler: () => service.accessConfigs(),
  });
  r.route({
    ...fromContract(providerPlans.list, meta),
    onRequest,
    handler: () => service.providerPlans(),
  });
  r.route({
    ...fromContract(providerPlans.create, meta),
    onRequest,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await service.createProviderPlan(actorOf(request), request.body.subscription_plan)),
  });
}
