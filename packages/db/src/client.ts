import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type Assume } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
interface QueryRows<Row> {
  rows: Row[];
}

/** What both drivers' raw `execute` results have in common: the rows. */
export interface QueryRowsHKT extends PgQueryResultHKT {
  type: QueryRows<Assume<this['row'], Record<string, unknown>>>;
}

export type Database = PgDatabase<QueryRowsHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, drizzleOptions) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export function fromPostgresUrl(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection that dies (server restart, or a test database dropped while a connection is
  // still closing) is only discarded by the pool; without a listener it would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, drizzleOptions) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** The contrib extensions the migrations create (search): every PGlite must load them. */
export const pgliteExtensions = { unaccent, pg_trgm };

export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: pgliteExtensions });
}

export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  return createPglite({ dataDir: dataDir ?? 'memory://' });
}
