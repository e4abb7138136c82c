import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { migrate, migrationsFolder } from './migrate';
import { lessonPlanCollections, rateLimitCounters } from './schema/index';
import { testEngines } from './test-engines';

// The same migrations and queries on both engines.
describe.each(testEngines())('migrations and queries on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  afterAll(async () => {
    await handle.close();
    await cleanup();
  });

  it('applies every migration once and is idempotent', async () => {
    ({ handle, cleanup } = await open());
    await migrate(handle.db);
    expect(await migrate(handle.db)).toBe(0);
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from aula_migrations`,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('runs raw scripts and stays usable after one fails inside its own transaction', async () => {
    expect((await handle.executeSql('select 1 as a; select 2 as b')).rows).toEqual([{ b: 2 }]);
    await expect(handle.executeSql('begin; select 1; select 1 / 0; commit;')).rejects.toThrow(
      /division by zero/,
    );
    expect((await handle.executeSql('select $1::int as n', [42])).rows).toEqual([{ n: 42 }]);
    expect((await handle.db.execute(sql`select 7 as n`)).rows).toEqual([{ n: 7 }]);
  });

  it('runs upserts and reads through Drizzle', async () => {
    const windowStart = new Date('2026-01-01T00:00:00Z');
    const expiresAt = new Date('2026-01-01T01:00:00Z');
    for (let i = 0; i < 3; i++) {
      await handle.db
        .insert(rateLimitCounters)
        .values({ key: 'k', windowStart, expiresAt, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        });
    }
    const rows = await handle.db.select().from(rateLimitCounters);
    expect(rows).toEqual([{ key: 'k', windowStart, expiresAt, hits: 3 }]);
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.delete(rateLimitCounters);
        throw new Error('falha');
      }),
    ).rejects.toThrow('falha');
    expect(await handle.db.select().from(rateLimitCounters)).toHaveLength(1);
  });

  it('migration 0025 numbers the repeated collection names of a database before making names unique', async () => {
    const { db } = handle;
    // A database from before 0025: the same name three times, in different cases.
    await db.execute(sql`drop index "lesson_plan_collections_name_unique"`);
    const ids = await db
      .insert(lessonPlanCollections)
      .values(['Trilhas', 'TRILHAS', 'Outra', 'trilhas'].map((name) => ({ name })))
      .returning({ id: lessonPlanCollections.id });
    const script = readFileSync(join(migrationsFolder, '0025_collection_names_unique.sql'), 'utf8');
    for (const statement of script.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const rows = await db.select({ name: lessonPlanCollections.name }).from(lessonPlanCollections);
    expect(rows.map((row) => row.name).sort()).toEqual(
      ['Outra', 'Trilhas', `TRILHAS (${ids[1]!.id})`, `trilhas (${ids[3]!.id})`].sort(),
    );
    await expect(db.insert(lessonPlanCollections).values({ name: 'OUTRA' })).rejects.toThrow();
  });
});

describe('data directory lock', () => {
  it('refuses a second process and releases on unlock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aula-lock-'));
    writeFileSync(join(dir, 'aula.lock'), '1'); // pid 1 is always alive
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/já está em uso pelo processo 1/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aula-lock-'));
    writeFileSync(join(dir, 'aula.lock'), '999999999');
    const unlock = lockDataDir(dir);
    unlock();
    lockDataDir(dir)();
  });
});
