/**
 * Times the admin statistics queries (`npm run bench:admin-stats`) on a fresh PostgreSQL database
 * filled with 100,000 users (two years of signups), 30,000 subscriptions, their orders, lessons,
 * teaching classes and favourites. Each report runs BENCH_RUNS times (default 7); the median and
 * the slowest run are printed, for the default period (12 months) and for a one-month period.
 *
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the
 * script only creates and drops its own `aula_bench_admin_*` database there.
 */
import pg from 'pg';
import { fromPostgresUrl, migrate } from '@aula/db';
import { createBenchDatabase } from './lib/bench-database';
import { adminStatistics } from '../apps/api/src/modules/admin';
import { seedDemoPayments } from '../apps/api/src/seed/demo-payments';
import { seedEssentials } from '../apps/api/src/seed/essentials';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const USERS = 100_000;

// Users over the last two years; one in ten logged in within the last 60 days.
const FILL_SQL = [
  `insert into users (email, username, first_name, last_name, password_hash, is_teacher, is_student, is_staff,
       date_joined, last_login)
   select case when g % 4 = 0 then null else 'pessoa' || g || '@bench.test' end,
       'pessoa' || g, 'Pessoa', 'Número ' || g, 'x', g % 4 <> 0, g % 4 = 0, g % 1000 = 0,
       now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second',
       case when g % 10 = 0 then now() - (g % 60) * interval '1 day' end
   from generate_series(1, ${USERS}) g`,
  `insert into subscriptions (user_id, subscription_plan_id, status, price_cents, created_at, canceled_at,
       current_period_start, current_period_end, granted_by_id)
   select u.id, p.id,
       (array['active','active','active','past_due','expired','canceled','failed'])[1 + u.id % 7],
       p.price_cents, u.date_joined + interval '2 days',
       case when u.id % 7 in (4, 5) then u.date_joined + interval '40 days' end,
       now() - interval '10 days', now() + interval '20 days',
       case when u.id % 97 = 0 then 1 end
   from users u
   join subscription_plans p on p.id = (select min(id) from subscription_plans) + (u.id % 2)
   where u.is_teacher and u.id % 3 = 0 and u.id > 1`,
  `insert into orders (user_id, subscription_id, subscription_plan_id, kind, amount_cents, status, created_at, paid_at)
   select s.user_id, s.id, s.subscription_plan_id, 'subscription', s.price_cents,
       case when s.status = 'failed' then 'failed' else 'paid' end, s.created_at,
       case when s.status = 'failed' then null else s.created_at end
   from subscriptions s`,
  `insert into lesson_plans (title) select 'Livro ' || g from generate_series(1, 50) g`,
  `insert into lessons (lesson_plan_id, title, position)
   select lp.id, 'Aula ' || g || ' de ' || lp.title, g from lesson_plans lp, generate_series(1, 20) g`,
  `insert into classrooms (teacher_id, name, school_year, code)
   select u.id, 'Turma ' || u.id, 2026, upper(substr(md5(u.id::text), 1, 8)) from users u where u.is_teacher and u.id % 5 = 0`,
  `insert into teaching_classes (classroom_id, lesson_id, created_at)
   select c.id, l.id, now() - (c.id % 300) * interval '1 day'
   from classrooms c join lessons l on l.id % 97 = c.id % 97`,
  `insert into favorites (user_id, lesson_id, created_at)
   select u.id, l.id, now() - (u.id % 300) * interval '1 day'
   from users u join lessons l on l.id % 211 = u.id % 211 where u.is_teacher`,
  `analyze`,
];

async function time<T>(label: string, run: () => Promise<T>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${label.padEnd(52)} mediana ${median.toFixed(1).padStart(7)} ms   pior ${times.at(-1)!.toFixed(1).padStart(7)} ms`,
  );
}

async function main() {
  const database = await createBenchDatabase('aula_bench_admin');
  const handle = fromPostgresUrl(database.url, { max: 4 });
  try {
    await migrate(handle.db);
    await seedEssentials(handle.db);
    await seedDemoPayments(handle.db);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const fillStart = performance.now();
    for (const statement of FILL_SQL) await client.query(statement);
    const { rows } = await client.query<{
      users: number;
      subscriptions: number;
      orders: number;
      links: number;
      favorites: number;
    }>(
      `select (select count(*)::int from users) as users, (select count(*)::int from subscriptions) as subscriptions,
         (select count(*)::int from orders) as orders, (select count(*)::int from teaching_classes) as links,
         (select count(*)::int from favorites) as favorites`,
    );
    await client.end();
    console.log(`Base preenchida em ${((performance.now() - fillStart) / 1000).toFixed(1)} s:`, rows[0]);

    const stats = adminStatistics(handle.db);
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await time('user-statistics (12 meses, padrão)', () => stats.users({}));
    await time('user-statistics (30 dias)', () => stats.users({ from: monthAgo, to: today }));
    await time('subscription-statistics (12 meses, padrão)', () => stats.subscriptions({}));
    await time('subscription-statistics (30 dias)', () => stats.subscriptions({ from: monthAgo, to: today }));
  } finally {
    await handle.close();
    if (process.env.BENCH_KEEP) console.log(`Base mantida: ${database.name}`);
    else await database.drop();
  }
}

await main();
