import {
  adminContactMessageSchema,
  adminContactQuerySchema,
  adminIdParamSchema,
  adminUserDetailSchema,
  adminUserPatchSchema,
  adminUserQuerySchema,
  adminUserSchema,
  adminWebhookEventDetailSchema,
  adminWebhookEventSchema,
  adminWebhookQuerySchema,
  auditEntrySchema,
  auditQuerySchema,
  contactAnswerInputSchema,
  statisticsQuerySchema,
  subscriptionStatisticsSchema,
  userStatisticsSchema,
} from '../admin';
import { paginatedSchema } from '../errors';
import { defineRoute, withErrors } from '../route';
import { adminBillingRoutes } from './admin-billing';
import { adminCatalogueRoutes } from './admin-catalogue';
import { adminJobRoutes } from './admin-jobs';

const WEBHOOK_EVENTS = '/api/admin/webhooks/webhook-events';
const MESSAGES = '/api/admin/contact-messages';

/**
 * The back office's endpoints under /api/admin (SPEC section 7), grouped by resource like the web
 * app's adminKeys; the content back office (/api/admin/content) is declared with the content.
 */
export const adminRoutes = withErrors([400, 401, 403, 404, 502, 503], {
  users: {
    list: defineRoute({
      method: 'GET',
      path: '/api/admin/auth/users/',
      summary: 'Usuários: busca por nome, e-mail ou usuário; filtros por papel e assinatura',
      query: adminUserQuerySchema,
      responses: { 200: paginatedSchema(adminUserSchema) },
    }),
    detail: defineRoute({
      method: 'GET',
      path: '/api/admin/auth/users/:id',
      summary: 'Um usuário, com limites em vigor e assinatura',
      params: adminIdParamSchema,
      responses: { 200: adminUserDetailSchema },
    }),
    update: defineRoute({
      method: 'PATCH',
      path: '/api/admin/auth/users/:id',
      summary: 'Papéis e ativação (superusuário); desativar encerra as sessões',
      params: adminIdParamSchema,
      body: adminUserPatchSchema,
      responses: { 200: adminUserDetailSchema },
    }),
  },
  ...adminCatalogueRoutes,
  ...adminBillingRoutes,
  ...adminJobRoutes,
  webhookEvents: {
    list: defineRoute({
      method: 'GET',
      path: WEBHOOK_EVENTS,
      summary: 'Eventos recebidos (filtros por tipo, status e data)',
      query: adminWebhookQuerySchema,
      responses: { 200: paginatedSchema(adminWebhookEventSchema) },
    }),
    detail: defineRoute({
      method: 'GET',
      path: `${WEBHOOK_EVENTS}/:id`,
      summary: 'Um evento: cabeçalhos, corpo, tentativas e erro',
      params: adminIdParamSchema,
      responses: { 200: adminWebhookEventDetailSchema },
    }),
    reprocess: defineRoute({
      method: 'POST',
      path: `${WEBHOOK_EVENTS}/:id/reprocess/`,
      summary: 'Reprocessa um evento (superusuário)',
      params: adminIdParamSchema,
      responses: { 200: adminWebhookEventDetailSchema },
    }),
  },
  auditLog: {
    list: defineRoute({
      method: 'GET',
      path: '/api/admin/audit-log/',
      summary: 'Registro de auditoria (superusuário; filtros por alvo, autor, ação e data)',
      query: auditQuerySchema,
      responses: { 200: paginatedSchema(auditEntrySchema) },
    }),
  },
  messages: {
    list: defineRoute({
      method: 'GET',
      path: `${MESSAGES}/`,
      summary: 'Mensagens do "Fale conosco", das mais novas; filtro por situação',
      query: adminContactQuerySchema,
      responses: { 200: paginatedSchema(adminContactMessageSchema) },
    }),
    detail: defineRoute({
      method: 'GET',
      path: `${MESSAGES}/:id`,
      summary: 'Uma mensagem',
      params: adminIdParamSchema,
      responses: { 200: adminContactMessageSchema },
    }),
    answer: defineRoute({
      method: 'POST',
      path: `${MESSAGES}/:id/answer/`,
      summary: 'Marca como respondida; com "reply", responde por e-mail (professores)',
      params: adminIdParamSchema,
      body: contactAnswerInputSchema,
      responses: { 200: adminContactMessageSchema },
    }),
  },
  statistics: {
    users: defineRoute({
      method: 'GET',
      path: '/api/admin/profiles/user-statistics',
      summary: 'Cadastros, usuários ativos e aulas mais usadas',
      query: statisticsQuerySchema,
      responses: { 200: userStatisticsSchema },
    }),
    subscriptions: defineRoute({
      method: 'GET',
      path: '/api/admin/payment/subscription-statistics',
      summary: 'MRR, assinaturas, cancelamentos, churn e falhas de pagamento',
      query: statisticsQuerySchema,
      responses: { 200: subscriptionStatisticsSchema },
    }),
  },
});
