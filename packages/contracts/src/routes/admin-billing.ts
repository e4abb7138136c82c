import { adminIdParamSchema } from '../admin';
import {
  adminOrderQuerySchema,
  adminOrdersByMethodQuerySchema,
  adminOrdersByMethodSchema,
  adminOrderSchema,
  adminOrphanQuerySchema,
  adminOrphanSubscriptionSchema,
  adminSubscriptionActionSchema,
  adminSubscriptionDetailSchema,
  adminSubscriptionQuerySchema,
  adminSubscriptionSchema,
  grantSubscriptionInputSchema,
  providerIdParamSchema,
  providerListQuerySchema,
  providerObjectSchema,
  providerPageSchema,
} from '../admin-billing';
import { paginatedSchema } from '../errors';
import { defineRoute } from '../route';

const SUBSCRIPTIONS = '/api/admin/payment/subscriptions';
const PAGARME = '/api/admin/payment/pagarme';

const providerList = (path: string, summary: string) =>
  defineRoute({
    method: 'GET',
    path: `${PAGARME}/${path}`,
    summary,
    query: providerListQuerySchema,
    responses: { 200: providerPageSchema },
  });

const providerObject = (path: string, summary: string) =>
  defineRoute({
    method: 'GET',
    path: `${PAGARME}/${path}/:id`,
    summary,
    params: providerIdParamSchema,
    responses: { 200: providerObjectSchema },
  });

/** Subscriptions and orders as recorded here, and the provider's own records (read only). */
export const adminBillingRoutes = {
  subscriptions: {
    list: defineRoute({
      method: 'GET',
      path: SUBSCRIPTIONS,
      summary: 'Assinaturas (filtros por status e plano)',
      query: adminSubscriptionQuerySchema,
      responses: { 200: paginatedSchema(adminSubscriptionSchema) },
    }),
    detail: defineRoute({
      method: 'GET',
      path: `${SUBSCRIPTIONS}/:id`,
      summary: 'Uma assinatura, com seus pedidos',
      params: adminIdParamSchema,
      responses: { 200: adminSubscriptionDetailSchema },
    }),
    act: defineRoute({
      method: 'PATCH',
      path: `${SUBSCRIPTIONS}/:id`,
      summary: 'Estende (dias), cancela agora ou reembolsa o primeiro pagamento (superusuário, até 7 dias)',
      params: adminIdParamSchema,
      body: adminSubscriptionActionSchema,
      responses: { 200: adminSubscriptionDetailSchema },
    }),
    grant: defineRoute({
      method: 'POST',
      path: '/api/admin/payment/grant-subscription',
      summary: 'Concede um plano por N dias, sem pagamento',
      body: grantSubscriptionInputSchema,
      responses: { 201: adminSubscriptionDetailSchema },
    }),
  },
  orders: {
    list: defineRoute({
      method: 'GET',
      path: '/api/admin/payment/orders',
      summary: 'Pedidos (filtros por status, período e usuário)',
      query: adminOrderQuerySchema,
      responses: { 200: paginatedSchema(adminOrderSchema) },
    }),
    byMethod: defineRoute({
      method: 'GET',
      path: '/api/admin/payment/orders/by-method',
      summary: 'Relatório de pedidos por forma de pagamento',
      query: adminOrdersByMethodQuerySchema,
      responses: { 200: adminOrdersByMethodSchema },
    }),
    boletoRefundPaid: defineRoute({
      method: 'POST',
      path: '/api/admin/payment/orders/:id/boleto-refund-paid',
      summary: 'Registra que o reembolso de um boleto foi transferido (superusuário): o acesso termina',
      params: adminIdParamSchema,
      responses: { 200: adminOrderSchema },
    }),
  },
  orphanSubscriptions: {
    list: defineRoute({
      method: 'GET',
      path: '/api/admin/payment/orphan-subscriptions/',
      summary: 'Assinaturas órfãs: ativas no provedor sem assinatura local (canceladas ou relatadas)',
      query: adminOrphanQuerySchema,
      responses: { 200: paginatedSchema(adminOrphanSubscriptionSchema) },
    }),
  },
  provider: {
    cycles: providerList('cycles', 'Ciclos de uma assinatura no provedor'),
    invoices: providerList('invoices', 'Faturas no provedor'),
    charges: providerList('charges', 'Cobranças no provedor'),
    subscriptions: providerList('subscriptions', 'Assinaturas no provedor'),
    invoice: providerObject('invoices', 'Uma fatura no provedor'),
    charge: providerObject('charges', 'Uma cobrança no provedor'),
  },
};
