import { join } from 'node:path';
import { fromPglite, fromPostgresUrl, openPglite, type DatabaseHandle } from './client';
import { lockDataDir } from './data-dir-lock';

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite stored in DATA_DIR/pgdata. */
export async function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return fromPostgresUrl(databaseUrl);
  const unlock = lockDataDir(dataDir);
  try {
    const handle = fromPglite(await openPglite(join(dataDir, 'pgdata')));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
