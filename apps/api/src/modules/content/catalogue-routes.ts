import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogueQuerySchema,
  documentSchema,
  faqEntrySchema,
  fileDownloadQuerySchema,
  fileIdParamSchema,
  lessonPlanCollectionSchema,
  lessonPlanDetailSchema,
  lessonPlanSearchPageSchema,
  lessonSchema,
  lessonsPageQuerySchema,
  paginatedSchema,
  planAndLessonParamSchema,
  planLessonParamSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsSchema,
  shortListQuerySchema,
} from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { authOf, type RequireAuth } from '../../plugins/auth';
import type { CatalogueService } from './catalogue-service';
import type { FilesService } from './files-service';
import type { LibraryService } from './library-service';
import { contentDisposition, errorResponses as errors, searchPageOf, slicePage } from './route-helpers';

const tags = ['conteúdo'];

export function catalogueRoutes(
  app: FastifyInstance,
  deps: {
    catalogue: CatalogueService;
    library: LibraryService;
    files: FilesService;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { catalogue, library, files, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = requireAuth({ roles: ['teacher', 'staff'] });

  r.get(
    '/api/content/lessonplans/',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'Catálogo de livros publicados, com busca e filtros',
        querystring: catalogueQuerySchema,
        response: { 200: lessonPlanSearchPageSchema, ...errors },
      },
    },
    async (request) => searchPageOf(request, publicUrl, await catalogue.list(request.query), request.query),
  );
  r.get(
    '/api/content/search-suggestions/',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'Sugestões enquanto se digita a busca: livros e códigos BNCC',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsSchema, ...errors },
      },
    },
    (request) => catalogue.suggestions(request.query.q),
  );
  r.get(
    '/api/content/lessonplans/:lessonplanId/',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'Um livro (do catálogo ou do próprio professor) com o resumo das aulas',
        params: planLessonParamSchema,
        response: { 200: lessonPlanDetailSchema, ...errors },
      },
    },
    (request) => catalogue.detail(authOf(request).user, request.params.lessonplanId),
  );
  r.get(
    '/api/content/lessonplans/:lessonplanId/lessons/',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'As aulas do livro; as premium vêm bloqueadas (locked) para quem não assina',
        params: planLessonParamSchema,
        querystring: lessonsPageQuerySchema,
        response: { 200: paginatedSchema(lessonSchema), ...errors },
      },
    },
    async (request) =>
      pageOf(
        request,
        publicUrl,
        await catalogue.lessons(authOf(request).user, request.params.lessonplanId, request.query),
        request.query,
      ),
  );
  r.get(
    '/api/content/lessonplans/:lessonplanId/lessons/:lessonId/',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'Uma aula do livro',
        params: planAndLessonParamSchema,
        response: { 200: lessonSchema, ...errors },
      },
    },
    (request) => catalogue.lesson(authOf(request).user, request.params.lessonplanId, request.params.lessonId),
  );
  r.get(
    '/api/content/lessonplan-collections/',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'Coleções do catálogo',
        querystring: shortListQuerySchema,
        response: { 200: paginatedSchema(lessonPlanCollectionSchema), ...errors },
      },
    },
    async (request) =>
      pageOf(request, publicUrl, slicePage(await catalogue.collections(), request.query), request.query),
  );
  r.get(
    '/api/content/documents/',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'Documentos para download',
        querystring: shortListQuerySchema,
        response: { 200: paginatedSchema(documentSchema), ...errors },
      },
    },
    async (request) =>
      pageOf(request, publicUrl, slicePage(await library.documents(), request.query), request.query),
  );
  r.get(
    '/api/content/faq/',
    {
      onRequest: reader,
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
  r.get(
    '/api/content/files/:id',
    {
      schema: {
        tags,
        summary: 'Baixa um arquivo: capas são públicas; os demais exigem o link assinado',
        params: fileIdParamSchema,
        querystring: fileDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { file, stream } = await files.openForDownload(request.params.id, request.query);
      const inline = file.contentType.startsWith('image/') && !request.query.download;
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.sizeBytes))
          .header(
            'content-disposition',
            contentDisposition(inline ? 'inline' : 'attachment', file.originalName),
          )
          .header('x-content-type-options', 'nosniff')
          // Even if a browser were tricked into rendering it, nothing in it may run or load.
          .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
          .header('cache-control', file.isPublic ? 'public, max-age=86400' : 'private, max-age=3600')
          .send(stream)
      );
    },
  );
}
