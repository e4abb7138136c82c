import { and, asc, eq } from 'drizzle-orm';
import type { Comment } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { notify } from '../notifications';
import { assignmentAccess, col, targets, visibleTo } from './access';
import { quoted, studentAssignmentUrl, submissionUrl } from './notices';
import { sql } from 'drizzle-orm';

const { assignments, classrooms, submissionComments, users } = schema;

/**
 * The private thread between the class's teacher and one student about one activity: nobody else
 * reads or writes it (another teacher's activity, another student's thread, an activity not meant
 * for the student: 404).
 */
export function commentsService({ db }: { db: Database }) {
  const access = assignmentAccess(db);

  async function thread(assignmentId: number, studentId: number): Promise<Comment[]> {
    const rows = await db
      .select({
        id: submissionComments.id,
        authorId: users.id,
        firstName: users.firstName,
        isTeacher: users.isTeacher,
        text: submissionComments.text,
        createdAt: submissionComments.createdAt,
      })
      .from(submissionComments)
      .innerJoin(users, eq(users.id, submissionComments.authorId))
      .where(
        and(eq(submissionComments.assignmentId, assignmentId), eq(submissionComments.studentId, studentId)),
      )
      .orderBy(asc(submissionComments.createdAt), asc(submissionComments.id));
    return rows.map((r) => ({
      id: r.id,
      author: { id: r.authorId, first_name: r.firstName, role: r.isTeacher ? 'teacher' : 'student' },
      text: r.text,
      created_at: r.createdAt.toISOString(),
    }));
  }

  async function teacherThread(teacher: UserRow, assignmentId: number, studentId: number) {
    const assignment = await access.ownAssignment(teacher, assignmentId);
    const [student] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.id, studentId), targets(sql`${assignmentId}`, col('users', 'id'))));
    if (!student) throw notFound('Este aluno não recebeu esta atividade.');
    return { assignment, student };
  }

  async function studentThread(student: UserRow, assignmentId: number) {
    const [row] = await db
      .select({ id: assignments.id, title: assignments.title, teacherId: classrooms.teacherId })
      .from(assignments)
      .innerJoin(classrooms, eq(classrooms.id, assignments.classroomId))
      .where(and(eq(assignments.id, assignmentId), visibleTo(student)));
    if (!row) throw notFound('Atividade não encontrada.');
    return row;
  }

  async function add(
    assignmentId: number,
    studentId: number,
    author: UserRow,
    text: string,
    notice: Parameters<typeof notify>[1][number],
  ) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissionComments)
        .values({ assignmentId, studentId, authorId: author.id, text })
        .returning();
      await notify(tx, [notice]);
      return {
        id: row!.id,
        author: {
          id: author.id,
          first_name: author.firstName,
          role: author.isTeacher ? 'teacher' : 'student',
        },
        text: row!.text,
        created_at: row!.createdAt.toISOString(),
      } satisfies Comment;
    });
  }

  return {
    async teacherList(teacher: UserRow, assignmentId: number, studentId: number) {
      await teacherThread(teacher, assignmentId, studentId);
      return thread(assignmentId, studentId);
    },

    async teacherAdd(teacher: UserRow, assignmentId: number, studentId: number, text: string) {
      const { assignment } = await teacherThread(teacher, assignmentId, studentId);
      return add(assignmentId, studentId, teacher, text, {
        userId: studentId,
        kind: 'comment',
        title: `A professora comentou ${quoted(assignment.title)}`,
        url: studentAssignmentUrl(assignmentId),
      });
    },

    async studentList(student: UserRow, assignmentId: number) {
      await studentThread(student, assignmentId);
      return thread(assignmentId, student.id);
    },

    async studentAdd(student: UserRow, assignmentId: number, text: string) {
      const assignment = await studentThread(student, assignmentId);
      return add(assignmentId, student.id, student, text, {
        userId: assignment.teacherId,
        kind: 'comment',
        title: `${student.firstName} comentou ${quoted(assignment.title)}`,
        url: submissionUrl(assignmentId, student.id),
      });
    },
  };
}

export type CommentsService = ReturnType<typeof commentsService>;
