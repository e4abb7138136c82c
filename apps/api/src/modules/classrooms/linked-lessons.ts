import { asc, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';

const { classrooms, teachingClasses, lessons, lessonPlans } = schema;

/** The lessons linked to a classroom, in the order they were linked, each with its plan (teacher and student views). */
export function linkedLessons(db: Database, classroomId: number) {
  return db
    .select({
      teachingClassId: teachingClasses.id,
      teacherNote: teachingClasses.teacherNote,
      lesson: { id: lessons.id, title: lessons.title, duration_minutes: lessons.durationMinutes },
      studentContent: lessons.studentContentHtml,
      plan: { id: lessonPlans.id, title: lessonPlans.title },
      premium: lessonPlans.premium,
      // The catalogue's published plans and the teacher's own: what she may still read.
      readable: sql<boolean>`(${lessonPlans.published} and ${lessonPlans.ownerId} is null) or ${lessonPlans.ownerId} = ${classrooms.teacherId}`,
    })
    .from(teachingClasses)
    .innerJoin(lessons, eq(lessons.id, teachingClasses.lessonId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .innerJoin(classrooms, eq(classrooms.id, teachingClasses.classroomId))
    .where(eq(teachingClasses.classroomId, classroomId))
    .orderBy(asc(teachingClasses.createdAt), asc(teachingClasses.id));
}
