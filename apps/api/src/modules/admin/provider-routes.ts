import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminProviderService } from './provider-service';

export function adminProviderRoutes(
  app: FastifyInstance,
  deps: { service: AdminProviderService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { service, requireAuth } = deps;
  const route = contractRoutes(app, {
    tags: ['admin: provedor (somente leitura)'],
    publicUrl: deps.publicUrl,
  });
  const onRequest = requireAuth({ roles: ['staff'] });
  const { provider } = adminRoutes;

  route(provider.cycles, { onRequest, handle: ({ query }) => service.cycles(query) });
  route(provider.invoices, { onRequest, handle: ({ query }) => service.invoices(query) });
  route(provider.charges, { onRequest, handle: ({ query }) => service.charges(query) });
  route(provider.subscriptions, { onRequest, handle: ({ query }) => service.subscriptions(query) });
  route(provider.invoice, { onRequest, handle: ({ params }) => service.invoice(params.id) });
  route(provider.charge, { onRequest, handle: ({ params }) => service.charge(params.id) });
}
