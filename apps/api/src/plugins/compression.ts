import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing costs more time than the bytes it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses (JSON, the SPA's HTML) above 1 KB with brotli or gzip, as the client accepts.
 * The built assets already carry their .br/.gz twins (registerSpa serves them), and a reply that has a
 * Content-Encoding is left alone, so nothing is compressed twice.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
