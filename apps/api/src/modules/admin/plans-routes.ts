import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import type { AdminPlansService } from './plans-service';
import { actorOf, staffRoutes, type AdminRoutesDeps } from './shared';

export function adminPlansRoutes(app: FastifyInstance, deps: AdminRoutesDeps<AdminPlansService>) {
  const { service, requireAuth } = deps;
  const { route, onRequest } = staffRoutes(app, deps, 'admin: planos');
  const superuser = requireAuth({
    roles: ['superuser'],
    denied: 'Só superusuários alteram planos e preços.',
  });
  const { plans, providerPlans } = adminRoutes;
  route(plans.list, { onRequest, handle: () => service.list() });
  route(plans.create, {
    onRequest: superuser,
    handle: (context) => service.create(actorOf(context), context.body),
  });
  route(plans.detail, { onRequest, handle: ({ params }) => service.get(params.id) });
  route(plans.update, {
    onRequest: superuser,
    handle: (context) => service.update(actorOf(context), context.params.id, context.body),
  });
  route(plans.remove, {
    onRequest: superuser,
    handle: (context) => service.remove(actorOf(context), context.params.id),
  });
  route(plans.accessConfigs, { onRequest, handle: () => service.accessConfigs() });
  route(providerPlans.list, { onRequest, handle: () => service.providerPlans() });
  route(providerPlans.create, {
    onRequest,
    handle: (context) => service.createProviderPlan(actorOf(context), context.body.subscription_plan),
  });
}
