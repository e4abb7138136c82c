import { count, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { accessConfigFor } from '../payments';

/**
 * A teacher's students, as one population: every student in any of her classrooms (however they got
 * there: created, bulk, signed up or joined by code) plus the ones she created and has not placed yet.
 * Listing, the plan limit, ownership checks, statistics and account deletion all use this definition.
 * Qualified by hand: inside a single-table select Drizzle renders columns unqualified.
 */
export function teacherStudentsWhere(teacherId: number): SQL {
  return sql`("users"."is_student" and ("users"."created_by_teacher_id" = ${teacherId} or exists (
    select 1 from classroom_students cs join classrooms c on c.id = cs.classroom_id
    where c.teacher_id = ${teacherId} and cs.student_id = "users"."id")))`;
}

/** Her students that no other teacher has in a class: their accounts go with hers (LGPD). */
export function studentsOnlyOfWhere(teacherId: number): SQL {
  return sql`(${teacherStudentsWhere(teacherId)} and not exists (
    select 1 from classroom_students cs join classrooms c on c.id = cs.classroom_id
    where cs.student_id = "users"."id" and c.teacher_id <> ${teacherId}))`;
}

/** How many students her plan allows, and how many she has: the one count every limit check reads. */
export async function studentUsage(db: Database, teacher: { id: number; accessConfigId: number | null }) {
  const { max_students: limit } = await accessConfigFor(db, teacher);
  const [row] = await db.select({ n: count() }).from(schema.users).where(teacherStudentsWhere(teacher.id));
  return { limit, current: row?.n ?? 0 };
}
