import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { attendanceRate, type FamilyView } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound } from '../../lib/errors';
import { visibleTo } from '../assignments';
import { studentClassesOf } from '../classrooms';
import type { attendanceService } from '../diary';
import { consentStatusOf } from '../students';
import type { FamilyLinks } from './family-links';

const { assignments, classrooms, classroomPosts, guardians, submissions, users } = schema;

const RETURNED_SHOWN = 20;
const POSTS_SHOWN = 10;

/**
 * What a family sees of its child through the guardian's link: her activities to do, late and
 * returned, her attendance and the class mural. Nothing of another child; nothing without consent.
 */
export function familyViewService(deps: {
  db: Database;
  links: FamilyLinks;
  attendance: ReturnType<typeof attendanceService>;
}) {
  const { db, links, attendance } = deps;

  async function studentOf(token: string) {
    const guardianId = links.guardianOf(token);
    const [row] = guardianId
      ? await db
          .select({ guardian: guardians, student: users })
          .from(guardians)
          .innerJoin(users, eq(users.id, guardians.studentId))
          .where(eq(guardians.id, guardianId))
      : [];
    if (
      !row ||
      !links.matches(token, row.guardian.id, row.guardian.familyNonce) ||
      (await consentStatusOf(db, row.student.id)) !== 'granted'
    ) {
      throw notFound('Este link da família não funciona mais. Peça um novo link ao professor.');
    }
    return row.student;
  }

  return {
    async view(token: string): Promise<FamilyView> {
      const student = await studentOf(token);
      const classes = await studentClassesOf(db, student.id);
      const classIds = classes.map((c) => c.id);
      const teachers = classIds.length
        ? await db
            .select({ id: classrooms.id, first: users.firstName, last: users.lastName })
            .from(classrooms)
            .innerJoin(users, eq(users.id, classrooms.teacherId))
            .where(inArray(classrooms.id, classIds))
        : [];
      const teacherOf = new Map(teachers.map((t) => [t.id, `${t.first} ${t.last}`.trim()]));
      const activities = classIds.length
        ? await db
            .select({ assignment: assignments, classroom: classrooms.name, submission: submissions })
            .from(assignments)
            .innerJoin(classrooms, eq(classrooms.id, assignments.classroomId))
            .leftJoin(
              submissions,
              and(eq(submissions.assignmentId, assignments.id), eq(submissions.studentId, student.id)),
            )
            .where(and(inArray(assignments.classroomId, classIds), visibleTo(student)))
            .orderBy(sql`${assignments.dueAt} asc nulls last`, assignments.id)
        : [];
      const now = new Date();
      const open = activities.filter(
        (a) =>
          a.assignment.submissionType !== 'none' && !a.submission?.submittedAt && !a.submission?.returnedAt,
      );
      const brief = (a: (typeof activities)[number]) => ({
        title: a.assignment.title,
        classroom: a.classroom,
        due_at: a.assignment.dueAt?.toISOString() ?? null,
      });
      const returned = activities
        .filter((a) => a.submission?.returnedAt)
        .sort((x, y) => y.submission!.returnedAt!.getTime() - x.submission!.returnedAt!.getTime())
        .slice(0, RETURNED_SHOWN);
      const mine = await attendance.mine(student);
      const given = mine.results.reduce((sum, r) => sum + r.aulas_given, 0);
      const absent = mine.results.reduce((sum, r) => sum + r.absences, 0);
      const posts = classIds.length
        ? await db
            .select({
              classroom: classrooms.name,
              body: classroomPosts.bodyHtml,
              at: classroomPosts.createdAt,
            })
            .from(classroomPosts)
            .innerJoin(classrooms, eq(classrooms.id, classroomPosts.classroomId))
            .where(inArray(classroomPosts.classroomId, classIds))
            .orderBy(desc(classroomPosts.createdAt))
            .limit(POSTS_SHOWN)
        : [];
      return {
        student: { first_name: student.firstName },
        classes: classes.map((c) => ({ name: c.name, teacher: teacherOf.get(c.id) ?? '' })),
        todo: open.filter((a) => !a.assignment.dueAt || a.assignment.dueAt >= now).map(brief),
        late: open.filter((a) => a.assignment.dueAt && a.assignment.dueAt < now).map(brief),
        returned: returned.map((a) => ({
          title: a.assignment.title,
          classroom: a.classroom,
          grade: a.submission!.grade === null ? null : Number(a.submission!.grade),
          feedback: a.submission!.feedback,
          returned_at: a.submission!.returnedAt!.toISOString(),
        })),
        attendance_rate: attendanceRate(given, absent),
        posts: posts.map((p) => ({
          classroom: p.classroom,
          body_html: p.body,
          created_at: p.at.toISOString(),
        })),
      };
    },
  };
}
