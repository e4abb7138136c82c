import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@aula/contracts';
import type { AdminProviderService } from './provider-service';
import { staffRoutes, type AdminRoutesDeps } from './shared';

export function adminProviderRoutes(app: FastifyInstance, deps: AdminRoutesDeps<AdminProviderService>) {
  const { service } = deps;
  const { route, onRequest } = staffRoutes(app, deps, 'admin: provedor (somente leitura)');
  const { provider } = adminRoutes;

  route(provider.cycles, { onRequest, handle: ({ query }) => service.cycles(query) });
  route(provider.invoices, { onRequest, handle: ({ query }) => service.invoices(query) });
  route(provider.charges, { onRequest, handle: ({ query }) => service.charges(query) });
  route(provider.subscriptions, { onRequest, handle: ({ query }) => service.subscriptions(query) });
  route(provider.invoice, { onRequest, handle: ({ params }) => service.invoice(params.id) });
  route(provider.charge, { onRequest, handle: ({ params }) => service.charge(params.id) });
}
