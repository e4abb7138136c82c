import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { CatalogueService } from './catalogue-service';
import type { FilesService } from './files-service';
import type { LibraryService } from './library-service';
import { contentDisposition, searchPageOf, slicePage } from './route-helpers';

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
  const meta = { tags };

  r.route({
    ...fromContract(contentRoutes.catalogue, meta),
    onRequest: reader,
    handler: async (request) =>
      searchPageOf(request, publicUrl, await catalogue.list(request.query), request.query),
  });
  r.route({
    ...fromContract(contentRoutes.suggestions, meta),
    onRequest: reader,
    handler: (request) => catalogue.suggestions(request.query.q),
  });
  r.route({
    ...fromContract(contentRoutes.plan, meta),
    onRequest: reader,
    handler: (request) => catalogue.detail(authOf(request).user, request.params.lessonplanId),
  });
  r.route({
    ...fromContract(contentRoutes.planLessons, meta),
    onRequest: reader,
    handler: async (request) =>
      pageOf(
        request,
        publicUrl,
        await catalogue.lessons(authOf(request).user, request.params.lessonplanId, request.query),
        request.query,
      ),
  });
  r.route({
    ...fromContract(contentRoutes.planLesson, meta),
    onRequest: reader,
    handler: (request) =>
      catalogue.lesson(authOf(request).user, request.params.lessonplanId, request.params.lessonId),
  });
  r.route({
    ...fromContract(contentRoutes.collections, meta),
    onRequest: reader,
    handler: async (request) =>
      pageOf(request, publicUrl, slicePage(await catalogue.collections(), request.query), request.query),
  });
  r.route({
    ...fromContract(contentRoutes.documents, meta),
    onRequest: reader,
    handler: async (request) =>
      pageOf(request, publicUrl, slicePage(await library.documents(), request.query), request.query),
  });
  r.route({
    ...fromContract(contentRoutes.faq, meta),
    onRequest: reader,
    handler: async (request) =>
      pageOf(request, publicUrl, slicePage(await library.faq(), request.query), request.query),
  });
  // A stream, not JSON: its contract declares no response schema.
  r.route({
    ...fromContract(contentRoutes.file, meta),
    // PDFs and images are compressed already, and a compressed part would break Range offsets.
    compress: false,
    handler: async (request, reply) => {
      const { file, stream, range } = await files.openForDownload(
        request.params.id,
        request.query,
        request.headers.range,
      );
      const inline = file.contentType.startsWith('image/') && !request.query.download;
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`);
      }
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', String(range ? range.end - range.start + 1 : file.sizeBytes))
          .header('accept-ranges', 'bytes')
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
  });
}
