import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes, type ProviderListQuery } from '@aula/contracts';
import type { Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { PaymentProvider } from '../payments/provider/types';
import { maskDeletedAccounts } from './provider-masking';
import type { AdminSubscriptionsService } from './subscriptions';
import { actorOf, adminErrors as errors } from './shared';

const tags = ['admin: assinaturas e pedidos'];
const providerTags = ['admin: provedor (somente leitura)'];

/** The provider's objects pass through as they are; only the filters and paging are ours. */
const asPage = (list: {
  data: object[];
  paging: { total: number; previous?: string | null; next?: string | null };
}) => ({
  data: list.data as Record<string, unknown>[],
  paging: {
    total: list.paging.total,
    previous: list.paging.previous ?? null,
    next: list.paging.next ?? null,
  },
});

const pageQuery = (q: ProviderListQuery) => ({ page: q.page, size: q.size });

export function adminBillingRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    service: AdminSubscriptionsService;
    provider: PaymentProvider;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { service, provider, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const meta = { tags, errors };
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
    ...fromContract(orphanSubscriptions.list, meta),
    onRequest,
    handler: async (request) =>
      pageOf(request, publicUrl, await service.orphans(request.query), request.query),
  });

  const masked = async (list: Parameters<typeof asPage>[0]) => {
    const page = asPage(list);
    return { ...page, data: await maskDeletedAccounts(deps.db, page.data) };
  };
  const maskedOne = async (object: object) =>
    (await maskDeletedAccounts(deps.db, [object as Record<string, unknown>]))[0]!;

  const { provider: providerRoutes } = adminRoutes;
  const providerMeta = { tags: providerTags, errors };
  r.route({
    ...fromContract(providerRoutes.cycles, providerMeta),
    onRequest,
    handler: async (request) => {
      const q = request.query;
      if (!q.provider_subscription_id) {
        throw ValidationFailure.field('provider_subscription_id', 'Informe a assinatura no provedor.');
      }
      return masked(await provider.listCycles(q.provider_subscription_id, pageQuery(q)));
    },
  });
  r.route({
    ...fromContract(providerRoutes.invoices, providerMeta),
    onRequest,
    handler: async (request) => {
      const q = request.query;
      return masked(
        await provider.listInvoices({
          ...pageQuery(q),
          ...(q.provider_subscription_id ? { subscription_id: q.provider_subscription_id } : {}),
          ...(q.customer_id ? { customer_id: q.customer_id } : {}),
        }),
      );
    },
  });
  r.route({
    ...fromContract(providerRoutes.charges, providerMeta),
    onRequest,
    handler: async (request) => {
      const q = request.query;
      if (q.provider_subscription_id && !q.customer_id) {
        // The provider filters charges by customer only; a subscription's charges come from its invoices.
        const invoices = await provider.listInvoices({
          ...pageQuery(q),
          subscription_id: q.provider_subscription_id,
        });
        return masked({
          data: invoices.data.flatMap((i) => (i.charge ? [i.charge] : [])),
          paging: invoices.paging,
        });
      }
      return masked(
        await provider.listCharges({
          ...pageQuery(q),
          ...(q.customer_id ? { customer_id: q.customer_id } : {}),
        }),
      );
    },
  });
  r.route({
    ...fromContract(providerRoutes.subscriptions, providerMeta),
    onRequest,
    handler: async (request) => {
      const q = request.query;
      if (q.provider_subscription_id) {
        const one = await provider.getSubscription(q.provider_subscription_id);
        return masked({ data: [one], paging: { total: 1, previous: null, next: null } });
      }
      return masked(
        await provider.listSubscriptions({
          ...pageQuery(q),
          ...(q.customer_id ? { customer_id: q.customer_id } : {}),
        }),
      );
    },
  });
  r.route({
    ...fromContract(providerRoutes.invoice, providerMeta),
    onRequest,
    handler: async (request) => maskedOne(await provider.getInvoice(request.params.id)),
  });
  r.route({
    ...fromContract(providerRoutes.charge, providerMeta),
    onRequest,
    handler: async (request) => maskedOne(await provider.getCharge(request.params.id)),
  });
}
