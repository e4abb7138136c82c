import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client';

// Resolved through node_modules so it works from the sources and from the bundled API alike.
export const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@aula/db/package.json')),
  'drizzle',
);

const MIGRATION_LOCK_ID = 72_413_001;

/**
 * Applies the committed SQL migrations in one transaction, under an advisory lock so several API
 * processes starting together against one PostgreSQL server do not race. Works on PGlite too.
 */
export async function migrate(db: Database, folder = migrationsFolder): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(sql`create table if not exists aula_migrations (
      hash text primary key, created_at bigint not null, applied_at timestamptz not null default now())`);
    const applied = await tx.execute<{ hash: string }>(sql`select hash from aula_migrations`);
    const done = new Set(applied.rows.map((row) => row.hash));
    let count = 0;
    for (const migration of migrations) {
      if (done.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into aula_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      count++;
    }
    return count;
  });
}
