import type { FastifyRequest } from 'fastify';
import { badRequestSchema, detailErrorSchema, MAX_UPLOAD_BYTES, type UploadKind } from '@aula/contracts';
import { ValidationFailure } from '../../lib/errors';
import type { FilesService } from './files-service';

export const errorResponses = {
  400: badRequestSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

/** In-memory page of a short list (collections, documents, FAQ). */
export function slicePage<T>(items: T[], query: { page: number; page_size: number }) {
  const start = (query.page - 1) * query.page_size;
  return { count: items.length, results: items.slice(start, start + query.page_size) };
}

/** Upload routes alone accept bodies past the 1 MiB JSON limit. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;

/** Reads the single multipart file field, refusing anything past the size limit. */
export async function receiveUpload(
  request: FastifyRequest,
  files: FilesService,
  kind: UploadKind,
  userId: number,
) {
  if (!request.isMultipart()) {
    throw ValidationFailure.field('file', 'Envie o arquivo como multipart/form-data no campo "file".');
  }
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!part) throw ValidationFailure.field('file', 'Envie um arquivo no campo "file".');
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw ValidationFailure.field('file', 'O arquivo excede o limite de 20 MB.');
    }
    throw error;
  }
  return files.upload({ data, filename: part.filename, kind, uploadedById: userId });
}
