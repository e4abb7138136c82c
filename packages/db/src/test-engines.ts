import { fromPglite, openPglite, type DatabaseHandle } from './client';
import { migrate } from './migrate';
import { createTestDatabase, prepareTestDatabaseSeed } from './testing';

type Engine = [string, () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>];

/**
 * What the db tests run on: PGlite (PostgreSQL 18) always, and the PostgreSQL server (15 here)
 * whenever TEST_DATABASE_URL is set, as CI does. The server's database is always migrated; PGlite's
 * only when asked.
 */
export function testEngines(options: { migrated?: boolean } = {}): Engine[] {
  const engines: Engine[] = [
    [
      'pglite',
      async () => {
        const handle = fromPglite(await openPglite(undefined));
        if (options.migrated) await migrate(handle.db);
        return { handle, cleanup: async () => {} };
      },
    ],
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    engines.push([
      'postgres',
      async () => {
        const { seed, teardown } = await prepareTestDatabaseSeed(serverUrl, '');
        return { handle: await createTestDatabase(seed), cleanup: teardown };
      },
    ]);
  }
  return engines;
}
