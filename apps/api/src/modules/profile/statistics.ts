import { count, eq } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import type { UserRow } from '../../lib/auth-context';
import { countedStudentsWhere } from '../students';
import { accessConfigFor } from '../payments';

const { users, classrooms, teachingClasses, assignments, favorites, lessonPlans, feedbacks } = schema;

/** A teacher's usage, each with its limit where the plan sets one. */
export async function teacherStatistics(db: Database, teacher: UserRow) {
  const config = await accessConfigFor(db, teacher);
  const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [students, classroomCount, linked, assignmentCount, favoriteCount, customPlans] = await Promise.all([
    one(db.select({ n: count() }).from(users).where(countedStudentsWhere(teacher.id))),
    one(db.select({ n: count() }).from(classrooms).where(eq(classrooms.teacherId, teacher.id))),
    one(
      db
        .select({ n: count() })
        .from(teachingClasses)
        .innerJoin(classrooms, eq(classrooms.id, teachingClasses.classroomId))
        .where(eq(classrooms.teacherId, teacher.id)),
    ),
    one(
      db
        .select({ n: count() })
        .from(assignments)
        .innerJoin(classrooms, eq(classrooms.id, assignments.classroomId))
        .where(eq(classrooms.teacherId, teacher.id)),
    ),
    one(db.select({ n: count() }).from(favorites).where(eq(favorites.userId, teacher.id))),
    one(db.select({ n: count() }).from(lessonPlans).where(eq(lessonPlans.ownerId, teacher.id))),
  ]);
  return {
    students: { count: students, limit: config.max_students },
    classrooms: { count: classroomCount },
    linked_lessons: { count: linked },
    assignments: { count: assignmentCount },
    favorites: { count: favoriteCount },
    custom_lesson_plans: { count: customPlans, limit: config.max_custom_lessons },
  };
}

export async function saveFeedback(db: Database, user: UserRow, input: { message: string; rating?: number }) {
  const [row] = await db
    .insert(feedbacks)
    .values({ userId: user.id, message: input.message, rating: input.rating ?? null })
    .returning();
  return {
    id: row!.id,
    message: row!.message,
    rating: row!.rating,
    created_at: row!.createdAt.toISOString(),
  };
}
