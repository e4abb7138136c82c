import { eq } from 'drizzle-orm';
import { FREE_ACCESS_CONFIG } from '@aula/contracts';
import { schema, type Database } from '@aula/db';

/** Reference data every installation needs: the default free access configuration. */
export async function seedEssentials(db: Database) {
  const { accessConfigs } = schema;
  const [existing] = await db
    .select({ id: accessConfigs.id })
    .from(accessConfigs)
    .where(eq(accessConfigs.defaultFreeUsers, true));
  if (existing) return;
  await db
    .insert(accessConfigs)
    .values({
      name: 'Gratuito',
      ads: FREE_ACCESS_CONFIG.ads,
      maxStudents: FREE_ACCESS_CONFIG.max_students,
      teachersAccounts: FREE_ACCESS_CONFIG.teachers_accounts,
      maxCustomLessons: FREE_ACCESS_CONFIG.max_custom_lessons,
      group: FREE_ACCESS_CONFIG.group,
      defaultFreeUsers: true,
    })
    .onConflictDoNothing();
}
