import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { classrooms } from './classrooms';

const at = () => timestamp({ withTimezone: true });

/** The weekdays a class meets (1 = segunda … 6 = sábado) and how many aulas it has that day. */
export const classroomSchedule = pgTable(
  'classroom_schedule',
  {
    classroomId: integer()
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    aulas: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.classroomId, t.weekday] }),
    check('classroom_schedule_weekday_check', sql`${t.weekday} between 1 and 6`),
    check('classroom_schedule_aulas_check', sql`${t.aulas} between 1 and 8`),
  ],
);

/** One class day as the teacher recorded it: aulas given, what was taught. Absences hang from it. */
export const diaryRecords = pgTable(
  'diary_records',
  {
    id: serial().primaryKey(),
    classroomId: integer()
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    aulas: smallint().notNull(),
    content: text().notNull().default(''),
    skills: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lessonIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The class's students when the day was recorded: those not absent were present. */
    studentIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('diary_records_classroom_date').on(t.classroomId, t.date),
    check('diary_records_aulas_check', sql`${t.aulas} between 1 and 8`),
  ],
);

/** A student's absence on a recorded day; everyone else of the class was present. */
export const diaryAbsences = pgTable(
  'diary_absences',
  {
    recordId: integer()
      .notNull()
      .references(() => diaryRecords.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aulas: smallint().notNull(),
    justified: boolean().notNull().default(false),
    reason: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.studentId] }), index().on(t.studentId)],
);

/** A closed period of a class: its diary and grades refuse changes until reopened. */
export const classroomPeriodClosures = pgTable(
  'classroom_period_closures',
  {
    classroomId: integer()
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    periodIndex: smallint().notNull(),
    closedAt: at().notNull().defaultNow(),
    closedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.classroomId, t.periodIndex] })],
);
