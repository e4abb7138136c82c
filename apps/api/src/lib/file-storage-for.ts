import type { Database } from '@aula/db';
import type { FileStorageConfig } from '../config-file-storage';
import type { FileStorage } from './file-storage';
import { diskFileStorage } from './file-storage-disk';
import { postgresFileStorage } from './file-storage-postgres';

/**
 * The configured driver; the server, the demo seed and the move command all build it here. The
 * database is needed by the PostgreSQL driver only, so moving files to S3 works beside a running
 * embedded server (PGlite admits one process).
 */
export async function fileStorageFor(
  config: FileStorageConfig,
  db: Database | undefined,
): Promise<FileStorage> {
  if (config.driver === 'disk') return diskFileStorage(config.dir);
  if (config.driver === 'postgres') {
    if (!db) throw new Error('o armazenamento no PostgreSQL precisa do banco aberto');
    return postgresFileStorage(db);
  }
  // Loaded only when configured: the AWS SDK adds ~150 ms to every start otherwise.
  const { s3Client, s3FileStorage } = await import('./file-storage-s3');
  return s3FileStorage(s3Client(config), config.bucket);
}
