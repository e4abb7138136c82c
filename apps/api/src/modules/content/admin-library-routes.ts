import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionInputSchema,
  collectionPatchSchema,
  documentInputSchema,
  documentPatchSchema,
  documentSchema,
  faqEntrySchema,
  faqInputSchema,
  faqPatchSchema,
  idParamSchema,
  lessonPlanCollectionSchema,
  paginatedSchema,
  shortListQuerySchema,
} from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import type { RequireAuth } from '../../plugins/auth';
import type { CatalogueService } from './catalogue-service';
import type { LibraryService } from './library-service';
import { errorResponses as errors, slicePage } from './route-helpers';

const tags = ['admin: conteúdo'];

/** Staff CRUD for collections, documents and FAQ entries. */
export function adminLibraryRoutes(
  app: FastifyInstance,
  deps: { library: LibraryService; catalogue: CatalogueService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { library, catalogue, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const deleted = z.null();

  r.get(
    '/api/admin/content/lessonplan-collections',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Coleções',
        querystring: shortListQuerySchema,
        response: { 200: paginatedSchema(lessonPlanCollectionSchema), ...errors },
      },
    },
    async (request) =>
      pageOf(request, publicUrl, slicePage(await catalogue.collections(), request.query), request.query),
  );
  r.post(
    '/api/admin/content/lessonplan-collections',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cria uma coleção',
        body: collectionInputSchema,
        response: { 201: lessonPlanCollectionSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await library.createCollection(request.body)),
  );
  r.patch(
    '/api/admin/content/lessonplan-collections/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edita uma coleção',
        params: idParamSchema,
        body: collectionPatchSchema,
        response: { 200: lessonPlanCollectionSchema, ...errors },
      },
    },
    (request) => library.patchCollection(request.params.id, request.body),
  );

  r.get(
    '/api/admin/content/documents',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Documentos',
        querystring: shortListQuerySchema,
        response: { 200: paginatedSchema(documentSchema), ...errors },
      },
    },
    async (request) =>
      pageOf(request, publicUrl, slicePage(await library.documents(), request.query), request.query),
  );
  r.post(
    '/api/admin/content/documents',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cria um documento (envie o arquivo antes)',
        body: documentInputSchema,
        response: { 201: documentSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await library.createDocument(request.body)),
  );
  r.get(
    '/api/admin/content/documents/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Um documento',
        params: idParamSchema,
        response: { 200: documentSchema, ...errors },
      },
    },
    (request) => library.documentById(request.params.id),
  );
  r.patch(
    '/api/admin/content/documents/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edita um documento',
        params: idParamSchema,
        body: documentPatchSchema,
        response: { 200: documentSchema, ...errors },
      },
    },
    (request) => library.patchDocument(request.params.id, request.body),
  );
  r.delete(
    '/api/admin/content/documents/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Exclui um documento',
        params: idParamSchema,
        response: { 204: deleted, ...errors },
      },
    },
    async (request, reply) => {
      await library.deleteDocument(request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/content/faq',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Perguntas frequentes',
        querystring: shortListQuerySchema,
        response: { 200: paginatedSchema(faqEntrySchema), ...errors },
      },
    },
    async (request) =>
      pageOf(request, publicUrl, slicePage(await library.faq(), request.query), request.query),
  );
  r.post(
    '/api/admin/content/faq',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cria uma pergunta',
        body: faqInputSchema,
        response: { 201: faqEntrySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await library.createFaq(request.body)),
  );
  r.get(
    '/api/admin/content/faq/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Uma pergunta',
        params: idParamSchema,
        response: { 200: faqEntrySchema, ...errors },
      },
    },
    (request) => library.faqById(request.params.id),
  );
  r.patch(
    '/api/admin/content/faq/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edita uma pergunta',
        params: idParamSchema,
        body: faqPatchSchema,
        response: { 200: faqEntrySchema, ...errors },
      },
    },
    (request) => library.patchFaq(request.params.id, request.body),
  );
  r.delete(
    '/api/admin/content/faq/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Exclui uma pergunta',
        params: idParamSchema,
        response: { 204: deleted, ...errors },
      },
    },
    async (request, reply) => {
      await library.deleteFaq(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
