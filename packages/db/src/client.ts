import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type Assume } from 'drizzle-orm';
import pg from 'pg';
import { postgresChannels, type ChannelListener, type Unlisten } from './listen';
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
  /** Connections of a PostgreSQL pool (PGlite has none to count). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Raw SQL outside drizzle, for libraries that bring their own (the job queue). Without values the
   * text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<QueryRows<Record<string, unknown>>>;
  /**
   * Hears NOTIFY on a channel (see ChannelListener for when). Resolves once listening started or
   * its first attempt failed; the returned function stops this listener.
   */
  listen(channel: string, listener: ChannelListener): Promise<Unlisten>;
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
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // The extended protocol takes one statement; exec takes a script and answers each statement.
      try {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      } catch (error) {
        // A script that failed after its own BEGIN would leave the only connection in an aborted transaction.
        await client.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
    // One process, one connection: a NOTIFY is heard before the statement that caused it resolves.
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, (payload) => listener.notified(payload));
      listener.listening();
      return () => unlisten().catch(() => undefined);
    },
  };
}

type ConnectCallback = Parameters<pg.Pool['connect']>[0];

/**
 * A pool that outlives a PostgreSQL restart. pg removes its own error listener from a client while
 * it is checked out, and an 'error' nobody listens to ends the process: every client keeps one.
 * A checked-out client that dies goes back to the pool at once, because drizzle never releases a
 * transaction's client whose `begin` failed (it would stay counted against `max` forever).
 */
class ResilientPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    /** Readies each connection handed out (what it must LISTEN to); nothing to wait for once done. */
    private readonly prepare: (client: pg.PoolClient) => Promise<unknown> | undefined,
  ) {
    super(config);
    // An idle connection that dies is discarded by the pool, which then emits 'error'.
    this.on('error', () => {});
    this.on('connect', (client) => client.on('error', () => {}));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) {
      super.connect((error, client, done) => {
        if (error || !client) return callback(error, client, done);
        this.ready(client).then(
          () => callback(undefined, client, done),
          (failure: Error) => callback(failure, undefined, () => {}),
        );
      });
      return;
    }
    return super
      .connect()
      .then(releasedWhenItDies)
      .then((client) => this.ready(client));
  }

  private async ready(client: pg.PoolClient): Promise<pg.PoolClient> {
    const pending = this.prepare(client);
    if (!pending) return client;
    try {
      await pending;
      return client;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }
}

function releasedWhenItDies(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', releaseOnce);
    release(error);
  };
  client.release = releaseOnce;
  client.on('error', releaseOnce);
  return client;
}

export function fromPostgresUrl(url: string, options: { max?: number } = {}): DatabaseHandle {
  const channels = postgresChannels(url);
  const pool = new ResilientPool(
    {
      connectionString: url,
      max: options.max ?? 10,
      // A server that does not answer (network cut) fails requests fast instead of holding them.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    },
    channels.prepare,
  );
  const db = drizzlePg(pool, drizzleOptions) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await channels.close();
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pool.query(text, values);
      const client = await pool.connect();
      try {
        // A script answers one result per statement (typed as one): the last one, like PGlite's.
        const result: pg.QueryResult | pg.QueryResult[] = await client.query(text);
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        // As on PGlite: a failed script must not hand a connection in an aborted transaction back to the pool.
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: channels.listen,
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
