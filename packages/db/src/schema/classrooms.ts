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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, timestampNow } from './columns';
import { users } from './accounts';
import { lessons } from './content';

/** A teacher's class ("turma"), joined by its public code. */
export const classrooms = pgTable(
  'classrooms',
  {
    id: serial().primaryKey(),
    teacherId: belongsTo(() => users.id),
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
    createdAt: timestampNow(),
  },
  (t) => [uniqueIndex('classrooms_code_unique').on(t.code), index().on(t.teacherId)],
);

export const classroomStudents = pgTable(
  'classroom_students',
  {
    classroomId: belongsTo(() => classrooms.id),
    studentId: belongsTo(() => users.id),
    joinedAt: timestampNow(),
  },
  (t) => [primaryKey({ columns: [t.classroomId, t.studentId] }), index().on(t.studentId)],
);

/** A lesson linked to a classroom, with the teacher's private note (never shown to students). */
export const teachingClasses = pgTable(
  'teaching_classes',
  {
    id: serial().primaryKey(),
    classroomId: belongsTo(() => classrooms.id),
    lessonId: belongsTo(() => lessons.id),
    teacherNote: text().notNull().default(''),
    createdAt: timestampNow(),
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
    studentId: belongsTo(() => users.id),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text().notNull(),
    createdAt: timestampNow(),
    expiresAt: at().notNull(),
    usedAt: at(),
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
    createdAt: timestampNow(),
    answeredAt: at(),
    answeredById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What staff e-mailed back, when they replied from the inbox. */
    reply: text(),
  },
  (t) => [index().on(t.createdAt), index().on(t.answeredAt, t.createdAt)],
);
