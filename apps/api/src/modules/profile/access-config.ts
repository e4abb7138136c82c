import { eq } from 'drizzle-orm';
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

/** The limits in force: the user's own configuration when set, otherwise the default free one. */
export async function accessConfigFor(
  db: Database,
  user: { accessConfigId: number | null },
): Promise<UserAccessConfig> {
  const { accessConfigs } = schema;
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
