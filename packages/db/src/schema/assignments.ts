import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, belongsTo } from './columns';
import { users } from './accounts';
import { classrooms } from './classrooms';
import { lessons, storedFiles } from './content';
import { questionContent } from './questions';

export interface QuizSettingsData {
  shuffle_questions: boolean;
  shuffle_options: boolean;
  attempts: number;
  time_limit_minutes: number | null;
  show_answers: 'after_submit' | 'after_due' | 'after_return' | 'never';
  /** Seeds the students' shuffles; never leaves the server (it would tell a scrambled list's order). */
  seed: string;
}

/** An answer's value in the quiz's own order (see `quizValueSchema`). */
export type QuizValueData = number | boolean | string | number[] | [number, number][] | null;
export interface QuizAnswerData {
  question: number;
  value: QuizValueData;
}
export interface QuestionMarkData {
  question: number;
  correct: boolean | null;
  points: number | null;
  pending: boolean;
}

/** An activity ("atividade") a teacher passes to a classroom, optionally from a linked lesson. */
export const assignments = pgTable(
  'assignments',
  {
    id: serial().primaryKey(),
    classroomId: belongsTo(() => classrooms.id),
    lessonId: integer().references(() => lessons.id, { onDelete: 'set null' }),
    title: text().notNull(),
    instructionsHtml: text().notNull().default(''),
    dueAt: at(),
    publishAt: at(),
    /** True: every student of the class, also those who join later; false: assignment_students. */
    wholeClass: boolean().notNull().default(true),
    submissionType: text().$type<'none' | 'text' | 'file' | 'quiz'>().notNull().default('text'),
    /** Links for the students (http/https): a YouTube or Vimeo one plays in place, others show as a card. */
    links: jsonb()
      .$type<{ url: string; title: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Not shown to students until the teacher publishes it (a class copied to a new year). */
    draft: boolean().notNull().default(false),
    /** Optional grading grid: criteria, each with levels worth points (see `rubricSchema`). */
    rubric: jsonb().$type<{ criterion: string; levels: { label: string; points: number }[] }[]>(),
    /** When its students were told it is open (null: not yet; the publish sweep does it). */
    studentsNotifiedAt: at(),
    /** The class calendar's period it is graded in; null: the period of its due date (or creation). */
    periodIndex: smallint(),
    /** Weight in the period's mean, or its points when the class sums. */
    weight: numeric({ precision: 5, scale: 2 }).notNull().default('1'),
    category: text()
      .$type<'avaliacao' | 'trabalho' | 'atividade' | 'participacao' | 'recuperacao'>()
      .notNull()
      .default('atividade'),
    /** A quiz's settings (null for other activities). */
    quiz: jsonb().$type<QuizSettingsData>(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('assignments_classroom_id_index').on(t.classroomId, t.createdAt),
    index('assignments_lesson_id_index').on(t.lessonId),
    check('assignments_submission_type_check', sql`${t.submissionType} in ('none', 'text', 'file', 'quiz')`),
    check('assignments_period_index_check', sql`${t.periodIndex} between 1 and 4`),
    check('assignments_weight_check', sql`${t.weight} > 0`),
    check(
      'assignments_category_check',
      sql`${t.category} in ('avaliacao', 'trabalho', 'atividade', 'participacao', 'recuperacao')`,
    ),
  ],
);

export const assignmentStudents = pgTable(
  'assignment_students',
  {
    assignmentId: belongsTo(() => assignments.id),
    studentId: belongsTo(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    index('assignment_students_student_id_index').on(t.studentId),
  ],
);

/** Files the teacher attached to an activity (her own uploads: PDF or images), for its students. */
export const assignmentAttachments = pgTable(
  'assignment_attachments',
  {
    assignmentId: belongsTo(() => assignments.id),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.fileId] }),
    index('assignment_attachments_file_id_index').on(t.fileId),
  ],
);

/** A quiz's own copy of each of its questions, in order; `questionId` names the bank's question it came from. */
export const assignmentQuestions = pgTable(
  'assignment_questions',
  {
    assignmentId: belongsTo(() => assignments.id),
    position: integer().notNull(),
    questionId: integer().notNull(),
    ...questionContent(),
  },
  (t) => [
    primaryKey({ name: 'assignment_questions_pk', columns: [t.assignmentId, t.position] }),
    unique('assignment_questions_question_unique').on(t.assignmentId, t.questionId),
    index('assignment_questions_skills_index').using('gin', t.skills),
    check('assignment_questions_points_check', sql`${t.points} > 0`),
  ],
);

/** A student's progress on an activity; the row appears on first open. Status is derived from the dates. */
export const submissions = pgTable(
  'submissions',
  {
    assignmentId: belongsTo(() => assignments.id),
    studentId: belongsTo(() => users.id),
    openedAt: at(),
    submittedAt: at(),
    returnedAt: at(),
    answerText: text().notNull().default(''),
    grade: numeric({ precision: 3, scale: 1 }),
    feedback: text().notNull().default(''),
    /** Returned with "refaça": the student may hand in again; the earlier hand-in becomes an attempt. */
    redoRequested: boolean().notNull().default(false),
    /** The chosen level (index) of each rubric criterion, null where none was chosen. */
    rubricLevels: jsonb().$type<(number | null)[]>(),
    /** A quiz's last hand-in: answers in the quiz's own order, their marks and the points earned. */
    quizAnswers: jsonb().$type<QuizAnswerData[]>(),
    quizMarks: jsonb().$type<QuestionMarkData[]>(),
    quizScore: numeric({ precision: 8, scale: 2 }),
    /** When the attempt under way began (its clock, for a timed quiz); null between attempts. */
    quizStartedAt: at(),
    quizAttempts: smallint().notNull().default(0),
    /** Answers not handed in yet, as the student was shown the lists, and the question she was on. */
    quizDraft: jsonb().$type<{ answers: QuizAnswerData[]; position: number }>(),
    /** Typed in by the teacher from a paper test. */
    quizPaper: boolean().notNull().default(false),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    index('submissions_student_id_index').on(t.studentId),
    check('submissions_grade_check', sql`${t.grade} between 0 and 10`),
  ],
);

export const submissionFiles = pgTable(
  'submission_files',
  {
    assignmentId: integer().notNull(),
    studentId: integer().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId, t.fileId] }),
    foreignKey({
      name: 'submission_files_submission_fk',
      columns: [t.assignmentId, t.studentId],
      foreignColumns: [submissions.assignmentId, submissions.studentId],
    }).onDelete('cascade'),
    index('submission_files_file_id_index').on(t.fileId),
  ],
);

/** The class feed ("mural"): teacher announcements, optionally pointing at an activity. */
export const classroomPosts = pgTable(
  'classroom_posts',
  {
    id: serial().primaryKey(),
    classroomId: belongsTo(() => classrooms.id),
    authorId: belongsTo(() => users.id),
    bodyHtml: text().notNull(),
    assignmentId: integer().references(() => assignments.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('classroom_posts_classroom_id_index').on(t.classroomId, t.createdAt),
    index('classroom_posts_author_id_index').on(t.authorId),
    index('classroom_posts_assignment_id_index').on(t.assignmentId),
  ],
);
