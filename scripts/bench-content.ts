/**
 * Load test of the catalogue endpoints (`npm run bench:content`): fills a fresh PostgreSQL
 * database with 10,000 plans and 100,000 lessons, starts the app from source against it and
 * drives each endpoint with autocannon (20 connections, 15 s by default), printing requests/s,
 * latency percentiles and SQL queries per request. Catalogue pages are asked for as the catalogue
 * screen asks for them (CATALOGUE_PAGE_SIZE plans). The database is dropped at the end.
 *
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the
 * script only creates and drops its own `aula_bench_*` database there.
 * BENCH_DURATION (seconds) and BENCH_CONNECTIONS override the load, BENCH_WARMUP (seconds,
 * default 3) the unmeasured run before each case; BENCH_ONLY (part of a case's name) runs only the
 * matching cases; CATALOGUE_CACHE_PLANS=0 measures without the API's catalogue page cache (every
 * request then reads its page from PostgreSQL).
 * BENCH_KEEP_DATABASE=1 keeps the filled database, and BENCH_DATABASE=<its name> runs on it again
 * (neither filled nor dropped).
 *
 * Latency depends on what else the machine is doing; the CPU time each request took (this process,
 * app and load generator, and a local PostgreSQL server's processes) much less, so both are printed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { fromPostgresUrl } from '@aula/db';
import { BENCH_TEACHER, createCatalogueDatabase } from './lib/catalogue-bench';
import { cpuTimeMs } from './lib/cpu-time';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';

const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const only = process.env.BENCH_ONLY;

// autocannon's latency percentiles skip p95 (its nearest are p90 and p97.5); its results are summed
// in this thread from the module's list, so adding 95 there makes it report one.
const autocannonRequire = createRequire(createRequire(import.meta.url).resolve('autocannon'));
(autocannonRequire('hdr-histogram-percentiles-obj') as { percentiles: number[] }).percentiles.push(95);

/** Every statement sent to PostgreSQL, counted at the driver (pool queries, transactions included). */
let queries = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  queries += 1;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

async function main() {
  // The same case costs about twice as much CPU on some 2-core machines as on others, so the
  // figures name the processor they were measured on.
  const cores = cpus();
  console.log(
    `Processador: ${cores[0]?.model ?? '?'}, ${cores.length} núcleos; carga no início (1/5/15 min): ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}`,
  );
  const database = await createCatalogueDatabase('aula_bench');
  const handle = fromPostgresUrl(database.url, { max: 10 });
  try {
    const config = loadConfig({
      // Not 'production': that demands a reCAPTCHA secret, and the bench logs in without one.
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'aula-bench-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      CATALOGUE_CACHE_PLANS: process.env.CATALOGUE_CACHE_PLANS,
    });
    const app = await buildApp({ config, database: handle, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { ...BENCH_TEACHER, recaptcha: '' },
    });
    const { access } = login.json() as { access: string };
    const headers = { authorization: `JWT ${access}` };

    const rows = [];
    for (const benchCase of database.cases.filter((c) => !only || c.name.includes(only))) {
      // Let the previous run's last requests finish, so only this probe is counted.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const probe = await fetch(base + benchCase.path, { headers });
      if (!probe.ok) throw new Error(`${benchCase.path}: ${probe.status} ${await probe.text()}`);
      await probe.arrayBuffer();
      // The load generator runs in a worker thread, so it does not share the app's event loop.
      const load = { url: base + benchCase.path, headers, connections, workers: 1 };
      // The same load for a while first, unmeasured: the JIT compiles the case's code and
      // PostgreSQL's connections plan its statements before the figures count.
      await autocannon({ ...load, duration: warmup });
      const before = queries;
      const cpuBefore = cpuTimeMs();
      const result = await autocannon({ ...load, duration });
      const cpuAfter = cpuTimeMs();
      // Averaged over the whole run: a first request may also count a total that the next ones reuse.
      const perRequest = (queries - before) / result.requests.total;
      const cpuPerRequest = (spent: number) => Number((spent / result.requests.total).toFixed(2));
      const errors = result.non2xx + result.errors;
      // Service time without queueing: one connection, one request at a time.
      const alone = await autocannon({ ...load, connections: 1, amount: 200 });
      rows.push({
        caso: benchCase.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p95 ms': (result.latency as unknown as Record<string, number>).p95,
        'p99 ms': result.latency.p99,
        'p50 ms (1 conexão)': alone.latency.p50,
        'SQL/req': Number(perRequest.toFixed(2)),
        'CPU ms/req app+carga': cpuPerRequest(cpuAfter.process - cpuBefore.process),
        'CPU ms/req PostgreSQL':
          cpuAfter.postgres === null || cpuBefore.postgres === null
            ? '—'
            : cpuPerRequest(cpuAfter.postgres - cpuBefore.postgres),
        erros: errors,
      });
      console.log(`  ${benchCase.name}: ${Math.round(result.requests.average)} req/s`);
    }
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
    console.log(
      `\n${connections} conexões, ${duration} s por caso; cache de páginas do catálogo: ${
        config.catalogueCachePlans > 0 ? `até ${config.catalogueCachePlans} livros` : 'desligado'
      }; carga da máquina (1/5/15 min): ${load}\n`,
    );
    console.table(rows);
    await app.close();
  } finally {
    await handle.close();
    if (process.env.BENCH_KEEP_DATABASE) console.log(`Banco mantido: ${database.name}`);
    else await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
