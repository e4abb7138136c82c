import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ReviewQueue } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { UserRow } from '../../lib/auth-context';
import { assignmentAccess, targets } from './access';
import { handedInLate } from './attempts';

const { assignments, classrooms, submissions, users } = schema;

/**
 * "Para corrigir": hand-ins waiting for the teacher (handed in, not returned) across all her classes,
 * oldest first; a student the activity is no longer for drops out, as from every other screen. A
 * quiz waits only while one of its essays is not marked: the server grades the rest.
 */
export function reviewQueueService({ db }: { db: Database }) {
  const access = assignmentAccess(db);
  return {
    async list(teacher: UserRow, classroomId?: number): Promise<ReviewQueue> {
      if (classroomId !== undefined) await access.ownClassroom(teacher, classroomId);
      const rows = await db
        .select({
          assignmentId: assignments.id,
          title: assignments.title,
          dueAt: assignments.dueAt,
          classroomId: classrooms.id,
          classroomName: classrooms.name,
          studentId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          submittedAt: submissions.submittedAt,
        })
        .from(submissions)
        .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
        .innerJoin(classrooms, eq(classrooms.id, assignments.classroomId))
        .innerJoin(users, eq(users.id, submissions.studentId))
        .where(
          and(
            eq(classrooms.teacherId, teacher.id),
            classroomId !== undefined ? eq(classrooms.id, classroomId) : undefined,
            isNotNull(submissions.submittedAt),
            isNull(submissions.returnedAt),
            sql`(${assignments.submissionType} <> 'quiz' or ${submissions.quizMarks} @> '[{"pending": true}]'::jsonb)`,
            targets(sql`${submissions.assignmentId}`, sql`${submissions.studentId}`),
          ),
        )
        .orderBy(asc(submissions.submittedAt), asc(assignments.id), asc(users.id));
      return {
        count: rows.length,
        results: rows.map((r) => ({
          assignment: { id: r.assignmentId, title: r.title },
          classroom: { id: r.classroomId, name: r.classroomName },
          student: { id: r.studentId, first_name: r.firstName, last_name: r.lastName },
          submitted_at: r.submittedAt!.toISOString(),
          late: handedInLate(r.submittedAt, r.dueAt),
        })),
      };
    },
  };
}

export type ReviewQueueService = ReturnType<typeof reviewQueueService>;
