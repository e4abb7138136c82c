import pg from 'pg';

/** What a listener of a NOTIFY channel hears (see `DatabaseHandle.listen`). */
export interface ChannelListener {
  /**
   * A NOTIFY arrived. One this process's own write caused arrives before that write's promise
   * resolves; one from another process, as soon as its transaction commits.
   */
  notified(payload: string): void;
  /** The channel is listened to: every NOTIFY from now on is heard. */
  listening(): void;
  /** The listening connection was lost: NOTIFYs may go unheard until `listening` comes again. */
  lost(): void;
}

export type Unlisten = () => Promise<void>;

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;
/** A connection cut without a word (no FIN) is noticed by this check, not by TCP hours later. */
const HEARTBEAT_MS = 10_000;

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN on a PostgreSQL server. One connection of its own (reconnected after a loss, checked every
 * few seconds) hears every process. The pool's connections listen too: PostgreSQL sends a session
 * its own notifications before it reports the statement done, so a write made through the pool is
 * heard before the write's promise resolves — what this process wrote, it has heard.
 */
export function postgresChannels(url: string) {
  const listeners = new Map<string, Set<ChannelListener>>();
  const heardBy = new WeakMap<pg.ClientBase, Set<string>>();
  let connection: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  const dispatch = (message: pg.Notification) => {
    for (const listener of listeners.get(message.channel) ?? []) listener.notified(message.payload ?? '');
  };

  /** LISTENs on the channels the connection does not hear yet (a no-op once it hears them all). */
  function prepare(client: pg.ClientBase): Promise<unknown> | undefined {
    let heard = heardBy.get(client);
    if (!heard) {
      heard = new Set();
      heardBy.set(client, heard);
      client.on('notification', dispatch);
    }
    const missing = [...listeners.keys()].filter((channel) => !heard.has(channel));
    if (missing.length === 0) return undefined;
    for (const channel of missing) heard.add(channel);
    return client.query(missing.map((channel) => `LISTEN ${quoted(channel)}`).join('; '));
  }

  function drop(client: pg.Client) {
    if (connection !== client) return;
    connection = null;
    clearInterval(heartbeat);
    for (const set of listeners.values()) for (const listener of set) listener.lost();
    client.end().catch(() => {});
    scheduleConnect();
  }

  function scheduleConnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  async function tryConnect() {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      query_timeout: HEARTBEAT_MS / 2,
    });
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await prepare(client);
    } catch {
      await client.end().catch(() => {});
      scheduleConnect();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    connection = client;
    retryMs = FIRST_RETRY_MS;
    heartbeat = setInterval(() => {
      client.query('select 1').catch(() => drop(client));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const heard = heardBy.get(client);
    for (const [channel, set] of listeners) {
      if (heard?.has(channel)) for (const listener of set) listener.listening();
    }
  }

  function connect(): Promise<void> {
    connecting ??= tryConnect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    prepare,

    /** Resolves once the first attempt to listen is over, heard or not (then it keeps trying). */
    async listen(channel: string, listener: ChannelListener): Promise<Unlisten> {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
      const unlisten = async () => {
        listeners.get(channel)?.delete(listener);
      };
      const fresh = !connection;
      if (fresh) await connect();
      const current = connection;
      if (!current) return unlisten;
      // A connection made just now told every channel it heard; one added meanwhile is not heard yet.
      const pending = prepare(current);
      if (!pending && fresh) return unlisten;
      try {
        await pending;
        if (connection === current) listener.listening();
      } catch {
        drop(current);
      }
      return unlisten;
    },

    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      await connecting;
      const current = connection;
      connection = null;
      await current?.end().catch(() => {});
    },
  };
}

export type PostgresChannels = ReturnType<typeof postgresChannels>;
