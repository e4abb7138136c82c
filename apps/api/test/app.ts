import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@aula/db';
import { createTestDatabase } from '@aula/db/testing';
import { buildApp, type AppDependencies } from '../src/app';
import { currentRequestId } from '../src/lib/request-context';
import { defaultJobQueueOptions, jobQueue, type JobQueue, type JobQueueOptions } from '../src/lib/job-queue';
import { loadConfig, type AppConfig, type Env } from '../src/config';
import { seedEssentials } from '../src/seed/essentials';

export const fixtureWebDist = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export function testConfig(env: Env = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'aula-api-')),
    JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
    WEB_DIST_DIR: fixtureWebDist,
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  jobs: JobQueue;
  close(): Promise<void>;
}

/** The real app on this file's own migrated database. */
export async function createTestApp(
  options: {
    env?: Env;
    deps?: Partial<Omit<AppDependencies, 'config' | 'database'>>;
    /** Registers extra routes before the app is sealed (e.g. one that throws). */
    configure?: (app: FastifyInstance) => void;
    /**
     * Without workers (the default) the jobs a request queued run before its answer leaves, as if a
     * worker had picked them up at once; `{ workers: true }` runs the real workers instead.
     */
    jobs?: Partial<JobQueueOptions>;
    /** Another instance on the same database (e.g. after a restart): nothing is copied or seeded. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase(inject('dbSeed')));
  if (ownDatabase) await seedEssentials(database.db);
  const jobOptions = { ...defaultJobQueueOptions, workers: false, ...options.jobs };
  const jobs = jobQueue(database, jobOptions);
  // Unexpected 500s print their cause, so a failing test says why.
  const reportError = (error: unknown) => console.error('500 no teste:', error);
  const app = await buildApp({
    config,
    database,
    logger: false,
    reportError,
    jobs,
    ...options.deps,
  });
  if (!jobOptions.workers) {
    // Only after a request that queued something (looking in every queue each time costs ~10 ms),
    // and in that request's own answer: a parallel request's answer may leave before its transaction
    // commits the job. What a test queued outside any request runs with the next answer.
    const queuedBy = new Set<string | undefined>();
    const { send, retry } = jobs;
    jobs.send = (...args) => {
      queuedBy.add(currentRequestId());
      return send(...args);
    };
    jobs.retry = (id) => {
      queuedBy.add(currentRequestId());
      return retry(id);
    };
    app.addHook('onSend', async (request) => {
      if (!queuedBy.delete(request.id) && !queuedBy.delete(undefined)) return;
      await jobs.runDue();
    });
  }
  options.configure?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    jobs,
    close: async () => {
      await app.close();
      if (ownDatabase) await database.close();
    },
  };
}
