import { and, asc, eq } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { byName } from '../../lib/name-order';

const { classrooms, classroomStudents, users } = schema;

export interface RosterStudent {
  id: number;
  first_name: string;
  last_name: string;
}

/** The students of a class in the order of the roll call. */
export function classRoster(db: Database, classroomId: number): Promise<RosterStudent[]> {
  return db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
    .from(classroomStudents)
    .innerJoin(users, eq(users.id, classroomStudents.studentId))
    .where(eq(classroomStudents.classroomId, classroomId))
    .orderBy(...byName());
}

/** The classes a student is in, archived ones left out, by name. */
export async function studentClassesOf(db: Database, studentId: number) {
  const rows = await db
    .select({ classroom: classrooms })
    .from(classroomStudents)
    .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
    .where(and(eq(classroomStudents.studentId, studentId), eq(classrooms.archived, false)))
    .orderBy(asc(classrooms.name));
  return rows.map((row) => row.classroom);
}
