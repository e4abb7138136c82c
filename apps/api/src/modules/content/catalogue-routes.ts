import type { FastifyInstance } from 'fastify';
import { contentRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { CatalogueService } from './catalogue-service';
import type { FilesService } from './files-service';
import type { LibraryService } from './library-service';
import { contentDisposition, searchPageOf, slicePage } from './route-helpers';

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
  const route = contractRoutes(app, { tags: ['conteúdo'], publicUrl });
  const reader = requireAuth({ roles: ['teacher', 'staff'] });

  route(contentRoutes.catalogue, {
    onRequest: reader,
    handle: async ({ query, page }) => searchPageOf(page, await catalogue.list(query)),
  });
  route(contentRoutes.suggestions, {
    onRequest: reader,
    handle: ({ query }) => catalogue.suggestions(query.q),
  });
  route(contentRoutes.plan, {
    onRequest: reader,
    handle: ({ user, params }) => catalogue.detail(user, params.lessonplanId),
  });
  route(contentRoutes.planLessons, {
    onRequest: reader,
    handle: async ({ user, params, query, page }) =>
      page(await catalogue.lessons(user, params.lessonplanId, query)),
  });
  route(contentRoutes.planLesson, {
    onRequest: reader,
    handle: ({ user, params }) => catalogue.lesson(user, params.lessonplanId, params.lessonId),
  });
  route(contentRoutes.collections, {
    onRequest: reader,
    handle: async ({ query, page }) => page(slicePage(await catalogue.collections(), query)),
  });
  route(contentRoutes.documents, {
    onRequest: reader,
    handle: async ({ query, page }) => page(slicePage(await library.documents(), query)),
  });
  route(contentRoutes.faq, {
    onRequest: reader,
    handle: async ({ query, page }) => page(slicePage(await library.faq(), query)),
  });
  // A stream, not JSON: its contract declares no response schema.
  route(contentRoutes.file, {
    // PDFs and images are compressed already, and a compressed part would break Range offsets.
    compress: false,
    handle: async ({ params, query, request, reply }) => {
      const { file, stream, range } = await files.openForDownload(
        params.id,
        query,
        request.headers.range,
        query.w,
      );
      const inline = file.contentType.startsWith('image/') && !query.download;
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
