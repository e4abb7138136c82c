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
import { CATALOGUE_PAGE_SIZE } from '@aula/contracts';
import { fromPostgresUrl, migrate } from '@aula/db';
import { createBenchDatabase } from './lib/bench-database';
import { cpuTimeMs } from './lib/cpu-time';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { hashPassword } from '../apps/api/src/modules/accounts';
import { seedEssentials } from '../apps/api/src/seed/essentials';

const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const only = process.env.BENCH_ONLY;
const PLANS = 10_000;
const LESSONS_PER_PLAN = 10;

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

const FILL_SQL = [
  `insert into lesson_plan_collections (name, position)
     select 'Coleção ' || g, g from generate_series(1, 20) g`,
  `insert into lesson_plans (title, description, etapa, ano, componente, bncc_codes, collection_id,
       position, published, premium)
   select t.title || ' ' || g, 'Sequência didática número ' || g || ' sobre ' || t.title,
       e.etapa, e.ano, e.componente, array[e.code || lpad(((g % 20) + 1)::text, 2, '0')],
       1 + g % 20, g, g % 50 <> 0, g % 4 = 0
   from generate_series(1, ${PLANS}) g
   cross join lateral (select (array['Frações e decimais', 'Geometria plana', 'Leitura e escrita',
       'Energia e movimento', 'História do Brasil', 'Cartografia', 'Brincadeiras cantadas',
       'Funções e gráficos'])[1 + g % 8] as title) t
   cross join lateral (select * from (values
       (0, 'educacao-infantil', 'ei-pequenas', 'corpo-gestos-movimentos', 'EI03CG'),
       (1, 'fundamental-1', 'ef-5', 'matematica', 'EF05MA'),
       (2, 'fundamental-1', 'ef-1', 'lingua-portuguesa', 'EF01LP'),
       (3, 'fundamental-2', 'ef-8', 'ciencias', 'EF08CI'),
       (4, 'fundamental-2', 'ef-7', 'historia', 'EF07HI'),
       (5, 'ensino-medio', 'em-1', 'matematica', 'EM13MAT1')) v(k, etapa, ano, componente, code)
     where v.k = g % 6) e`,
  `insert into lessons (lesson_plan_id, title, position, duration_minutes, objectives, materials,
       content_html, bncc_codes)
   select p.id, 'Aula ' || n || ' de ' || p.title, n, 50, 'Objetivo da aula ' || n,
       'Caderno, lápis', '<h2>Para começar</h2><p>' || repeat('Conteúdo da aula. ', 40) || '</p>',
       p.bncc_codes
   from lesson_plans p cross join generate_series(0, ${LESSONS_PER_PLAN - 1}) n`,
  'vacuum analyze',
  // The fill's pages are flushed now, not by a checkpoint in the middle of the first cases.
  'checkpoint',
];

interface Case {
  name: string;
  path: string;
}

async function main() {
  const database = await createBenchDatabase('aula_bench');
  const handle = fromPostgresUrl(database.url, { max: 10 });
  try {
    const started = performance.now();
    // The same case costs about twice as much CPU on some 2-core machines as on others, so the
    // figures name the processor they were measured on.
    const cores = cpus();
    console.log(
      `Processador: ${cores[0]?.model ?? '?'}, ${cores.length} núcleos; carga no início (1/5/15 min): ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}`,
    );
    await migrate(handle.db);
    await seedEssentials(handle.db);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    for (const statement of FILL_SQL) await client.query(statement);
    const teacher = await client.query<{ id: number }>(
      `insert into users (email, username, first_name, password_hash, is_teacher)
       values ('bench@aula.test', 'bench@aula.test', 'Bench', $1, true) returning id`,
      [await hashPassword('Bench-Senha-2026')],
    );
    const plans = await client.query<{ free: number; premium: number }>(
      `select min(id) filter (where not premium) as free, min(id) filter (where premium) as premium
       from lesson_plans where published`,
    );
    await client.end();
    console.log(
      `Banco ${database.name}: ${PLANS} livros e ${PLANS * LESSONS_PER_PLAN} aulas em ${Math.round(performance.now() - started)} ms`,
    );

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
      payload: { username: 'bench@aula.test', password: 'Bench-Senha-2026', recaptcha: '' },
    });
    const { access } = login.json() as { access: string };
    const headers = { authorization: `JWT ${access}` };
    void teacher;

    const { free, premium } = plans.rows[0]!;
    // A page of the catalogue as its screen asks for it.
    const catalogue = (query: string) =>
      `/api/content/lessonplans/?${query ? `${query}&` : ''}page_size=${CATALOGUE_PAGE_SIZE}`;
    const cases: Case[] = [
      { name: 'catálogo, 1ª página', path: catalogue('') },
      { name: 'catálogo, página 200', path: catalogue('page=200') },
      { name: 'busca "fracoes"', path: catalogue('search=fracoes') },
      {
        name: 'busca "geometria plana" + etapa',
        path: catalogue('search=geometria%20plana&etapa=fundamental-1'),
      },
      {
        name: 'filtros etapa+ano+componente',
        path: catalogue('etapa=fundamental-1&ano=ef-5&componente=matematica'),
      },
      { name: 'filtro BNCC', path: catalogue('bncc=EF05MA12') },
      { name: 'filtro coleção', path: catalogue('collection=7') },
      { name: 'busca sem resultado', path: catalogue('search=inexistente') },
      { name: 'busca "decimais"', path: catalogue('search=decimais') },
      { name: 'busca "leitura escrita"', path: catalogue('search=leitura%20escrita') },
      { name: 'busca prefixo BNCC "EF05MA"', path: catalogue('search=EF05MA') },
      { name: 'busca com erro "cartografya"', path: catalogue('search=cartografya') },
      { name: 'sugestões ao digitar "fra"', path: '/api/content/search-suggestions/?q=fra' },
      { name: 'sugestões ao digitar "ef05" (BNCC)', path: '/api/content/search-suggestions/?q=ef05' },
      { name: 'livro com resumo das aulas', path: `/api/content/lessonplans/${free}/` },
      { name: 'aulas de um livro', path: `/api/content/lessonplans/${free}/lessons/` },
      {
        name: 'aulas de um livro premium (bloqueadas)',
        path: `/api/content/lessonplans/${premium}/lessons/`,
      },
    ];

    const rows = [];
    for (const benchCase of cases.filter((c) => !only || c.name.includes(only))) {
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
