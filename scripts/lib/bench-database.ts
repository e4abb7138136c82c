import { randomBytes } from 'node:crypto';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of a database on the TEST_DATABASE_URL server. */
export function benchDatabaseUrl(name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates `<prefix>_<random hex>` on the TEST_DATABASE_URL server (a benchmark only ever touches
 * the databases it made); `drop` removes it once every connection to it is closed or not.
 */
export async function createBenchDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  return {
    name,
    url: benchDatabaseUrl(name),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}
