import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { lessons } from './content';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A teacher's class ("turma"), joined by its public code. */
export const classrooms = pgTable(
  'classrooms',
  {
    id: serial().primaryKey(),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    schoolYear: integer().notNull(),
    code: text().notNull(),
    codeEnabled: boolean().notNull().default(true),
    /** "Entrada por cartão": printed cards carry a long-lived personal link instead of a one-time one. */
    cardLogin: boolean().notNull().default(false),
    /** Optional BNCC slugs (content-taxonomy.ts): the class's etapa, ano and componentes. */
    etapa: text(),
    ano: text(),
    componentes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Out of the lists and the plan's student count; still readable, students can no longer hand in. */
    archived: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('classrooms_code_unique').on(t.code), index().on(t.teacherId)],
);

export const classroomStudents = pgTable(
  'classroom_students',
  {
    classroomId: integer()
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classroomId, t.studentId] }), index().on(t.studentId)],
);

/** A lesson linked to a classroom, with the teacher's private note (never shown to students). */
export const teachingClasses = pgTable(
  'teaching_classes',
  {
    id: serial().primaryKey(),
    classroomId: integer()
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    teacherNote: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('teaching_classes_classroom_lesson').on(t.classroomId, t.lessonId),
    index().on(t.lessonId),
  ],
);

/**
 * Login links a teacher prints for a student; only the newest open one works. One-time links close
 * (`usedAt`) on first use; reusable card links stay open until the teacher revokes or regenerates them.
 */
export const studentLoginTokens = pgTable(
  'student_login_tokens',
  {
    id: serial().primaryKey(),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    reusable: boolean().notNull().default(false),
    /** The short code printed under the QR, typed with the classroom code on /code/{code}/login. */
    shortCodeHash: text(),
  },
  (t) => [
    uniqueIndex('student_login_tokens_hash_unique').on(t.tokenHash),
    index().on(t.studentId),
    index().on(t.shortCodeHash),
  ],
);

/** "Fale conosco" messages; staff read them in the admin inbox, mark them answered and may reply. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial().primaryKey(),
    /** The person's own words: deleted with their account (LGPD). */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    rating: smallint(),
    createdAt: createdAt(),
    answeredAt: timestamp({ withTimezone: true }),
    answeredById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What staff e-mailed back, when they replied from the inbox. */
    reply: text(),
  },
  (t) => [index().on(t.createdAt), index().on(t.answeredAt, t.createdAt)],
);
