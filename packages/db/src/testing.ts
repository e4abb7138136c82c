import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { createPglite, fromPglite, fromPostgresUrl, type DatabaseHandle } from './client';
import { migrate } from './migrate';

/**
 * Test databases. Global setup migrates once (a PGlite snapshot file, or a PostgreSQL template
 * database when TEST_DATABASE_URL is set); each test file then gets its own copy of it.
 */
export interface TestDatabaseSeed {
  kind: 'pglite' | 'postgres';
  /** PGlite: path of the migrated data-dir dump. PostgreSQL: name of the migrated template database. */
  source: string;
  serverUrl?: string;
}

export const TEST_DB_PREFIX = 'aula_test_';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function prepareTestDatabaseSeed(
  testDatabaseUrl: string | undefined,
  snapshotPath: string,
): Promise<{ seed: TestDatabaseSeed; teardown: () => Promise<void> }> {
  if (testDatabaseUrl) {
    const run = `${TEST_DB_PREFIX}${randomBytes(4).toString('hex')}`;
    const template = `${run}_tpl`;
    await admin(testDatabaseUrl, (c) => c.query(`create database ${template}`));
    const handle = fromPostgresUrl(withDatabase(testDatabaseUrl, template), { max: 1 });
    await migrate(handle.db);
    await handle.close();
    return {
      seed: { kind: 'postgres', source: template, serverUrl: testDatabaseUrl },
      teardown: () =>
        admin(testDatabaseUrl, async (c) => {
          const { rows } = await c.query<{ datname: string }>(
            `select datname from pg_database where starts_with(datname, $1)`,
            [run],
          );
          for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
        }),
    };
  }
  const client = await createPglite();
  await migrate(fromPglite(client).db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const { writeFile } = await import('node:fs/promises');
  await writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  return { seed: { kind: 'pglite', source: snapshotPath }, teardown: async () => {} };
}

const urlOf = new WeakMap<DatabaseHandle, string>();

/** A fresh, migrated database for one test file; `close()` also drops it. */
export async function createTestDatabase(seed: TestDatabaseSeed): Promise<DatabaseHandle> {
  if (seed.kind === 'pglite') {
    const snapshot = await readFile(seed.source);
    const client = await createPglite({ loadDataDir: new Blob([snapshot]) });
    return fromPglite(client);
  }
  const serverUrl = seed.serverUrl as string;
  const name = `${seed.source.replace(/_tpl$/, '')}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`create database ${name} template ${seed.source}`));
  const url = withDatabase(serverUrl, name);
  const handle = fromPostgresUrl(url, { max: 5 });
  const test = {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
  urlOf.set(test, url);
  return test;
}

/**
 * The same test database as a second API instance sees it: on PostgreSQL its own pool and
 * listening connection (its `close()` leaves the database); on PGlite, one process, the same
 * handle (its `close()` leaves it open).
 */
export function anotherConnection(database: DatabaseHandle): DatabaseHandle {
  const url = urlOf.get(database);
  return url ? fromPostgresUrl(url, { max: 5 }) : { ...database, close: async () => {} };
}
