import type { FastifyInstance } from 'fastify';
import {
  collectionInputSchema,
  collectionPatchSchema,
  documentInputSchema,
  documentPatchSchema,
  documentSchema,
  faqEntrySchema,
  faqInputSchema,
  faqPatchSchema,
  lessonPlanCollectionSchema,
} from '@aula/contracts';
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
    path: '/api/admin/content/lessonplan-collections',
    schemas: { item: lessonPlanCollectionSchema, input: collectionInputSchema, patch: collectionPatchSchema },
    summaries: { list: 'Coleções', create: 'Cria uma coleção', edit: 'Edita uma coleção' },
    list: () => catalogue.collections(),
    create: (input) => library.createCollection(input),
    update: (id, patch) => library.patchCollection(id, patch),
  });
  shortListRoutes(app, options, {
    path: '/api/admin/content/documents',
    schemas: { item: documentSchema, input: documentInputSchema, patch: documentPatchSchema },
    summaries: {
      list: 'Documentos',
      create: 'Cria um documento (envie o arquivo antes)',
      one: 'Um documento',
      edit: 'Edita um documento',
      remove: 'Exclui um documento',
    },
    list: () => library.documents(),
    create: (input) => library.createDocument(input),
    byId: (id) => library.documentById(id),
    update: (id, patch) => library.patchDocument(id, patch),
    remove: (id) => library.deleteDocument(id),
  });
  shortListRoutes(app, options, {
    path: '/api/admin/content/faq',
    schemas: { item: faqEntrySchema, input: faqInputSchema, patch: faqPatchSchema },
    summaries: {
      list: 'Perguntas frequentes',
      create: 'Cria uma pergunta',
      one: 'Uma pergunta',
      edit: 'Edita uma pergunta',
      remove: 'Exclui uma pergunta',
    },
    list: () => library.faq(),
    create: (input) => library.createFaq(input),
    byId: (id) => library.faqById(id),
    update: (id, patch) => library.patchFaq(id, patch),
    remove: (id) => library.deleteFaq(id),
  });
}
