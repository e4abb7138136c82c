import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { NotificationsService } from './service';

const tags = ['notificações'];

export function notificationsRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService; requireAuth: RequireAuth },
) {
  const { notifications } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Teachers and students have a bell; staff screens do not.
  const anyone = deps.requireAuth({ roles: ['teacher', 'student'] });
  const teacher = deps.requireAuth({ roles: ['teacher'] });
  const meta = { tags };

  r.route({
    ...fromContract(notificationRoutes.list, meta),
    onRequest: anyone,
    handler: (request) => notifications.list(authOf(request).user, request.query.unread),
  });
  r.route({
    ...fromContract(notificationRoutes.markRead, meta),
    onRequest: anyone,
    handler: (request) => notifications.markRead(authOf(request).user, request.body),
  });
  r.route({
    ...fromContract(notificationRoutes.settings, meta),
    onRequest: teacher,
    handler: (request) => notifications.settings(authOf(request).user),
  });
  r.route({
    ...fromContract(notificationRoutes.updateSettings, meta),
    onRequest: teacher,
    handler: (request) => notifications.updateSettings(authOf(request).user, request.body),
  });
}
