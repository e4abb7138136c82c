import { and, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { classRoster, ownClassroomOf } from '../classrooms';
import type { FileLinks, PremiumAccess } from '../content';
import { byName } from '../../lib/name-order';

const { assignments, classrooms, classroomStudents, users } = schema;
export type AssignmentRow = typeof assignments.$inferSelect;

/**
 * Whether `studentId` (a column or a value) is one of the students an activity is for right now: a
 * member of its classroom, and either the activity is for the whole class or the student was chosen.
 * Membership is read live, so a student who joins later gets whole-class activities and one who
 * leaves drops out. Callers pass qualified columns (`col`): Drizzle leaves them bare in a one-table
 * select, where they would resolve to the subquery's own tables; its aliases start with t.
 */
export const col = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);

export function targets(assignment: SQL, studentId: SQL | number): SQL {
  return sql`exists (select 1 from ${classroomStudents} tcs join ${assignments} ta on ta.id = ${assignment}
    where tcs.classroom_id = ta.classroom_id and tcs.student_id = ${studentId}
    and (ta.whole_class or exists (select 1 from assignment_students tas
      where tas.assignment_id = ta.id and tas.student_id = tcs.student_id)))`;
}

/**
 * What the activity services read: the database, signed file links, and the premium rule that
 * decides whether a lesson's material is handed on.
 */
export interface AssignmentServiceDeps {
  db: Database;
  links: FileLinks;
  canReadPremium: PremiumAccess;
}

/** Published (not a draft, no publish date or it has passed) and meant for this student. */
export function visibleTo(student: UserRow): SQL {
  return sql`(${col('assignments', 'publish_at')} is null or ${col('assignments', 'publish_at')} <= now())
    and not ${col('assignments', 'draft')}
    and ${targets(col('assignments', 'id'), student.id)}`;
}

export function assignmentAccess(db: Database) {
  return {
    ownClassroom: (teacher: UserRow, id: number) => ownClassroomOf(db, teacher, id),

    async classroomRow(id: number) {
      const [row] = await db.select().from(classrooms).where(eq(classrooms.id, id));
      if (!row) throw notFound('Turma não encontrada.');
      return row;
    },

    async ownAssignment(teacher: UserRow, id: number): Promise<AssignmentRow> {
      const [row] = await db
        .select({ assignment: assignments })
        .from(assignments)
        .innerJoin(classrooms, eq(classrooms.id, assignments.classroomId))
        .where(and(eq(assignments.id, id), eq(classrooms.teacherId, teacher.id)));
      if (!row) throw notFound('Atividade não encontrada.');
      return row.assignment;
    },

    /** The students an activity is for, by name. */
    targetedStudents(assignmentId: number) {
      return db
        .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
        .from(users)
        .where(targets(sql`${assignmentId}`, col('users', 'id')))
        .orderBy(...byName());
    },

    /** The classroom's students, by name. */
    classroomStudents(classroomId: number) {
      return classRoster(db, classroomId);
    },
  };
}
