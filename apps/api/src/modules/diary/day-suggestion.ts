import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TIME_ZONE } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { readableLessonCondition } from '../content';

const { assignments, lessons, lessonPlans } = schema;

const dayIn = (column: AnyPgColumn) => sql`(${column} at time zone ${TIME_ZONE})::date`;

/**
 * What the class's activities say about a day: those opened (published) or due that day, their
 * catalogue lessons and those lessons' BNCC skills. The teacher confirms it or edits it.
 */
export async function daySuggestion(db: Database, classroomId: number, day: string) {
  const activities = await db
    .select({ id: assignments.id, title: assignments.title, lessonId: assignments.lessonId })
    .from(assignments)
    .where(
      and(
        eq(assignments.classroomId, classroomId),
        eq(assignments.draft, false),
        or(
          sql`${dayIn(assignments.publishAt)} = ${day}::date`,
          and(sql`${assignments.publishAt} is null`, sql`${dayIn(assignments.createdAt)} = ${day}::date`),
          sql`${dayIn(assignments.dueAt)} = ${day}::date`,
        ),
      ),
    )
    .orderBy(assignments.id);
  const lessonIds = [...new Set(activities.flatMap((a) => (a.lessonId ? [a.lessonId] : [])))];
  const linked = lessonIds.length
    ? await db
        .select({ id: lessons.id, title: lessons.title, codes: lessons.bnccCodes })
        .from(lessons)
        .where(inArray(lessons.id, lessonIds))
    : [];
  return {
    activities: activities.map(({ id, title }) => ({ id, title })),
    content: activities.map((a) => a.title).join('\n'),
    skills: [...new Set(linked.flatMap((l) => l.codes))],
    lessons: linked.map(({ id, title }) => ({ id, title })),
  };
}

/** The lessons a teacher may cite, by id and title: catalogue ones and her own (others' stay private). */
export async function readableLessons(db: Database, teacherId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .where(and(inArray(lessons.id, [...ids]), readableLessonCondition(teacherId)));
}
