import type { onRequestHookHandler } from 'fastify';
import { collectionAdminRoutes, documentAdminRoutes, faqAdminRoutes } from '@aula/contracts';
import type { ContractRoute } from '../../lib/route-contract';
import type { CatalogueService } from './catalogue-service';
import type { LibraryService } from './library-service';
import { shortListRoutes } from './route-helpers';

/** Staff CRUD for collections, documents and FAQ entries. */
export function adminLibraryRoutes(
  route: ContractRoute,
  onRequest: onRequestHookHandler,
  { library, catalogue }: { library: LibraryService; catalogue: CatalogueService },
) {
  shortListRoutes(route, onRequest, {
    routes: collectionAdminRoutes,
    list: () => catalogue.collections(),
    create: (input) => library.createCollection(input),
    update: (id, patch) => library.patchCollection(id, patch),
  });
  shortListRoutes(route, onRequest, {
    routes: documentAdminRoutes,
    list: () => library.documents(),
    create: (input) => library.createDocument(input),
    byId: (id) => library.documentById(id),
    update: (id, patch) => library.patchDocument(id, patch),
    remove: (id) => library.deleteDocument(id),
  });
  shortListRoutes(route, onRequest, {
    routes: faqAdminRoutes,
    list: () => library.faq(),
    create: (input) => library.createFaq(input),
    byId: (id) => library.faqById(id),
    update: (id, patch) => library.patchFaq(id, patch),
    remove: (id) => library.deleteFaq(id),
  });
}
