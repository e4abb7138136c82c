import { and, asc, eq, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';

const { teachingClasses, lessons, lessonPlans } = schema;

/**
 * The lessons linked to a classroom, in the order they were linked, each with its plan (teacher and
 * student views); `only` narrows them by their plan (what the teacher may still read).
 */
export function linkedLessons(db: Database, classroomId: number, only?: SQL) {
  return db
    .select({
      teachingClassId: teachingClasses.id,
      teacherNote: teachingClasses.teacherNote,
      lesson: { id: lessons.id, title: lessons.title, duration_minutes: lessons.durationMinutes },
      studentContent: lessons.studentContentHtml,
      plan: { id: lessonPlans.id, title: lessonPlans.title },
      premium: lessonPlans.premium,
    })
    .from(teachingClasses)
    .innerJoin(lessons, eq(lessons.id, teachingClasses.lessonId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .where(and(eq(teachingClasses.classroomId, classroomId), only))
    .orderBy(asc(teachingClasses.createdAt), asc(teachingClasses.id));
}
