import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminProviderService } from './provider-service';

const tags = ['admin: provedor (somente leitura)'];

export function adminProviderRoutes(
  app: FastifyInstance,
  deps: { service: AdminProviderService; requireAuth: RequireAuth },
) {
  const { service, requireAuth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const meta = { tags };
  const { provider: routes } = adminRoutes;

  r.route({
    ...fromContract(routes.cycles, meta),
    onRequest,
    handler: (request) => service.cycles(request.query),
  });
  r.route({
    ...fromContract(routes.invoices, meta),
    onRequest,
    handler: (request) => service.invoices(request.query),
  });
  r.route({
    ...fromContract(routes.charges, meta),
    onRequest,
    handler: (request) => service.charges(request.query),
  });
  r.route({
    ...fromContract(routes.subscriptions, meta),
    onRequest,
    handler: (request) => service.subscriptions(request.query),
  });
  r.route({
    ...fromContract(routes.invoice, meta),
    onRequest,
    handler: (request) => service.invoice(request.params.id),
  });
  r.route({
    ...fromContract(routes.charge, meta),
    onRequest,
    handler: (request) => service.charge(request.params.id),
  });
}
