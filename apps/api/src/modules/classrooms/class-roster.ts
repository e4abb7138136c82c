import { eq } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { byName } from '../../lib/name-order';

const { classroomStudents, users } = schema;

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
