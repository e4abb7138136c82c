import {
  markReadResultSchema,
  markReadSchema,
  notificationListSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
} from '../notifications';
import { defineRoute, withErrors } from '../route';

/** The bell, in both areas, and the teacher's daily digest. */
export const notificationRoutes = withErrors([400, 401, 403], {
  list: defineRoute({
    method: 'GET',
    path: '/api/notifications/',
    summary: 'Notificações, as mais novas primeiro (as 50 últimas; ?unread=true: só as não lidas)',
    query: notificationsQuerySchema,
    responses: { 200: notificationListSchema },
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/api/notifications/read/',
    summary: 'Marca notificações como lidas: {"ids": [...]} ou {"all": true}',
    body: markReadSchema,
    responses: { 200: markReadResultSchema },
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/notifications/settings/',
    summary: 'Se a professora recebe o resumo diário por e-mail',
    responses: { 200: notificationSettingsSchema },
  }),
  updateSettings: defineRoute({
    method: 'PATCH',
    path: '/api/notifications/settings/',
    summary: 'Liga ou desliga o resumo diário por e-mail (18h, horário de Brasília)',
    body: notificationSettingsSchema,
    responses: { 200: notificationSettingsSchema },
  }),
});
