import { eq } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { createTestApp } from './app';
import { accessOfNewUser } from './users';

type PlanInsert = typeof schema.lessonPlans.$inferInsert;
type LessonInsert = typeof schema.lessons.$inferInsert;

/** A catalogue plan straight in the database (published unless told otherwise). */
export async function insertPlan(db: Database, plan: Partial<PlanInsert> = {}) {
  const title = plan.title ?? 'Livro de teste';
  const values: PlanInsert = {
    etapa: 'fundamental-1',
    ano: 'ef-5',
    componente: 'matematica',
    published: true,
    ...plan,
    title,
  };
  const [row] = await db.insert(schema.lessonPlans).values(values).returning();
  return row!;
}

export async function insertLesson(db: Database, lessonPlanId: number, lesson: Partial<LessonInsert> = {}) {
  const [row] = await db
    .insert(schema.lessons)
    .values({
      title: 'Aula de teste',
      objectives: 'Objetivo',
      materials: 'Lápis e papel',
      contentHtml: '<p>Conteúdo completo da aula</p>',
      ...lesson,
      lessonPlanId,
    })
    .returning();
  return row!;
}

/** A non-default access configuration, as a paid plan or a granted subscription would assign. */
export async function makePaying(db: Database, userId: number, maxCustomLessons = 10) {
  const [config] = await db
    .insert(schema.accessConfigs)
    .values({
      name: `Assinante ${userId}`,
      ads: false,
      maxStudents: 40,
      teachersAccounts: 1,
      maxCustomLessons,
      group: 'paid',
    })
    .returning();
  await db.update(schema.users).set({ accessConfigId: config!.id }).where(eq(schema.users.id, userId));
}

/** A fresh app with a staff member and a teacher logged in, for the staff content screens. */
export async function contentStaffApp() {
  const t = await createTestApp();
  return { t, staff: await accessOfNewUser(t, { isStaff: true }), teacher: await accessOfNewUser(t) };
}

/** A catalogue collection straight in the database; its id. */
export async function insertCollection(db: Database, name: string) {
  const [collection] = await db.insert(schema.lessonPlanCollections).values({ name }).returning();
  return collection!.id;
}
