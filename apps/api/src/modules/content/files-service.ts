import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, like, lt, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  type ImageVariantWidth,
  type StoredFile,
  type UploadKind,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, notFound, ValidationFailure } from '../../lib/errors';
import { byteRangeOf } from '../../lib/byte-range';
import type { ByteRange, FileStorage } from '../../lib/file-storage';
import { imageVariantKey, imageVariants } from '../../lib/image-variants';
import type { JobQueue } from '../../lib/job-queue';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { FileLinks } from './file-links';

export type StoredFileRow = typeof schema.storedFiles.$inferSelect;

/** Makes the WebP copies of an uploaded public image (lib/image-variants.ts), out of the upload's request. */
export const IMAGE_VARIANTS_JOB = 'image-variants';
/** Hourly: the copies of images kept before copies existed, a batch at a time. */
export const IMAGE_VARIANTS_BACKFILL_JOB = 'image-variants-backfill';
const BACKFILL_BATCH = 200;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const refuse = (message: string) => ValidationFailure.field('file', message);
export const tooLarge = (maxBytes: number) =>
  `O arquivo excede o limite de ${Math.round(maxBytes / 1024 / 1024)} MB.`;

/** A safe download name: no path, no control characters, and the extension of what the bytes are. */
function downloadName(original: string, contentType: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${base || 'arquivo'}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

/** What one account may upload: bytes kept in all, and files per hour. */
export interface UploadLimits {
  quotaBytes: number;
  perHour: number;
  rateLimiter: RateLimiter;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export function filesService(deps: {
  db: Database;
  storage: FileStorage;
  links: FileLinks;
  jobs: JobQueue;
  limits?: UploadLimits;
}) {
  const { db, storage, links, jobs, limits } = deps;

  /**
   * An account's uploads are bounded in number per hour and in bytes kept (files never handed in or
   * used are removed after a day, which frees room). Counted before the bytes are stored.
   */
  async function assertRoomFor(userId: number, size: number) {
    if (!limits) return;
    await limits.rateLimiter.consume({
      key: `upload:user:${userId}`,
      limit: limits.perHour,
      windowSeconds: 3600,
    });
    const [row] = await db
      .select({ used: sql<string>`coalesce(sum(${schema.storedFiles.sizeBytes}), 0)` })
      .from(schema.storedFiles)
      .where(eq(schema.storedFiles.uploadedById, userId));
    const used = Number(row?.used ?? 0);
    if (used + size > limits.quotaBytes) {
      throw refuse(
        `Seu espaço para arquivos acabou: você já guarda ${megabytes(used)} de ${megabytes(limits.quotaBytes)}. ` +
          'Arquivos que não foram entregues nem usados em um plano são apagados depois de um dia.',
      );
    }
  }

  const toStoredFile = (row: StoredFileRow): StoredFile => links.present(row);

  return {
    toStoredFile,

    /** Checks the bytes (not the name) and keeps the file; covers and inline images must be images. */
    async upload(input: {
      data: Buffer;
      filename: string;
      kind: UploadKind;
      uploadedById: number;
      maxBytes?: number;
      /** Staff publishing the catalogue are not bound by the per-account quota and rate. */
      unlimited?: boolean;
    }) {
      const maxBytes = input.maxBytes ?? MAX_UPLOAD_BYTES;
      if (input.data.length === 0) throw refuse('O arquivo está vazio.');
      if (input.data.length > maxBytes) throw refuse(tooLarge(maxBytes));
      if (!input.unlimited) await assertRoomFor(input.uploadedById, input.data.length);
      const detected = await fileTypeFromBuffer(input.data);
      const imageOnly = input.kind === 'cover' || input.kind === 'inline';
      const accepted: readonly string[] = imageOnly ? ACCEPTED_IMAGE_TYPES : ACCEPTED_UPLOAD_TYPES;
      if (!detected || !accepted.includes(detected.mime)) {
        throw refuse(
          imageOnly
            ? 'Formato não aceito: envie uma imagem PNG, JPEG ou WebP.'
            : 'Formato não aceito: envie um arquivo PDF, PNG, JPEG ou WebP.',
        );
      }
      const id = randomUUID();
      const storageKey = `${id.slice(0, 2)}/${id}`;
      await storage.save(storageKey, input.data);
      const [row] = await db
        .insert(schema.storedFiles)
        .values({
          id,
          storageKey,
          originalName: downloadName(input.filename, detected.mime),
          contentType: detected.mime,
          sizeBytes: input.data.length,
          isPublic: imageOnly,
          uploadedById: input.uploadedById,
        })
        .returning();
      if (imageOnly) await jobs.send(IMAGE_VARIANTS_JOB, { fileId: id });
      return toStoredFile(row!);
    },

    /**
     * The copies of IMAGE_VARIANTS_JOB; a copy already kept (a retried job) is left as it is. The file
     * is then marked, so the backfill (image-variants-backfill) does not ask again, also when its bytes
     * are gone or do not decode.
     */
    async makeImageVariants(fileId: string): Promise<void> {
      const [file] = await db.select().from(schema.storedFiles).where(eq(schema.storedFiles.id, fileId));
      if (!file?.isPublic || !file.contentType.startsWith('image/')) return;
      const stream = await storage.open(file.storageKey);
      const variants = stream
        ? await imageVariants(await bytesOf(stream)).catch(() => {
            // Bytes with an image's signature that do not decode: shown as they are, with no copies.
            return [];
          })
        : [];
      for (const variant of variants) {
        const key = imageVariantKey(file.storageKey, variant.width);
        if (!(await storage.has(key))) await storage.save(key, variant.data);
      }
      await db
        .update(schema.storedFiles)
        .set({ variantsMadeAt: new Date() })
        .where(eq(schema.storedFiles.id, fileId));
    },

    /** Queues the copies of public images kept before there were copies (an hour old, so not a new upload's). */
    async queueMissingImageVariants(): Promise<number> {
      const pending = await db
        .select({ id: schema.storedFiles.id })
        .from(schema.storedFiles)
        .where(
          and(
            eq(schema.storedFiles.isPublic, true),
            isNull(schema.storedFiles.variantsMadeAt),
            like(schema.storedFiles.contentType, 'image/%'),
            lt(schema.storedFiles.createdAt, sql`now() - interval '1 hour'`),
          ),
        )
        .orderBy(schema.storedFiles.createdAt)
        .limit(BACKFILL_BATCH);
      for (const { id } of pending) await jobs.send(IMAGE_VARIANTS_JOB, { fileId: id });
      return pending.length;
    },

    async rowsByIds(ids: string[]): Promise<Map<string, StoredFileRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(schema.storedFiles).where(inArray(schema.storedFiles.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The bytes of a public image (lesson pictures), or null; for drawing them into a PDF. */
    async publicImage(id: string): Promise<Buffer | null> {
      const [file] = await db.select().from(schema.storedFiles).where(eq(schema.storedFiles.id, id));
      if (!file?.isPublic || !file.contentType.startsWith('image/')) return null;
      const stream = await storage.open(file.storageKey);
      return stream && bytesOf(stream);
    },

    /**
     * A public file, or a private one with a valid signature; anything else is "not found". With a
     * `Range` header, only the bytes it asks for (416 when they lie outside the file). With `width`,
     * a public image's WebP copy that wide when it has one (whole: a copy is small).
     */
    async openForDownload(
      id: string,
      signed: { expires?: number | undefined; signature?: string | undefined },
      rangeHeader?: string,
      width?: ImageVariantWidth,
    ): Promise<{ file: StoredFileRow; stream: Readable; range: ByteRange | null }> {
      const [file] = await db.select().from(schema.storedFiles).where(eq(schema.storedFiles.id, id));
      if (!file) throw notFound('Arquivo não encontrado.');
      if (!file.isPublic) {
        const valid =
          signed.expires !== undefined &&
          signed.signature !== undefined &&
          links.verify(id, signed.expires, signed.signature);
        if (!valid) throw new ApiError(403, 'Link de arquivo inválido ou expirado.', 'invalid_file_link');
      }
      const variant =
        width && file.isPublic ? await storage.open(imageVariantKey(file.storageKey, width)) : null;
      if (variant) {
        const data = await bytesOf(variant);
        const name = file.originalName.replace(/\.[^.]*$/, '.webp');
        const copy = { ...file, contentType: 'image/webp', sizeBytes: data.length, originalName: name };
        return { file: copy, stream: Readable.from([data]), range: null };
      }
      const range = byteRangeOf(rangeHeader, file.sizeBytes);
      if (range === 'unsatisfiable') {
        throw new ApiError(416, 'O intervalo pedido está fora do arquivo.', undefined, {
          'content-range': `bytes */${file.sizeBytes}`,
        });
      }
      const stream = await storage.open(file.storageKey, range ?? undefined);
      if (!stream) throw notFound('Arquivo não encontrado.');
      return { file, stream, range };
    },
  };
}

export type FilesService = ReturnType<typeof filesService>;
