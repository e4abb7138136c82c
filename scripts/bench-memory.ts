/**
 * Memory of one API process under the catalogue load (`npm run bench:memory`, after
 * `npm run build -w apps/api`): fills a fresh PostgreSQL database as `bench:content` does, starts the
 * built server (`apps/api/dist/server.js`, or BENCH_SERVER) against it as `npm run serve` does (its
 * node options; BENCH_NODE_OPTIONS replaces them), as a process of its own with provider keys like
 * production, and drives every catalogue case with autocannon from this process, round after round.
 * After each round it prints the server's resident memory (now and peak, from /proc) and its V8 heap
 * (from /metrics): a figure that climbs round after round is memory the process holds on to.
 *
 * BENCH_ROUNDS (default 3), BENCH_DURATION (seconds per case and round, default 5) and
 * BENCH_CONNECTIONS (default 20) set the load; CATALOGUE_CACHE_PLANS=0 runs without the page cache.
 * BENCH_KEEP_DATABASE=1 keeps the filled database, and BENCH_DATABASE=<its name> runs on it again
 * (neither filled nor dropped).
 * BENCH_HEAP_SNAPSHOTS=<dir> writes a heap snapshot of the server there before the load and after
 * the last round (compare them in Chrome's DevTools, Memory tab: "Comparison", by constructor).
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { BENCH_TEACHER, createCatalogueDatabase } from './lib/catalogue-bench';
import { startBuiltServer } from './lib/built-server';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const snapshotDir = process.env.BENCH_HEAP_SNAPSHOTS ? resolve(process.env.BENCH_HEAP_SNAPSHOTS) : null;
const METRICS_TOKEN = 'token-das-metricas-do-benchmark';
const MiB = 1024 * 1024;

/** VmRSS and VmHWM (the peak) of a process, in MiB. */
function residentMiB(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
}

/** A few of the server's own gauges from GET /metrics (prom-client's defaults), in MiB. */
async function heapMiB(base: string) {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const gauge = (name: string) =>
    Math.round(Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? 0) / MiB);
  return {
    heapUsed: gauge('nodejs_heap_size_used_bytes'),
    heapTotal: gauge('nodejs_heap_size_total_bytes'),
    external: gauge('nodejs_external_memory_bytes'),
  };
}

/** Asks the server for a heap snapshot (--heapsnapshot-signal) and waits until it is written. */
async function heapSnapshot(server: { signal(name: NodeJS.Signals): void }, label: string) {
  if (!snapshotDir) return;
  const count = () => readdirSync(snapshotDir).filter((file) => file.endsWith('.heapsnapshot')).length;
  const before = count();
  server.signal('SIGUSR2');
  while (count() === before) await new Promise((done) => setTimeout(done, 200));
  // Written once the file stops growing.
  await new Promise((done) => setTimeout(done, 3_000));
  console.log(`  instantâneo do heap (${label}) em ${snapshotDir}`);
}

async function main() {
  const cores = cpus();
  console.log(
    `Processador: ${cores[0]?.model ?? '?'}, ${cores.length} núcleos; carga no início (1/5/15 min): ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}`,
  );
  if (snapshotDir) mkdirSync(snapshotDir, { recursive: true });
  const database = await createCatalogueDatabase('aula_bench_mem');
  try {
    const server = await startBuiltServer(
      {
        DATABASE_URL: database.url,
        // Not 'production': that demands a reCAPTCHA secret, and the bench logs in without one.
        NODE_ENV: 'test',
        SEED_DEMO_DATA: 'false',
        // Provider keys, as in production: the local provider sandbox does not run in the process.
        PAGARME_SECRET_KEY: 'sk_test_bench',
        PAGARME_PUBLIC_KEY: 'pk_test_bench',
        ACCESS_TOKEN_TTL_SECONDS: '3600',
        METRICS_TOKEN,
        ...(process.env.CATALOGUE_CACHE_PLANS
          ? { CATALOGUE_CACHE_PLANS: process.env.CATALOGUE_CACHE_PLANS }
          : {}),
      },
      snapshotDir ? { nodeOptions: ['--heapsnapshot-signal=SIGUSR2'], cwd: snapshotDir } : {},
    );
    try {
      const login = await fetch(`${server.base}/api/accounts/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...BENCH_TEACHER, recaptcha: '' }),
      });
      if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
      const { access } = (await login.json()) as { access: string };
      const headers = { authorization: `JWT ${access}` };

      const rows = [
        {
          rodada: 'antes da carga',
          requisições: 0,
          erros: 0,
          ...residentMiB(server.pid),
          ...(await heapMiB(server.base)),
        },
      ];
      await heapSnapshot(server, 'antes da carga');
      for (let round = 1; round <= rounds; round++) {
        let requests = 0;
        let errors = 0;
        for (const benchCase of database.cases) {
          const result = await autocannon({
            url: server.base + benchCase.path,
            headers,
            connections,
            duration,
          });
          requests += result.requests.total;
          errors += result.errors + result.non2xx;
        }
        rows.push({
          rodada: String(round),
          requisições: requests,
          erros: errors,
          ...residentMiB(server.pid),
          ...(await heapMiB(server.base)),
        });
        console.log(`  rodada ${round}: ${requests} requisições, RSS ${rows.at(-1)!.rss} MiB`);
      }
      await heapSnapshot(server, 'depois da última rodada');
      console.log(
        `\nnode ${server.nodeOptions.join(' ')}; ${connections} conexões, ${duration} s por caso e rodada, ${database.cases.length} casos; cache de páginas do catálogo: ${
          process.env.CATALOGUE_CACHE_PLANS === '0' ? 'desligado' : 'ligado'
        }; carga da máquina (1/5/15 min): ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' / ')}`,
      );
      console.log('MiB: rss = residente agora, peak = pico residente, heap* e external = V8\n');
      console.table(rows);
    } finally {
      await server.stop();
    }
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.log(`Banco mantido: ${database.name}`);
    else await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
