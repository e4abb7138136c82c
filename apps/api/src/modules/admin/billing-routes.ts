import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParamSchema,
  adminOrphanQuerySchema,
  adminOrphanSubscriptionSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  adminSubscriptionActionSchema,
  adminSubscriptionDetailSchema,
  adminSubscriptionQuerySchema,
  adminSubscriptionSchema,
  grantSubscriptionInputSchema,
  paginatedSchema,
  providerIdParamSchema,
  providerListQuerySchema,
  providerObjectSchema,
  providerPageSchema,
  type ProviderListQuery,
} from '@aula/contracts';
import type { Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
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
  const base = '/api/admin/payment';

  r.get(
    `${base}/subscriptions`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Assinaturas (filtros por status e plano)',
        querystring: adminSubscriptionQuerySchema,
        response: { 200: paginatedSchema(adminSubscriptionSchema), ...errors },
      },
    },
    async (request) => pageOf(request, publicUrl, await service.list(request.query), request.query),
  );
  r.get(
    `${base}/subscriptions/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Uma assinatura, com seus pedidos',
        params: adminIdParamSchema,
        response: { 200: adminSubscriptionDetailSchema, ...errors },
      },
    },
    (request) => service.detail(request.params.id),
  );
  r.patch(
    `${base}/subscriptions/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Estende (dias), cancela agora ou reembolsa o primeiro pagamento (superusuário, até 7 dias)',
        params: adminIdParamSchema,
        body: adminSubscriptionActionSchema,
        response: { 200: adminSubscriptionDetailSchema, ...errors },
      },
    },
    (request) => service.act(actorOf(request), request.params.id, request.body),
  );
  r.post(
    `${base}/grant-subscription`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Concede um plano por N dias, sem pagamento',
        body: grantSubscriptionInputSchema,
        response: { 201: adminSubscriptionDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.grant(actorOf(request), request.body)),
  );
  r.get(
    `${base}/orders`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Pedidos (filtros por status, período e usuário)',
        querystring: adminOrderQuerySchema,
        response: { 200: paginatedSchema(adminOrderSchema), ...errors },
      },
    },
    async (request) => pageOf(request, publicUrl, await service.orders(request.query), request.query),
  );

  r.get(
    `${base}/orphan-subscriptions/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Assinaturas órfãs: ativas no provedor sem assinatura local (canceladas ou relatadas)',
        querystring: adminOrphanQuerySchema,
        response: { 200: paginatedSchema(adminOrphanSubscriptionSchema), ...errors },
      },
    },
    async (request) => pageOf(request, publicUrl, await service.orphans(request.query), request.query),
  );

  const listSchema = (summary: string) => ({
    onRequest,
    schema: {
      tags: providerTags,
      summary,
      querystring: providerListQuerySchema,
      response: { 200: providerPageSchema, ...errors },
    },
  });
  const oneSchema = (summary: string) => ({
    onRequest,
    schema: {
      tags: providerTags,
      summary,
      params: providerIdParamSchema,
      response: { 200: providerObjectSchema, ...errors },
    },
  });
  const pagarme = `${base}/pagarme`;
  const masked = async (list: Parameters<typeof asPage>[0]) => {
    const page = asPage(list);
    return { ...page, data: await maskDeletedAccounts(deps.db, page.data) };
  };
  const maskedOne = async (object: object) =>
    (await maskDeletedAccounts(deps.db, [object as Record<string, unknown>]))[0]!;

  r.get(`${pagarme}/cycles`, listSchema('Ciclos de uma assinatura no provedor'), async (request) => {
    const q = request.query;
    if (!q.provider_subscription_id) {
      throw ValidationFailure.field('provider_subscription_id', 'Informe a assinatura no provedor.');
    }
    return masked(await provider.listCycles(q.provider_subscription_id, pageQuery(q)));
  });
  r.get(`${pagarme}/invoices`, listSchema('Faturas no provedor'), async (request) => {
    const q = request.query;
    return masked(
      await provider.listInvoices({
        ...pageQuery(q),
        ...(q.provider_subscription_id ? { subscription_id: q.provider_subscription_id } : {}),
        ...(q.customer_id ? { customer_id: q.customer_id } : {}),
      }),
    );
  });
  r.get(`${pagarme}/charges`, listSchema('Cobranças no provedor'), async (request) => {
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
  });
  r.get(`${pagarme}/subscriptions`, listSchema('Assinaturas no provedor'), async (request) => {
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
  });
  r.get(`${pagarme}/invoices/:id`, oneSchema('Uma fatura no provedor'), async (request) =>
    maskedOne(await provider.getInvoice(request.params.id)),
  );
  r.get(`${pagarme}/charges/:id`, oneSchema('Uma cobrança no provedor'), async (request) =>
    maskedOne(await provider.getCharge(request.params.id)),
  );
}
