import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';
import { classrooms } from './classrooms';

/** How a class is graded (see `gradingSchema`); a class without a row uses `defaultGrading`. */
export const classroomGrading = pgTable('classroom_grading', {
  classroomId: integer()
    .primaryKey()
    .references(() => classrooms.id, { onDelete: 'cascade' }),
  scheme: text().$type<'numeric' | 'concept' | 'descriptive'>().notNull(),
  scaleMax: smallint().notNull(),
  decimals: smallint().notNull(),
  passing: numeric({ precision: 5, scale: 2 }).notNull(),
  formula: text().$type<'weighted_mean' | 'sum'>().notNull(),
  recovery: text().$type<'none' | 'replace_if_higher' | 'mean_with_recovery'>().notNull(),
  concepts: jsonb()
    .$type<{ code: string; label: string; min: number }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: at().notNull().defaultNow(),
});

/** What the teacher writes of a student for a period: a concept, a parecer, a note on the final. */
export const classroomPeriodMarks = pgTable(
  'classroom_period_marks',
  {
    classroomId: integer()
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodIndex: smallint().notNull(),
    concept: text(),
    parecer: text(),
    adjustmentNote: text(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'classroom_period_marks_pk', columns: [t.classroomId, t.studentId, t.periodIndex] }),
    index('classroom_period_marks_student_id_index').on(t.studentId),
  ],
);
