import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Attempt, StoredFile } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { FileLinks } from '../content';
import { gradeOf } from './status';

const { submissionAttempts, submissionAttemptFiles, submissionFiles, storedFiles } = schema;
type SubmissionRow = typeof schema.submissions.$inferSelect;

/** Whether a hand-in came after the due date; the mark stays once the work is returned. */
export const handedInLate = (submittedAt: Date | null | undefined, dueAt: Date | null) =>
  !!submittedAt && !!dueAt && submittedAt > dueAt;

/** Earlier hand-ins of one activity, by student, oldest first, with their files as signed links. */
export async function attemptsByStudent(
  db: Database,
  links: FileLinks,
  assignmentId: number,
  studentIds?: number[],
): Promise<Map<number, Attempt[]>> {
  const rows = await db
    .select()
    .from(submissionAttempts)
    .where(
      and(
        eq(submissionAttempts.assignmentId, assignmentId),
        studentIds ? inArray(submissionAttempts.studentId, studentIds) : undefined,
      ),
    )
    .orderBy(asc(submissionAttempts.submittedAt), asc(submissionAttempts.id));
  const grouped = new Map<number, Attempt[]>();
  if (rows.length === 0) return grouped;
  const fileRows = await db
    .select({ attemptId: submissionAttemptFiles.attemptId, file: storedFiles })
    .from(submissionAttemptFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, submissionAttemptFiles.fileId))
    .where(
      inArray(
        submissionAttemptFiles.attemptId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(submissionAttemptFiles.position));
  const files = new Map<number, StoredFile[]>();
  for (const { attemptId, file } of fileRows) {
    const list = files.get(attemptId) ?? [];
    list.push(links.present(file));
    files.set(attemptId, list);
  }
  for (const row of rows) {
    const list = grouped.get(row.studentId) ?? [];
    list.push({
      text: row.answerText,
      files: files.get(row.id) ?? [],
      submitted_at: row.submittedAt.toISOString(),
      late: row.late,
      grade: gradeOf(row.grade),
      feedback: row.feedback,
      rubric_levels: row.rubricLevels ?? null,
      score: row.quizScore === null ? null : Number(row.quizScore),
    });
    grouped.set(row.studentId, list);
  }
  return grouped;
}

/**
 * Keeps the hand-in the teacher asked to redo as an attempt (text, files, grade, feedback and its
 * late mark), inside the transaction of the new hand-in that replaces it.
 */
export async function archiveAttempt(tx: Database, row: SubmissionRow, dueAt: Date | null) {
  if (!row.submittedAt) return;
  const [attempt] = await tx
    .insert(submissionAttempts)
    .values({
      assignmentId: row.assignmentId,
      studentId: row.studentId,
      answerText: row.answerText,
      submittedAt: row.submittedAt,
      late: handedInLate(row.submittedAt, dueAt),
      returnedAt: row.returnedAt,
      grade: row.grade,
      feedback: row.feedback,
      rubricLevels: row.rubricLevels,
      quizAnswers: row.quizAnswers,
      quizMarks: row.quizMarks,
      quizScore: row.quizScore,
    })
    .returning({ id: submissionAttempts.id });
  const files = await tx
    .select({ fileId: submissionFiles.fileId, position: submissionFiles.position })
    .from(submissionFiles)
    .where(
      and(eq(submissionFiles.assignmentId, row.assignmentId), eq(submissionFiles.studentId, row.studentId)),
    );
  if (files.length > 0) {
    await tx
      .insert(submissionAttemptFiles)
      .values(files.map((f) => ({ attemptId: attempt!.id, fileId: f.fileId, position: f.position })));
  }
}
