import { eq } from 'drizzle-orm';
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
      ads: true,
      maxStudents: 5,
      teachersAccounts: 1,
      maxCustomLessons: 1,
      group: 'free',
      defaultFreeUsers: true,
    })
    .onConflictDoNothing();
}
