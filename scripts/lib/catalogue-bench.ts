import pg from 'pg';
import { CATALOGUE_PAGE_SIZE } from '@aula/contracts';
import { fromPostgresUrl, migrate } from '@aula/db';
import { hashPassword } from '../../apps/api/src/modules/accounts';
import { seedEssentials } from '../../apps/api/src/seed/essentials';
import { benchDatabaseUrl, createBenchDatabase } from './bench-database';

const PLANS = 10_000;
const LESSONS_PER_PLAN = 10;

/** The teacher every catalogue case signs in as. */
export const BENCH_TEACHER = { username: 'bench@aula.test', password: 'Bench-Senha-2026' };

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

export interface CatalogueCase {
  name: string;
  path: string;
}

/**
 * A fresh `<prefix>_*` database on the TEST_DATABASE_URL server, migrated and filled with 10,000
 * plans and 100,000 lessons and the bench teacher; `drop` removes it. BENCH_DATABASE names one an
 * earlier run kept (BENCH_KEEP_DATABASE=1) to use again instead: it is neither filled nor dropped.
 */
export async function createCatalogueDatabase(prefix: string) {
  const kept = process.env.BENCH_DATABASE;
  if (kept) {
    const url = benchDatabaseUrl(kept);
    return { name: kept, url, drop: async () => {}, cases: catalogueCases(await planIds(url)) };
  }
  const database = await createBenchDatabase(prefix);
  try {
    await fill(database.url, database.name);
    return { ...database, cases: catalogueCases(await planIds(database.url)) };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** A free and a premium published plan, for the cases that open one. */
async function planIds(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plans = await client.query<{ free: number; premium: number }>(
      `select min(id) filter (where not premium) as free, min(id) filter (where premium) as premium
       from lesson_plans where published`,
    );
    return plans.rows[0]!;
  } finally {
    await client.end();
  }
}

async function fill(url: string, name: string) {
  const started = performance.now();
  const handle = fromPostgresUrl(url, { max: 1 });
  try {
    await migrate(handle.db);
    await seedEssentials(handle.db);
  } finally {
    await handle.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of FILL_SQL) await client.query(statement);
    await client.query(
      `insert into users (email, username, first_name, password_hash, is_teacher)
       values ($1, $1, 'Bench', $2, true)`,
      [BENCH_TEACHER.username, await hashPassword(BENCH_TEACHER.password)],
    );
  } finally {
    await client.end();
  }
  console.log(
    `Banco ${name}: ${PLANS} livros e ${PLANS * LESSONS_PER_PLAN} aulas em ${Math.round(performance.now() - started)} ms`,
  );
}

/** The catalogue screen's requests, its pages asked for as it asks (CATALOGUE_PAGE_SIZE plans). */
function catalogueCases({ free, premium }: { free: number; premium: number }): CatalogueCase[] {
  const catalogue = (query: string) =>
    `/api/content/lessonplans/?${query ? `${query}&` : ''}page_size=${CATALOGUE_PAGE_SIZE}`;
  return [
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
}
