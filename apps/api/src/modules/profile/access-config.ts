import { and, eq, gt, or, sql } from 'drizzle-orm';
import { DEFAULT_USER_ACCESS_CONFIG, type UserAccessConfig } from '@aula/contracts';
import { schema, type Database } from '@aula/db';

type AccessConfigRow = typeof schema.accessConfigs.$inferSelect;

export function toUserAccessConfig(row: AccessConfigRow): UserAccessConfig {
  return {
    ads: row.ads,
    default_free_users: row.defaultFreeUsers,
    group: row.group,
    max_students: row.maxStudents,
    teachers_accounts: row.teachersAccounts,
    max_custom_lessons: row.maxCustomLessons,
  };
}

/**
 * The limits in force: a paid (or granted) subscription's plan while it is active — or canceled
 * but still inside the paid period —, else the user's own configuration when staff set one,
 * else the default free one.
 */
export async function accessConfigFor(
  db: Database,
  user: { id: number; accessConfigId: number | null },
): Promise<UserAccessConfig> {
  const { accessConfigs, subscriptions, subscriptionPlans } = schema;
  const [subscribed] = await db
    .select({ config: accessConfigs })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.subscriptionPlanId))
    .innerJoin(accessConfigs, eq(accessConfigs.id, subscriptionPlans.accessConfigId))
    .where(
      and(
        eq(subscriptions.userId, user.id),
        or(
          eq(subscriptions.status, 'active'),
          and(eq(subscriptions.status, 'canceled'), gt(subscriptions.currentPeriodEnd, sql`now()`)),
        ),
      ),
    )
    .limit(1);
  if (subscribed) return toUserAccessConfig(subscribed.config);
  const [row] = await db
    .select()
    .from(accessConfigs)
    .where(
      user.accessConfigId
        ? eq(accessConfigs.id, user.accessConfigId)
        : eq(accessConfigs.defaultFreeUsers, true),
    )
    .limit(1);
  return row ? toUserAccessConfig(row) : { ...DEFAULT_USER_ACCESS_CONFIG, ads: true };
}
