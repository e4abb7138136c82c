import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, belongsTo } from './columns';
import { users } from './accounts';
import { assignments, submissions, type QuestionMarkData, type QuizAnswerData } from './assignments';
import { storedFiles } from './content';

/** An earlier hand-in, kept when the student hands in again after a "refaça". */
export const submissionAttempts = pgTable(
  'submission_attempts',
  {
    id: serial().primaryKey(),
    assignmentId: integer().notNull(),
    studentId: integer().notNull(),
    answerText: text().notNull().default(''),
    submittedAt: at().notNull(),
    late: boolean().notNull().default(false),
    returnedAt: at(),
    grade: numeric({ precision: 3, scale: 1 }),
    feedback: text().notNull().default(''),
    rubricLevels: jsonb().$type<(number | null)[]>(),
    quizAnswers: jsonb().$type<QuizAnswerData[]>(),
    quizMarks: jsonb().$type<QuestionMarkData[]>(),
    quizScore: numeric({ precision: 8, scale: 2 }),
  },
  (t) => [
    foreignKey({
      name: 'submission_attempts_submission_fk',
      columns: [t.assignmentId, t.studentId],
      foreignColumns: [submissions.assignmentId, submissions.studentId],
    }).onDelete('cascade'),
    index('submission_attempts_submission_index').on(t.assignmentId, t.studentId, t.submittedAt),
  ],
);

export const submissionAttemptFiles = pgTable(
  'submission_attempt_files',
  {
    attemptId: belongsTo(() => submissionAttempts.id),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.fileId] }),
    index('submission_attempt_files_file_id_index').on(t.fileId),
  ],
);

/** The private thread between the teacher and one student about one activity. */
export const submissionComments = pgTable(
  'submission_comments',
  {
    id: serial().primaryKey(),
    assignmentId: belongsTo(() => assignments.id),
    studentId: belongsTo(() => users.id),
    authorId: belongsTo(() => users.id),
    text: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('submission_comments_thread_index').on(t.assignmentId, t.studentId, t.createdAt),
    index('submission_comments_student_id_index').on(t.studentId),
    index('submission_comments_author_id_index').on(t.authorId),
  ],
);

type NotificationKind = 'submission' | 'comment' | 'assignment' | 'returned' | 'redo' | 'post' | 'consent';

/** In-app notifications (the bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: belongsTo(() => users.id),
    kind: text().$type<NotificationKind>().notNull(),
    title: text().notNull(),
    url: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    readAt: at(),
  },
  (t) => [
    index('notifications_user_id_index').on(t.userId, t.createdAt),
    index('notifications_unread_index')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('submission', 'comment', 'assignment', 'returned', 'redo', 'post', 'consent')`,
    ),
  ],
);

/** A teacher's choice of the daily e-mail digest, and when the last one went out. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailDigest: boolean().notNull().default(false),
  lastDigestOn: date(),
  lastDigestAt: at(),
});
