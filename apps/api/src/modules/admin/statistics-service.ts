import { sql, type SQL } from 'drizzle-orm';
import {
  isoDay,
  monthlyEquivalentCents,
  TIME_ZONE,
  type StatisticsQuery,
  type SubscriptionStatistics,
  type UserStatistics,
} from '@aula/contracts';
import type { Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import { recurringPriceCents } from '../payments';
import { dayAfter, dayStart } from './shared';

const MAX_DAYS = 1100;
const DAY_MS = 86_400_000;

/** The period asked for (São Paulo days, both ends included); by default the last 12 months. */
function periodOf(query: StatisticsQuery) {
  const to = query.to ?? isoDay();
  const from = query.from ?? `${Number(to.slice(0, 4)) - 1}-${to.slice(5, 7)}-01`;
  const start = dayStart(from);
  const end = dayAfter(to);
  if ((end.getTime() - start.getTime()) / DAY_MS > MAX_DAYS) {
    throw ValidationFailure.field('from', 'Escolha um período de até 3 anos.');
  }
  return { from, to, start, end };
}

const month = (column: SQL) =>
  sql`to_char(date_trunc('month', ${column} at time zone ${TIME_ZONE}), 'YYYY-MM')`;

/** Every day / month of the period, so charts have no gaps. */
function daysOf(from: string, to: string) {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= Date.parse(`${to}T12:00:00Z`); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
function monthsOf(from: string, to: string) {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) return out;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

const int = (v: unknown) => Number(v ?? 0);

export function adminStatistics(db: Database) {
  const rows = async <T extends Record<string, unknown>>(query: SQL) => (await db.execute<T>(query)).rows;

  type RoleCounts = { key: string; total: number; teachers: number; students: number; staff: number };
  // One pass over the period's signups (index on date_joined), formatted per day after grouping;
  // months are sums of days.
  const signupsPerDay = (start: Date, end: Date) =>
    rows<RoleCounts>(sql`
      select to_char(d, 'YYYY-MM-DD') as key, total, teachers, students, staff from (
        select date_trunc('day', date_joined at time zone ${TIME_ZONE}) as d, count(*)::int as total,
          count(*) filter (where is_teacher)::int as teachers,
          count(*) filter (where is_student)::int as students,
          count(*) filter (where is_staff or is_superuser)::int as staff
        from users
        where date_joined >= ${start.toISOString()}::timestamptz and date_joined < ${end.toISOString()}::timestamptz
        group by 1) per_day`);

  const topLessons = (table: 'teaching_classes' | 'favorites', start: Date, end: Date) =>
    rows<{ lesson_id: number; title: string; count: number }>(sql`
      select l.id as lesson_id, l.title, t.n::int as count
      from (select lesson_id, count(*) as n from ${sql.identifier(table)}
            where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
            group by lesson_id order by n desc, lesson_id limit 10) t
      join lessons l on l.id = t.lesson_id
      order by t.n desc, l.id`);

  return {
    async users(query: StatisticsQuery): Promise<UserStatistics> {
      const { from, to, start, end } = periodOf(query);
      const [totals] = await rows<{
        users: number;
        teachers: number;
        students: number;
        staff: number;
        active: number;
      }>(sql`
        select count(*)::int as users,
          count(*) filter (where is_teacher)::int as teachers,
          count(*) filter (where is_student)::int as students,
          count(*) filter (where is_staff or is_superuser)::int as staff,
          (select count(*)::int from users where last_login >= now() - interval '30 days') as active
        from users`);
      const days = await signupsPerDay(start, end);
      const perDay = new Map(days.map((r) => [r.key, r]));
      const perMonth = new Map<string, RoleCounts>();
      for (const r of days) {
        const m = perMonth.get(r.key.slice(0, 7)) ?? {
          key: r.key.slice(0, 7),
          total: 0,
          teachers: 0,
          students: 0,
          staff: 0,
        };
        perMonth.set(m.key, {
          key: m.key,
          total: m.total + int(r.total),
          teachers: m.teachers + int(r.teachers),
          students: m.students + int(r.students),
          staff: m.staff + int(r.staff),
        });
      }
      const counts = (r: RoleCounts | undefined) => ({
        teachers: int(r?.teachers),
        students: int(r?.students),
        staff: int(r?.staff),
      });
      return {
        from,
        to,
        totals: {
          users: int(totals?.users),
          teachers: int(totals?.teachers),
          students: int(totals?.students),
          staff: int(totals?.staff),
        },
        signups: days.reduce((a, r) => a + int(r.total), 0),
        signups_per_day: daysOf(from, to).map((d) => ({ date: d, ...counts(perDay.get(d)) })),
        signups_per_month: monthsOf(from, to).map((m) => ({ month: m, ...counts(perMonth.get(m)) })),
        active_users_30d: int(totals?.active),
        most_linked_lessons: (await topLessons('teaching_classes', start, end)).map((r) => ({
          ...r,
          count: int(r.count),
        })),
        most_favorited_lessons: (await topLessons('favorites', start, end)).map((r) => ({
          ...r,
          count: int(r.count),
        })),
      };
    },

    async subscriptions(query: StatisticsQuery): Promise<SubscriptionStatistics> {
      const { from, to, start, end } = periodOf(query);
      const s = start.toISOString();
      const e = end.toISOString();
      // MRR: paid subscriptions still renewing, each at its monthly equivalent (the shared rule).
      const live = await rows<{
        plan_id: number;
        plan_name: string;
        price_cents: number;
        interval: 'month' | 'year';
        interval_count: number;
        paid: boolean;
        discount_type: 'percentage' | 'flat' | null;
        discount_value: number | null;
        cycles: number | null;
        count: number;
      }>(sql`
        select p.id as plan_id, p.name as plan_name, s.price_cents, p.interval, p.interval_count,
          (s.granted_by_id is null) as paid, c.discount_type, c.discount_value, c.cycles,
          count(*)::int as count
        from subscriptions s join subscription_plans p on p.id = s.subscription_plan_id
          left join coupons c on c.id = s.coupon_id
        where s.status in ('active', 'past_due')
        group by p.id, p.name, s.price_cents, p.interval, p.interval_count, (s.granted_by_id is null),
          c.discount_type, c.discount_value, c.cycles
        order by p.id`);
      const byPlan = new Map<
        number,
        { plan_id: number; plan_name: string; count: number; mrr_cents: number }
      >();
      for (const r of live) {
        const plan = byPlan.get(r.plan_id) ?? {
          plan_id: r.plan_id,
          plan_name: r.plan_name,
          count: 0,
          mrr_cents: 0,
        };
        plan.count += int(r.count);
        if (r.paid) {
          // What its renewals charge: net of a "forever" coupon.
          const renewal = recurringPriceCents(
            int(r.price_cents),
            r.discount_type && {
              discountType: r.discount_type,
              discountValue: int(r.discount_value),
              cycles: r.cycles,
            },
          );
          plan.mrr_cents += int(r.count) * monthlyEquivalentCents(renewal, r.interval, int(r.interval_count));
        }
        byPlan.set(r.plan_id, plan);
      }
      // A plan change is one subscription replacing another: an upgrade or a downgrade by the
      // monthly equivalent, never a cancellation plus a new subscription.
      const changes = await rows<{
        key: string;
        new_price: number;
        new_interval: 'month' | 'year';
        new_count: number;
        old_price: number;
        old_interval: 'month' | 'year';
        old_count: number;
      }>(sql`
        select ${month(sql`s.created_at`)} as key,
          s.price_cents as new_price, p.interval as new_interval, p.interval_count as new_count,
          o.price_cents as old_price, op.interval as old_interval, op.interval_count as old_count
        from subscriptions s
        join subscription_plans p on p.id = s.subscription_plan_id
        join subscriptions o on o.id = s.replaces_subscription_id
        join subscription_plans op on op.id = o.subscription_plan_id
        where s.created_at >= ${s}::timestamptz and s.created_at < ${e}::timestamptz
          and s.status not in ('pending', 'failed')`);
      const ups = new Map<string, number>();
      const downs = new Map<string, number>();
      for (const c of changes) {
        const after = monthlyEquivalentCents(int(c.new_price), c.new_interval, int(c.new_count));
        const before = monthlyEquivalentCents(int(c.old_price), c.old_interval, int(c.old_count));
        const bucket = after >= before ? ups : downs;
        bucket.set(c.key, (bucket.get(c.key) ?? 0) + 1);
      }
      const nonTrivial = sql`status not in ('pending', 'failed')`;
      const perMonthNew = await rows<{ key: string; n: number }>(sql`
        select ${month(sql`created_at`)} as key, count(*)::int as n from subscriptions
        where created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz and ${nonTrivial}
          and replaces_subscription_id is null
        group by 1`);
      // Churn: only subscribers who left; one replaced by a plan change stayed.
      const perMonthCanceled = await rows<{ key: string; n: number }>(sql`
        select ${month(sql`canceled_at`)} as key, count(*)::int as n from subscriptions c
        where canceled_at >= ${s}::timestamptz and canceled_at < ${e}::timestamptz
          and status not in ('pending', 'failed')
          and not exists (select 1 from subscriptions r where r.replaces_subscription_id = c.id)
        group by 1`);
      const perMonthFailed = await rows<{ key: string; n: number }>(sql`
        select ${month(sql`created_at`)} as key, count(*)::int as n from orders
        where status = 'failed' and created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz
        group by 1`);
      const [base] = await rows<{ at_start: number; past_due: number; failed_webhooks: number }>(sql`
        select
          (select count(*)::int from subscriptions where created_at < ${s}::timestamptz and ${nonTrivial}
             and (canceled_at is null or canceled_at >= ${s}::timestamptz)) as at_start,
          (select count(*)::int from subscriptions where status = 'past_due') as past_due,
          (select count(*)::int from webhook_events where status = 'failed') as failed_webhooks`);
      const [trial] = await rows<{ trials: number; converted: number; plans: number }>(sql`
        select
          (select count(*)::int from subscription_plans where trial_days > 0) as plans,
          count(*)::int as trials,
          count(*) filter (where exists (
            select 1 from orders o where o.subscription_id = s.id and o.status = 'paid' and o.amount_cents > 0))::int as converted
        from subscriptions s join subscription_plans p on p.id = s.subscription_plan_id
        where p.trial_days > 0 and s.granted_by_id is null
          and s.created_at >= ${s}::timestamptz and s.created_at < ${e}::timestamptz`);

      const lookup = (list: { key: string; n: number }[]) => new Map(list.map((r) => [r.key, int(r.n)]));
      const [news, cancels, fails] = [lookup(perMonthNew), lookup(perMonthCanceled), lookup(perMonthFailed)];
      const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
      const newTotal = sum(news);
      const canceledTotal = sum(cancels);
      const exposed = int(base?.at_start) + newTotal;
      const activeByPlan = [...byPlan.values()];
      return {
        from,
        to,
        mrr_cents: activeByPlan.reduce((a, r) => a + r.mrr_cents, 0),
        active_subscriptions: activeByPlan.reduce((a, r) => a + r.count, 0),
        active_by_plan: activeByPlan,
        per_month: monthsOf(from, to).map((m) => ({
          month: m,
          new: news.get(m) ?? 0,
          canceled: cancels.get(m) ?? 0,
          failed_payments: fails.get(m) ?? 0,
          upgrades: ups.get(m) ?? 0,
          downgrades: downs.get(m) ?? 0,
        })),
        new_subscriptions: newTotal,
        upgrades: sum(ups),
        downgrades: sum(downs),
        canceled_subscriptions: canceledTotal,
        churn_rate: exposed > 0 ? Math.round((canceledTotal / exposed) * 10_000) / 10_000 : 0,
        failed_payments: sum(fails),
        past_due: int(base?.past_due),
        failed_webhooks: int(base?.failed_webhooks),
        trial_to_paid:
          int(trial?.plans) > 0
            ? {
                trials: int(trial?.trials),
                converted: int(trial?.converted),
                rate:
                  int(trial?.trials) > 0
                    ? Math.round((int(trial?.converted) / int(trial?.trials)) * 10_000) / 10_000
                    : 0,
              }
            : null,
      };
    },
  };
}

export type AdminStatisticsService = ReturnType<typeof adminStatistics>;
