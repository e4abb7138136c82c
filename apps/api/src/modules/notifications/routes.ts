import type { FastifyInstance } from 'fastify';
import { notificationRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { NotificationsService } from './service';

export function notificationsRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { notifications } = deps;
  const route = contractRoutes(app, { tags: ['notificações'], publicUrl: deps.publicUrl });
  // Teachers and students have a bell; staff screens do not.
  const anyone = deps.requireAuth({ roles: ['teacher', 'student'] });
  const teacher = deps.requireAuth({ roles: ['teacher'] });

  route(notificationRoutes.list, {
    onRequest: anyone,
    handle: ({ user, query }) => notifications.list(user, query.unread),
  });
  route(notificationRoutes.markRead, {
    onRequest: anyone,
    handle: ({ user, body }) => notifications.markRead(user, body),
  });
  route(notificationRoutes.settings, {
    onRequest: teacher,
    handle: ({ user }) => notifications.settings(user),
  });
  route(notificationRoutes.updateSettings, {
    onRequest: teacher,
    handle: ({ user, body }) => notifications.updateSettings(user, body),
  });
}
