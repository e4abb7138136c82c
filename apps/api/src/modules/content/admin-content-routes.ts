import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentAdminRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import type { AdminContentService } from './admin-content-service';
import type { FilesService } from './files-service';
import { searchPageOf, uploadRoute } from './route-helpers';

const tags = ['admin: conteúdo'];

export function adminContentRoutes(
  app: FastifyInstance,
  deps: { admin: AdminContentService; files: FilesService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { admin, files, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Reads for any staff session; writes only from staff signed in as themselves.
  const onRequest = requireAuth({ roles: ['staff'], readOnlyWhenImpersonated: true });
  const meta = { tags };

  r.route({
    ...fromContract(contentAdminRoutes.plans, meta),
    onRequest,
    handler: async (request) =>
      searchPageOf(request, publicUrl, await admin.listPlans(request.query), request.query),
  });
  r.route({
    ...fromContract(contentAdminRoutes.createPlan, meta),
    onRequest,
    handler: async (request, reply) => reply.status(201).send(await admin.createPlan(request.body)),
  });
  r.route({
    ...fromContract(contentAdminRoutes.reorderPlans, meta),
    onRequest,
    handler: async (request, reply) => {
      await admin.reorderPlans(request.body.ids);
      return reply.status(204).send(null);
    },
  });
  r.route({
    ...fromContract(contentAdminRoutes.plan, meta),
    onRequest,
    handler: (request) => admin.planDetail(request.params.id),
  });
  r.route({
    ...fromContract(contentAdminRoutes.updatePlan, meta),
    onRequest,
    handler: (request) => admin.patchPlan(request.params.id, request.body),
  });
  r.route({
    ...fromContract(contentAdminRoutes.reorderLessons, meta),
    onRequest,
    handler: (request) => admin.reorderLessons(request.params.id, request.body.ids),
  });
  r.route({
    ...fromContract(contentAdminRoutes.lessons, meta),
    onRequest,
    handler: async (request) =>
      pageOf(request, publicUrl, await admin.listLessons(request.query), request.query),
  });
  r.route({
    ...fromContract(contentAdminRoutes.createLesson, meta),
    onRequest,
    handler: async (request, reply) => reply.status(201).send(await admin.createLesson(request.body)),
  });
  r.route({
    ...fromContract(contentAdminRoutes.lesson, meta),
    onRequest,
    handler: (request) => admin.lessonById(request.params.id),
  });
  r.route({
    ...fromContract(contentAdminRoutes.updateLesson, meta),
    onRequest,
    handler: (request) => admin.patchLesson(request.params.id, request.body),
  });
  r.route({
    ...fromContract(contentAdminRoutes.removeLesson, meta),
    onRequest,
    handler: async (request, reply) => {
      await admin.deleteLesson(request.params.id);
      return reply.status(204).send(null);
    },
  });
  uploadRoute(app, contentAdminRoutes.upload, { onRequest, tags, files });
}
