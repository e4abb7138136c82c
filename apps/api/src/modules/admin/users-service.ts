import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserDetail, AdminUserPatch, AdminUserQuery } from '@aula/contracts';
import { schema, type Database, type SubscriptionStatus } from '@aula/db';
import { ApiError, notFound } from '../../lib/errors';
import type { SessionTokens } from '../accounts';
import { teacherStudentsWhere } from '../students';
import { accessConfigFor, liveSql } from '../payments';
import { audit, iso, offsetOf, type Actor } from './shared';
import { fullName } from '../../lib/name-order';
import { containsText } from '../../lib/text-filter';

const { users, subscriptions, subscriptionPlans, classrooms } = schema;
type UserRow = typeof users.$inferSelect;

/** The subscription that matters for a user: a live one first, else the newest. */
const currentStatus = sql<SubscriptionStatus | null>`(
  select s.status from subscriptions s where s.user_id = ${users.id}
  order by ${liveSql({ status: sql`s.status`, currentPeriodEnd: sql`s.current_period_end` })} desc, s.created_at desc limit 1)`;

const ORDERING: Record<AdminUserQuery['ordering'], SQL[]> = {
  date_joined: [asc(users.dateJoined), asc(users.id)],
  '-date_joined': [desc(users.dateJoined), desc(users.id)],
  last_login: [sql`${users.lastLogin} asc nulls first`, asc(users.id)],
  '-last_login': [sql`${users.lastLogin} desc nulls last`, desc(users.id)],
  email: [asc(users.email), asc(users.id)],
  '-email': [desc(users.email), desc(users.id)],
  first_name: [asc(users.firstName), asc(users.lastName), asc(users.id)],
  '-first_name': [desc(users.firstName), desc(users.lastName), desc(users.id)],
};

function toAdminUser(row: UserRow, status: SubscriptionStatus | null): AdminUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    is_teacher: row.isTeacher,
    is_student: row.isStudent,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
    is_active: row.isActive,
    date_joined: iso(row.dateJoined)!,
    last_login: iso(row.lastLogin),
    subscription_status: status,
  };
}

export function adminUsersService(deps: { db: Database; tokens: SessionTokens }) {
  const { db, tokens } = deps;

  async function find(id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound('Usuário não encontrado.');
    return row;
  }

  async function detail(id: number): Promise<AdminUserDetail> {
    const row = await find(id);
    const [sub] = await db
      .select({ s: subscriptions, planName: subscriptionPlans.name })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.subscriptionPlanId))
      .where(eq(subscriptions.userId, id))
      .orderBy(sql`${liveSql(subscriptions)} desc`, desc(subscriptions.createdAt))
      .limit(1);
    const [rooms] = await db.select({ n: count() }).from(classrooms).where(eq(classrooms.teacherId, id));
    const [students] = await db.select({ n: count() }).from(users).where(teacherStudentsWhere(id));
    return {
      ...toAdminUser(row, sub?.s.status ?? null),
      birth_date: row.birthDate,
      groups: row.groups,
      user_access_config: await accessConfigFor(db, row),
      subscription: sub
        ? {
            id: sub.s.id,
            status: sub.s.status,
            plan_id: sub.s.subscriptionPlanId,
            plan_name: sub.planName,
            current_period_end: iso(sub.s.currentPeriodEnd),
            granted: sub.s.grantedById !== null,
          }
        : null,
      classrooms_count: rooms?.n ?? 0,
      students_count: students?.n ?? 0,
    };
  }

  return {
    detail,

    async list(query: AdminUserQuery) {
      const roleFilter = {
        teacher: eq(users.isTeacher, true),
        student: eq(users.isStudent, true),
        staff: or(eq(users.isStaff, true), eq(users.isSuperuser, true)),
        superuser: eq(users.isSuperuser, true),
      };
      const where = and(
        query.search ? containsText(query.search, [fullName(), users.email, users.username]) : undefined,
        query.role ? roleFilter[query.role] : undefined,
        query.is_active ? eq(users.isActive, query.is_active === 'true') : undefined,
        query.subscription_status === 'none'
          ? sql`not exists (select 1 from subscriptions s where s.user_id = ${users.id})`
          : query.subscription_status
            ? sql`${currentStatus} = ${query.subscription_status}`
            : undefined,
      );
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select({ user: users, status: currentStatus })
        .from(users)
        .where(where)
        .orderBy(...ORDERING[query.ordering])
        .limit(query.page_size)
        .offset(offsetOf(query));
      return { count: total?.n ?? 0, results: rows.map((r) => toAdminUser(r.user, r.status)) };
    },

    /** Roles and the active flag; superusers only, and never one's own superuser flag. */
    async patch(actor: Actor, id: number, input: AdminUserPatch) {
      const before = await find(id);
      if (id === actor.id && (input.is_superuser === false || input.is_active === false)) {
        throw new ApiError(
          400,
          'Você não pode remover o seu próprio acesso de superusuário nem se desativar.',
          'self_demotion',
        );
      }
      const changes = {
        ...(input.is_teacher !== undefined ? { isTeacher: input.is_teacher } : {}),
        ...(input.is_staff !== undefined ? { isStaff: input.is_staff } : {}),
        ...(input.is_superuser !== undefined ? { isSuperuser: input.is_superuser } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      };
      await db.transaction(async (tx) => {
        await tx.update(users).set(changes).where(eq(users.id, id));
        if (input.is_active === false && before.isActive) await tokens.revokeAll(id, {}, tx);
        const after = { ...before, ...changes };
        if ((before.isStaff || before.isSuperuser) && !(after.isStaff || after.isSuperuser)) {
          await tokens.revokeImpersonationsBy(id, tx);
        }
        await audit(tx, actor, 'user.updated', { type: 'user', id }, pickRoles(before), pickRoles(after));
      });
      return detail(id);
    },
  };
}

const pickRoles = (u: Pick<UserRow, 'isTeacher' | 'isStaff' | 'isSuperuser' | 'isActive'>) => ({
  is_teacher: u.isTeacher,
  is_staff: u.isStaff,
  is_superuser: u.isSuperuser,
  is_active: u.isActive,
});

export type AdminUsersService = ReturnType<typeof adminUsersService>;
