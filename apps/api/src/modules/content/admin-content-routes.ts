import type { FastifyInstance } from 'fastify';
import { contentAdminRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AdminContentService } from './admin-content-service';
import type { FilesService } from './files-service';
import type { LibraryService } from './library-service';
import type { CatalogueService } from './catalogue-service';
import { adminLibraryRoutes } from './admin-library-routes';
import { searchPageOf, uploadRoute } from './route-helpers';

/** The staff content screens (/api/admin/content/): plans, lessons, uploads, collections, documents, FAQ. */
export function adminContentRoutes(
  app: FastifyInstance,
  deps: {
    admin: AdminContentService;
    library: LibraryService;
    catalogue: CatalogueService;
    files: FilesService;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { admin, files, requireAuth, publicUrl } = deps;
  const route = contractRoutes(app, { tags: ['admin: conteúdo'], publicUrl });
  // Reads for any staff session; writes only from staff signed in as themselves.
  const onRequest = requireAuth({ roles: ['staff'], readOnlyWhenImpersonated: true });

  route(contentAdminRoutes.plans, {
    onRequest,
    handle: async ({ query, page }) => searchPageOf(page, await admin.listPlans(query)),
  });
  route(contentAdminRoutes.createPlan, { onRequest, handle: ({ body }) => admin.createPlan(body) });
  route(contentAdminRoutes.reorderPlans, { onRequest, handle: ({ body }) => admin.reorderPlans(body.ids) });
  route(contentAdminRoutes.plan, { onRequest, handle: ({ params }) => admin.planDetail(params.id) });
  route(contentAdminRoutes.updatePlan, {
    onRequest,
    handle: ({ params, body }) => admin.patchPlan(params.id, body),
  });
  route(contentAdminRoutes.reorderLessons, {
    onRequest,
    handle: ({ params, body }) => admin.reorderLessons(params.id, body.ids),
  });
  route(contentAdminRoutes.lessons, {
    onRequest,
    handle: async ({ query, page }) => page(await admin.listLessons(query)),
  });
  route(contentAdminRoutes.createLesson, { onRequest, handle: ({ body }) => admin.createLesson(body) });
  route(contentAdminRoutes.lesson, { onRequest, handle: ({ params }) => admin.lessonById(params.id) });
  route(contentAdminRoutes.updateLesson, {
    onRequest,
    handle: ({ params, body }) => admin.patchLesson(params.id, body),
  });
  route(contentAdminRoutes.removeLesson, {
    onRequest,
    handle: ({ params }) => admin.deleteLesson(params.id),
  });
  uploadRoute(route, contentAdminRoutes.upload, { onRequest, files });
  adminLibraryRoutes(route, onRequest, deps);
}
