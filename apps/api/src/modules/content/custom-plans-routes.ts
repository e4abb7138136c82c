import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customPlanRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { CustomPlansService } from './custom-plans-service';
import type { FilesService } from './files-service';
import { searchPageOf, uploadRoute } from './route-helpers';

const tags = ['meus livros'];

export function customPlansRoutes(
  app: FastifyInstance,
  deps: { custom: CustomPlansService; files: FilesService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { custom, files, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['teacher'] });
  const meta = { tags };

  r.route({
    ...fromContract(customPlanRoutes.list, meta),
    onRequest,
    handler: async (request) =>
      searchPageOf(request, publicUrl, await custom.list(authOf(request).user, request.query), request.query),
  });
  r.route({
    ...fromContract(customPlanRoutes.create, meta),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await custom.create(authOf(request).user, request.body)),
  });
  r.route({
    ...fromContract(customPlanRoutes.quota, meta),
    onRequest,
    handler: (request) => custom.quota(authOf(request).user),
  });
  r.route({
    ...fromContract(customPlanRoutes.copy, meta),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await custom.copy(authOf(request).user, request.body.lessonplan)),
  });
  uploadRoute(app, customPlanRoutes.upload, { onRequest, tags, files });
  r.route({
    ...fromContract(customPlanRoutes.detail, meta),
    onRequest,
    handler: (request) => custom.detail(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(customPlanRoutes.update, meta),
    onRequest,
    handler: (request) => custom.patch(authOf(request).user, request.params.id, request.body),
  });
  r.route({
    ...fromContract(customPlanRoutes.remove, meta),
    onRequest,
    handler: async (request, reply) => {
      await custom.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    ...fromContract(customPlanRoutes.createLesson, meta),
    onRequest,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await custom.createLesson(authOf(request).user, request.params.id, request.body)),
  });
  r.route({
    ...fromContract(customPlanRoutes.reorderLessons, meta),
    onRequest,
    handler: (request) => custom.reorderLessons(authOf(request).user, request.params.id, request.body.ids),
  });
  r.route({
    ...fromContract(customPlanRoutes.lesson, meta),
    onRequest,
    handler: (request) => custom.lesson(authOf(request).user, request.params.id, request.params.lessonId),
  });
  r.route({
    ...fromContract(customPlanRoutes.updateLesson, meta),
    onRequest,
    handler: (request) =>
      custom.patchLesson(authOf(request).user, request.params.id, request.params.lessonId, request.body),
  });
  r.route({
    ...fromContract(customPlanRoutes.removeLesson, meta),
    onRequest,
    handler: async (request, reply) => {
      await custom.removeLesson(authOf(request).user, request.params.id, request.params.lessonId);
      return reply.status(204).send(null);
    },
  });
}
