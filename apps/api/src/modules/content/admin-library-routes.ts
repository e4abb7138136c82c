import type { FastifyInstance } from 'fastify';
import { collectionAdminRoutes, documentAdminRoutes, faqAdminRoutes } from '@aula/contracts';
import type { RequireAuth } from '../../plugins/auth';
import type { CatalogueService } from './catalogue-service';
import type { LibraryService } from './library-service';
import { shortListRoutes } from './route-helpers';

/** Staff CRUD for collections, documents and FAQ entries. */
export function adminLibraryRoutes(
  app: FastifyInstance,
  deps: { library: LibraryService; catalogue: CatalogueService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { library, catalogue, requireAuth, publicUrl } = deps;
  const options = {
    // Reads for any staff session; writes only from staff signed in as themselves.
    onRequest: requireAuth({ roles: ['staff'], readOnlyWhenImpersonated: true }),
    tags: ['admin: conteúdo'],
    publicUrl,
  };

  shortListRoutes(app, options, {
    routes: collectionAdminRoutes,
    list: () => catalogue.collections(),
    create: (input) => library.createCollection(input),
    update: (id, patch) => library.patchCollection(id, patch),
  });
  shortListRoutes(app, options, {
    routes: documentAdminRoutes,
    list: () => library.documents(),
    create: (input) => library.createDocument(input),
    byId: (id) => library.documentById(id),
    update: (id, patch) => library.patchDocument(id, patch),
    remove: (id) => library.deleteDocument(id),
  });
  shortListRoutes(app, options, {
    routes: faqAdminRoutes,
    list: () => library.faq(),
    create: (input) => library.createFaq(input),
    byId: (id) => library.faqById(id),
    update: (id, patch) => library.patchFaq(id, patch),
    remove: (id) => library.deleteFaq(id),
  });
}
