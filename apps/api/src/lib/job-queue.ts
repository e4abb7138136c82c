import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '@aula/db';
import type { FastifyBaseLogger } from 'fastify';
import { codeOf } from './db-errors';
import { errorFields } from './log-redaction';
import { currentRequestId } from './request-context';

export interface JobQueueOptions {
  /** Whether this process runs jobs as they come and keeps the schedules; if not, jobs wait for `runDue()`. */
  workers: boolean;
  pollingIntervalSeconds: number;
  /** The first retry's delay; each next one doubles (with jitter). */
  retryDelaySeconds: number;
  /** How often one instance looks at the schedules. */
  cronMonitorIntervalSeconds: number;
}

export const defaultJobQueueOptions: JobQueueOptions = {
  workers: true,
  pollingIntervalSeconds: 2,
  retryDelaySeconds: 30,
  cronMonitorIntervalSeconds: 30,
};

interface JobDefinition {
  run(data: object): Promise<void>;
  retryLimit: number;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What a drizzle transaction looks like to pg-boss, so a job is sent only if the transaction commits. */
function transactionDb(tx: Database): PgBoss.Db {
  return { executeSql: (text, values) => tx.execute(boundSql(text, values)) };
}

/** pg-boss's `$n` placeholders as drizzle parameters (the same value may be named twice). */
function boundSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * Instances starting together on a new database create the same queues (and their partitions) at
 * once, which PostgreSQL may resolve as a deadlock or a duplicate: the loser tries again.
 */
async function retriedOnConflict(create: () => Promise<void>, attempts = 6) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      const code = codeOf(error);
      if (attempt >= attempts || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw error;
      await new Promise((wait) => setTimeout(wait, 50 + Math.random() * 200 * attempt));
    }
  }
}

export interface QueueCount {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  attempts: number;
  error: string | null;
  createdAt: Date;
  failedAt: Date | null;
}

/**
 * Durable background work on pg-boss, in the app's own database (PGlite or PostgreSQL). Modules
 * define their jobs before `start()`; periodic ones run once per period across every instance.
 */
