import type { FastifyInstance } from 'fastify';
import { customPlanRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { CustomPlansService } from './custom-plans-service';
import type { FilesService } from './files-service';
import { searchPageOf, uploadRoute } from './route-helpers';

export function customPlansRoutes(
  app: FastifyInstance,
  deps: { custom: CustomPlansService; files: FilesService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { custom, files, requireAuth, publicUrl } = deps;
  const route = contractRoutes(app, { tags: ['meus livros'], publicUrl });
  const onRequest = requireAuth({ roles: ['teacher'] });

  route(customPlanRoutes.list, {
    onRequest,
    handle: async ({ user, query, page }) => searchPageOf(page, await custom.list(user, query)),
  });
  route(customPlanRoutes.create, { onRequest, handle: ({ user, body }) => custom.create(user, body) });
  route(customPlanRoutes.quota, { onRequest, handle: ({ user }) => custom.quota(user) });
  route(customPlanRoutes.copy, { onRequest, handle: ({ user, body }) => custom.copy(user, body.lessonplan) });
  uploadRoute(route, customPlanRoutes.upload, { onRequest, files });
  route(customPlanRoutes.detail, { onRequest, handle: ({ user, params }) => custom.detail(user, params.id) });
  route(customPlanRoutes.update, {
    onRequest,
    handle: ({ user, params, body }) => custom.patch(user, params.id, body),
  });
  route(customPlanRoutes.remove, { onRequest, handle: ({ user, params }) => custom.remove(user, params.id) });
  route(customPlanRoutes.createLesson, {
    onRequest,
    handle: ({ user, params, body }) => custom.createLesson(user, params.id, body),
  });
  route(customPlanRoutes.reorderLessons, {
    onRequest,
    handle: ({ user, params, body }) => custom.reorderLessons(user, params.id, body.ids),
  });
  route(customPlanRoutes.lesson, {
    onRequest,
    handle: ({ user, params }) => custom.lesson(user, params.id, params.lessonId),
  });
  route(customPlanRoutes.updateLesson, {
    onRequest,
    handle: ({ user, params, body }) => custom.patchLesson(user, params.id, params.lessonId, body),
  });
  route(customPlanRoutes.removeLesson, {
    onRequest,
    handle: ({ user, params }) => custom.removeLesson(user, params.id, params.lessonId),
  });
}
