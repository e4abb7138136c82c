import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
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
import type { UserRow } from '../../lib/auth-context';
import { ValidationFailure } from '../../lib/errors';
import type { ContractRoute, RouteContext } from '../../lib/route-contract';
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

/** A spreadsheet for download (see `csvDocument`), never kept by a cache. */
export function sendCsv(reply: FastifyReply, file: { name: string; csv: string }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', file.name))
    .header('cache-control', 'no-store')
    .send(file.csv);
}

/** In-memory page of a short list (collections, documents, FAQ). */
export function slicePage<T>(items: T[], query: { page: number; page_size: number }) {
  const start = (query.page - 1) * query.page_size;
  return { count: items.length, results: items.slice(start, start + query.page_size) };
}

/** A page of a plan search: DRF's envelope plus the spelling searched instead (plan-search-page.ts). */
export const searchPageOf = (page: RouteContext<RouteContract>['page'], result: PlanSearchPage) => ({
  ...page(result),
  suggestion: result.suggestion,
});

/** Upload routes alone accept bodies past the 1 MiB JSON limit. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;

/** Reads the single multipart file field, refusing anything past the size limit; staff have no quota. */
export async function receiveUpload(
  request: FastifyRequest,
  files: FilesService,
  upload: { kind: UploadKind; user: UserRow; maxBytes?: number },
) {
  const { kind, user, maxBytes = MAX_UPLOAD_BYTES } = upload;
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
  const unlimited = user.isStaff || user.isSuperuser;
  return files.upload({ data, filename: part.filename, kind, uploadedById: user.id, maxBytes, unlimited });
}

/** An upload route: the one multipart file, stored as uploaded by the signed-in user. */
export function uploadRoute(
  route: ContractRoute,
  contract: RouteContract & { query: typeof uploadQuerySchema; responses: { 201: typeof storedFileSchema } },
  options: { onRequest: onRequestHookHandler; files: FilesService },
) {
  const { onRequest, files } = options;
  route(contract, {
    onRequest,
    bodyLimit: UPLOAD_BODY_LIMIT,
    handle: ({ request, user, query }) => receiveUpload(request, files, { kind: query.kind, user }),
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
  route: ContractRoute,
  onRequest: onRequestHookHandler,
  resource: ShortListResource<Item, Input, Patch>,
) {
  const { routes, byId, remove } = resource;
  route(routes.list, {
    onRequest,
    handle: async ({ query, page }) => page(slicePage(await resource.list(), query)),
  });
  route(routes.create, { onRequest, handle: ({ body }) => resource.create(body) });
  if (routes.detail && byId) route(routes.detail, { onRequest, handle: ({ params }) => byId(params.id) });
  route(routes.update, { onRequest, handle: ({ params, body }) => resource.update(params.id, body) });
  if (routes.remove && remove) route(routes.remove, { onRequest, handle: ({ params }) => remove(params.id) });
}
