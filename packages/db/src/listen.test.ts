import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, openPglite, type DatabaseHandle } from './client';
import type { ChannelListener } from './listen';
import { migrate } from './migrate';
import { sessions, users } from './schema/index';
import { anotherConnection, createTestDatabase, prepareTestDatabaseSeed } from './testing';

const engines: [string, () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>][] = [
  [
    'pglite',
    async () => {
      const handle = fromPglite(await openPglite(undefined));
      await migrate(handle.db);
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

/** What was heard, once each: on PostgreSQL every listening connection of the pool hears it too. */
function recorder() {
  const heard = new Set<string>();
  const events: string[] = [];
  const listener: ChannelListener = {
    notified: (payload) => heard.add(payload),
    listening: () => events.push('listening'),
    lost: () => events.push('lost'),
  };
  return { heard, events, listener };
}

async function within(ms: number, condition: () => boolean) {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
}

describe.each(engines)('NOTIFY channels on %s', (name, open) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, cleanup } = await open());
  });
  afterAll(async () => {
    await handle.close();
    await cleanup();
  });

  it('hears its own write before the write resolves, and a transaction only once it commits', async () => {
    const { heard, events, listener } = recorder();
    const unlisten = await handle.listen('probe_own', listener);
    expect(events).toEqual(['listening']);
    await handle.db.execute(sql`select pg_notify('probe_own', 'one')`);
    expect([...heard]).toEqual(['one']);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('probe_own', 'two')`);
      expect([...heard]).toEqual(['one']);
    });
    expect([...heard]).toEqual(['one', 'two']);
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('probe_own', 'rolled back')`);
        throw new Error('desfeita');
      })
      .catch(() => undefined);
    await unlisten();
    await handle.db.execute(sql`select pg_notify('probe_own', 'after')`);
    expect([...heard]).toEqual(['one', 'two']);
  });

  it('hears what another instance wrote', async () => {
    const other = anotherConnection(handle);
    try {
      const { heard, listener } = recorder();
      await handle.listen('probe_other', listener);
      await other.db.execute(sql`select pg_notify('probe_other', 'from b')`);
      expect(await within(1_000, () => heard.size > 0)).toBe(true);
      expect([...heard]).toEqual(['from b']);
    } finally {
      await other.close();
    }
  });

  it('announces a changed user or session, not a login or a refresh', async () => {
    const { heard, listener } = recorder();
    await handle.listen('aula_sessions', listener);
    const [user] = await handle.db
      .insert(users)
      .values({ username: `ouvinte-${randomUUID()}`, passwordHash: 'x' })
      .returning({ id: users.id });
    const id = user!.id;
    const [session] = await handle.db
      .insert(sessions)
      .values({
        id: randomUUID(),
        userId: id,
        currentJti: randomUUID(),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning({ id: sessions.id });
    await handle.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, id));
    await handle.db
      .update(sessions)
      .set({ currentJti: randomUUID(), rotatedAt: new Date(), lastUsedAt: new Date() })
      .where(eq(sessions.id, session!.id));
    expect([...heard]).toEqual([]);

    await handle.db.update(users).set({ firstName: 'Nova' }).where(eq(users.id, id));
    expect([...heard]).toEqual([String(id)]);
    heard.clear();
    await handle.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session!.id));
    expect([...heard]).toEqual([String(id)]);
    heard.clear();
    await handle.db.delete(users).where(eq(users.id, id));
    expect([...heard]).toEqual([String(id)]);
  });

  it.runIf(name === 'postgres')('says when its connection is lost, and when it listens again', async () => {
    const { heard, events, listener } = recorder();
    await handle.listen('probe_lost', listener);
    expect(events).toEqual(['listening']);
    await handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(await within(10_000, () => events.length === 3)).toBe(true);
    expect(events).toEqual(['listening', 'lost', 'listening']);
    const other = anotherConnection(handle);
    try {
      await other.db.execute(sql`select pg_notify('probe_lost', 'again')`);
      expect(await within(1_000, () => heard.has('again'))).toBe(true);
    } finally {
      await other.close();
    }
  });
});
