import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  MAX_UPLOAD_BYTES,
  type idParamSchema,
  type RouteContract,
  type shortListQuerySchema,
  type storedFileSchema,
  type UploadKind,
  type uploadQuerySchema,
} from '@aula/contracts';
import { ValidationFailure } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import { authOf } from '../../lib/auth-context';
import { tooLarge, type FilesService } from './files-service';
import type { PlanSearchPage } from './plan-search-page';

/**
 * A Content-Disposition whose file name survives: an ASCII fallback for old clients and the real
 * (accented) name in RFC 5987's filename*.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string) {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * alone, which RFC 5987 does not allow bare.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** In-memory page of a short list (collections, documents, FAQ). */
export function slicePage<T>(items: T[], query: { page: number; page_size: number }) {
  const start = (query.page - 1) * query.page_size;
  return { count: items.length, results: items.slice(start, start + query.page_size) };
}

/** A page of a plan search: DRF's envelope plus the spelling searched instead (plan-search-page.ts). */
export function searchPageOf(
  request: FastifyRequest,
  publicUrl: string,
  page: PlanSearchPage,
  query: { page: number; page_size: number },
) {
  return { ...pageOf(request, publicUrl, page, query), suggestion: page.suggestion };
}

/** Upload routes alone accept bodies past the 1 MiB JSON limit. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;

/** Reads the single multipart file field, refusing anything past the size limit. */
export async function receiveUpload(
  request: FastifyRequest,
  files: FilesService,
  kind: UploadKind,
  userId: number,
  maxBytes = MAX_UPLOAD_BYTES,
) {
  if (!request.isMultipart()) {
    throw ValidationFailure.field('file', 'Envie o arquivo como multipart/form-data no campo "file".');
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let data: Buffer;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw ValidationFailure.field('file', 'Envie um arquivo no campo "file".');
    data = await part.toBuffer();
  } catch (error) {
    if (error instanceof ValidationFailure) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw ValidationFailure.field('file', tooLarge(maxBytes));
    }
    // A cut-off or malformed body (the connection dropped, a broken boundary) is the sender's fault.
    throw ValidationFailure.field(
      'file',
      'O envio do arquivo foi interrompido ou está malformado. Tente de novo.',
    );
  }
  if (part.filename.includes('\u0000')) {
    throw ValidationFailure.field('file', 'O nome do arquivo contém um caractere inválido (NUL).');
  }
  const { user } = authOf(request);
  const unlimited = user.isStaff || user.isSuperuser;
  return files.upload({ data, filename: part.filename, kind, uploadedById: userId, maxBytes, unlimited });
}

/** An upload route: the one multipart file, stored as uploaded by the signed-in user. */
export function uploadRoute(
  app: FastifyInstance,
  route: RouteContract & { query: typeof uploadQuerySchema; responses: { 201: typeof storedFileSchema } },
  options: { onRequest: onRequestHookHandler; tags: string[]; files: FilesService },
) {
  const { onRequest, tags, files } = options;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(route, { tags }),
    onRequest,
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await receiveUpload(request, files, request.query.kind, authOf(request).user.id)),
  });
}

type ItemRoute<Item> = RouteContract & { params: typeof idParamSchema; responses: { 200: z.ZodType<Item> } };

/** A short staff-managed list (collections, documents, FAQ): its contracts and the service calls. */
export interface ShortListResource<Item, Input, Patch> {
  routes: {
    list: RouteContract & { query: typeof shortListQuerySchema };
    create: RouteContract & { body: z.ZodType<Input>; responses: { 201: z.ZodType<Item> } };
    detail?: ItemRoute<Item>;
    update: ItemRoute<Item> & { body: z.ZodType<Patch> };
    remove?: RouteContract & { params: typeof idParamSchema; responses: { 204: z.ZodNull } };
  };
  list: () => Promise<Item[]>;
  create: (input: Input) => Promise<Item>;
  byId?: (id: number) => Promise<Item>;
  update: (id: number, patch: Patch) => Promise<Item>;
  remove?: (id: number) => Promise<void>;
}

/** List (paged in memory), create, read, edit and delete routes for a short list. */
export function shortListRoutes<Item, Input, Patch>(
  app: FastifyInstance,
  options: { onRequest: onRequestHookHandler; tags: string[]; publicUrl: string },
  resource: ShortListResource<Item, Input, Patch>,
) {
  const { onRequest, tags, publicUrl } = options;
  const { routes } = resource;
  const meta = { tags };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...fromContract(routes.list, meta),
    onRequest,
    handler: async (request) =>
      pageOf(request, publicUrl, slicePage(await resource.list(), request.query), request.query),
  });
  r.route({
    ...fromContract(routes.create, meta),
    onRequest,
    // Fastify's types cannot narrow a generic body; the contract validated it as Input.
    handler: async (request, reply) => reply.status(201).send(await resource.create(request.body as Input)),
  });
  const { byId, remove } = resource;
  if (routes.detail && byId) {
    r.route({
      ...fromContract(routes.detail, meta),
      onRequest,
      handler: (request) => byId(request.params.id),
    });
  }
  r.route({
    ...fromContract(routes.update, meta),
    onRequest,
    handler: (request) => resource.update(request.params.id, request.body as Patch),
  });
  if (routes.remove && remove) {
    r.route({
      ...fromContract(routes.remove, meta),
      onRequest,
      handler: async (request, reply) => {
        await remove(request.params.id);
        return reply.status(204).send(null);
      },
    });
  }
}
