import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareTestDatabaseSeed, type TestDatabaseSeed } from '@aula/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    dbSeed: TestDatabaseSeed;
  }
}

/** Migrates once for the whole run; every test file then gets its own copy (see test/app.ts). */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'aula-test-'));
  const { seed, teardown } = await prepareTestDatabaseSeed(
    process.env.TEST_DATABASE_URL,
    join(dir, 'seed.tar'),
  );
  project.provide('dbSeed', seed);
  return async () => {
    await teardown();
    await rm(dir, { recursive: true, force: true });
  };
}
