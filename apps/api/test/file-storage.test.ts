import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createTestDatabase } from '@aula/db/testing';
import { diskFileStorage } from '../src/lib/file-storage-disk';
import { postgresFileStorage } from '../src/lib/file-storage-postgres';
import { s3Client, s3FileStorage } from '../src/lib/file-storage-s3';
import { fileStorageContract } from './file-storage-contract';
import { startLocalS3 } from './local-s3';

fileStorageContract('disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'aula-uploads-'));
  return { storage: diskFileStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

fileStorageContract('postgres', async () => {
  const database = await createTestDatabase(inject('dbSeed'));
  return { storage: postgresFileStorage(database.db), close: () => database.close() };
});

fileStorageContract('s3', async () => {
  const s3 = await startLocalS3();
  const client = s3Client(s3.options);
  return {
    storage: s3FileStorage(client, s3.options.bucket),
    close: async () => {
      client.destroy();
      await s3.close();
    },
  };
});
