import { and, eq, gt, ne, or, sql, type Placeholder } from 'drizzle-orm';
import { FREE_ACCESS_CONFIG, PAYMENT_GRACE_DAYS, type UserAccessConfig } from '@aula/contracts';
import { schema, type Database } from '@aula/db';

type AccessConfigRow = typeof schema.accessConfigs.$inferSelect;

/** What a configuration allows, as every answer that shows it writes it (user, plan, back office). */
export const accessLimitsOf = (row: AccessConfigRow) => ({
  max_students: row.maxStudents,
  max_custom_lessons: row.maxCustomLessons,
  teachers_accounts: row.teachersAccounts,
  ads: row.ads,
});

function toUserAccessConfig(row: AccessConfigRow): UserAccessConfig {
  return { ...accessLimitsOf(row), default_free_users: row.defaultFreeUsers, group: row.group };
}

/**
 * The configuration in force, in one statement: a paid (or granted) subscription's plan while it is
 * active — or canceled but still inside the paid period, or past due for less than the grace
 * period —, else the user's own configuration when
 * staff set one, else the default free one. The ids may be placeholders, for a prepared statement.
 */
export function accessConfigQuery(
  db: Database,
  user: { id: number | Placeholder; accessConfigId: number | null | Placeholder },
) {
  const { accessConfigs, subscriptions, subscriptionPlans } = schema;
  const subscribed = db
    .select({ id: subscriptionPlans.accessConfigId })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.subscriptionPlanId))
    .where(
      and(
        eq(subscriptions.userId, user.id),
        or(
          // A year paid by a one-off order (Pix, boleto, card in instalments) counts as an active
          // subscription until its end, then for the same grace period as a failed card renewal.
          and(
            eq(subscriptions.status, 'active'),
            or(
              ne(subscriptions.billing, 'order'),
              sql`${subscriptions.currentPeriodEnd} > now() - ${`${PAYMENT_GRACE_DAYS} days`}::interval`,
            ),
          ),
          and(eq(subscriptions.status, 'canceled'), gt(subscriptions.currentPeriodEnd, sql`now()`)),
          and(
            eq(subscriptions.status, 'past_due'),
            sql`coalesce(${subscriptions.pastDueSince}, ${subscriptions.updatedAt}) > now() - ${`${PAYMENT_GRACE_DAYS} days`}::interval`,
          ),
        ),
      ),
    )
    .limit(1);
  const defaultFree = db
    .select({ id: accessConfigs.id })
    .from(accessConfigs)
    .where(eq(accessConfigs.defaultFreeUsers, true))
    .limit(1);
  return db
    .select()
    .from(accessConfigs)
    .where(
      eq(accessConfigs.id, sql`coalesce((${subscribed}), ${user.accessConfigId}::integer, (${defaultFree}))`),
    )
    .limit(1);
}

export const configOrDefault = (row: AccessConfigRow | undefined): UserAccessConfig =>
  row ? toUserAccessConfig(row) : FREE_ACCESS_CONFIG;

export async function accessConfigFor(
  db: Database,
  user: { id: number; accessConfigId: number | null },
): Promise<UserAccessConfig> {
  const [row] = await accessConfigQuery(db, user);
  return configOrDefault(row);
}