export function jobQueue(database: DatabaseHandle, options: JobQueueOptions = defaultJobQueueOptions) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
    schedule: options.workers,
    // An e-mail job holds the message, reset and login links included, which the database otherwise
    // keeps only hashed: a done job leaves within minutes. Failed ones stay a week for "Tentar de novo".
    archiveCompletedAfterSeconds: 60,
    archiveFailedAfterSeconds: 7 * 24 * 3600,
    deleteAfterSeconds: 60,
  });
  const definitions = new Map<string, JobDefinition>();
  const schedules = new Map<string, string>();
  const timeZones = new Map<string, string>();
  let log: Log | undefined;
  let started = false;
  const attemptFailures = new Map<string, number>();

  // A job queued by a request carries that request's id, so its log lines can be joined to the request's.
  async function runOne(name: string, job: PgBoss.Job<object>) {
    // A scheduled job has no data at all.
    const { requestId, ...data } = (job.data ?? {}) as { requestId?: string };
    const fields = { queue: name, jobId: job.id, ...(requestId ? { requestId } : {}) };
    try {
      await definitions.get(name)!.run(data);
      log?.info(fields, 'trabalho em segundo plano concluído');
    } catch (error) {
      attemptFailures.set(name, (attemptFailures.get(name) ?? 0) + 1);
      log?.warn(errorFields(error, fields), 'falha num trabalho em segundo plano');
      throw error;
    }
  }

  return {
    define<Data extends object>(name: string, run: (data: Data) => Promise<void>, retryLimit = 8) {
      definitions.set(name, { run: run as (data: object) => Promise<void>, retryLimit });
    },

    /** `cron` in pg-boss's syntax (five fields, or six with seconds); checked once a minute at most. */
    every(name: string, cron: string, options: { tz?: string } = {}) {
      schedules.set(name, cron);
      if (options.tz) timeZones.set(name, options.tz);
    },

    /** With `tx`, the job exists only if that transaction commits. */
    async send(name: string, data: object, tx?: Database) {
      const requestId = currentRequestId();
      await boss.send(name, requestId ? { ...data, requestId } : data, tx ? { db: transactionDb(tx) } : {});
    },

    /** Whether this instance's queue is up (started, and not stopped since). */
    get running() {
      return started;
    },

    /** Failed attempts per queue since this process started (each retry that failed counts). */
    attemptFailures: () => new Map(attemptFailures),

    async start(logger: Log) {
      log = logger;
      boss.on('error', (error) => logger.error(errorFields(error), 'fila de trabalhos: erro'));
      // Two instances creating pg-boss's schema at once can collide on the schema itself (a duplicate
      // key pg-boss does not recognise as its known race): it exists before pg-boss looks.
      await retriedOnConflict(async () => {
        await database.executeSql('create schema if not exists pgboss');
      });
      await boss.start();
      started = true;
      for (const [name, definition] of definitions) {
        const queue = {
          name,
          retryLimit: definition.retryLimit,
          retryDelay: options.retryDelaySeconds,
          retryBackoff: true,
        };
        await retriedOnConflict(async () => {
          await boss.createQueue(name, queue);
          // createQueue keeps an existing queue as it was: the retry policy follows the code.
          await boss.updateQueue(name, queue);
        });
        if (options.workers) {
          const worker: string = await boss.work<object>(
            name,
            { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
            async ([job]) => {
              try {
                await runOne(name, job!);
              } finally {
                // pg-boss waits a polling interval after every fetch, even one that found a job: a
                // backlog (a burst of webhooks) would drain one job per interval. Only an empty
                // queue waits.
                boss.notifyWorker(worker);
              }
            },
          );
        }
      }
      for (const [name, cron] of schedules) {
        const tz = timeZones.get(name);
        await boss.schedule(name, cron, undefined, tz ? { tz } : undefined);
      }
    },

    async stop() {
      if (started) await boss.stop({ graceful: true, close: false, timeout: 5_000 });
      started = false;
    },

    /** Runs every job already due, here and now, until none is left (jobs may send others). */
    async runDue(): Promise<number> {
      let ran = 0;
      for (let more = true; more;) {
        more = false;
        for (const name of definitions.keys()) {
          const [job] = await boss.fetch<object>(name);
          if (!job) continue;
          more = true;
          ran += 1;
          try {
            await runOne(name, job);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
      }
      return ran;
    },

    async counts(): Promise<QueueCount[]> {
      const { rows } = await database.executeSql(
        `select name, state::text as state, count(*)::int as n from pgboss.job
         where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      return [...definitions.keys()].map((queue) => {
        const of = (...states: string[]) =>
          rows
            .filter((row) => row.name === queue && states.includes(String(row.state)))
            .reduce((sum, row) => sum + Number(row.n), 0);
        return { queue, waiting: of('created', 'retry'), active: of('active'), failed: of('failed') };
      });
    },

    async failed(limit = 100): Promise<FailedJob[]> {
      const { rows } = await database.executeSql(
        `select id::text, name, retry_count, output->>'message' as error, created_on, completed_on
         from pgboss.job where state = 'failed' order by completed_on desc nulls last limit $1`,
        [limit],
      );
      return rows.map((row) => ({
        id: String(row.id),
        queue: String(row.name),
        attempts: Number(row.retry_count) + 1,
        error: row.error == null ? null : String(row.error),
        createdAt: new Date(row.created_on as string),
        failedAt: row.completed_on == null ? null : new Date(row.completed_on as string),
      }));
    },

    /** Puts a failed job back in line; false when no failed job has that id. */
    async retry(id: string): Promise<boolean> {
      const { rows } = await database.executeSql(
        `select name from pgboss.job where id = $1::uuid and state = 'failed'`,
        [id],
      );
      const name = rows[0]?.name;
      if (typeof name !== 'string') return false;
      await boss.retry(name, id);
      return true;
    },
  };
}

export type JobQueue = ReturnType<typeof jobQueue>;
