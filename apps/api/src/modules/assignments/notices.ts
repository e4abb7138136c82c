import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { routePath, spaRoutes } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notify } from '../notifications';
import { col, targets } from './access';

const { assignments, users } = schema;

export const studentAssignmentUrl = (id: number) => routePath(spaRoutes.studentAssignment, { id });
export const submissionUrl = (assignmentId: number, studentId: number) =>
  routePath(spaRoutes.teacherSubmission, { assignmentId, studentId });

/** Quoted in a notification's title. */
export const quoted = (title: string) => `“${title}”`;

/**
 * Tells the students of each activity that opened since the last look (published now, or its
 * publish date passed) that it is there, once: the claim on `students_notified_at` is what makes a
 * second caller (the sweep on another instance) find nothing.
 */
export async function announcePublished(db: Database, ids?: number[]) {
  return db.transaction(async (tx) => {
    const opened = await tx
      .update(assignments)
      .set({ studentsNotifiedAt: sql`now()` })
      .where(
        and(
          isNull(assignments.studentsNotifiedAt),
          eq(assignments.draft, false),
          or(isNull(assignments.publishAt), lte(assignments.publishAt, sql`now()`)),
          ids ? inArray(assignments.id, ids) : undefined,
        ),
      )
      .returning({ id: assignments.id, title: assignments.title });
    for (const assignment of opened) {
      const students = await tx
        .select({ id: users.id })
        .from(users)
        .where(targets(sql`${assignment.id}`, col('users', 'id')));
      await notify(
        tx,
        students.map((student) => ({
          userId: student.id,
          kind: 'assignment' as const,
          title: `Nova atividade: ${quoted(assignment.title)}`,
          url: studentAssignmentUrl(assignment.id),
        })),
      );
    }
    return opened.length;
  });
}
