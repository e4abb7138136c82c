import { and, count, eq, sql, type SQL } from 'drizzle-orm';
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

/**
 * Her students that no other teacher has, in a class or as the account's creator: their accounts go
 * with hers (LGPD), and deleting one of them deletes the account.
 */
export function studentsOnlyOfWhere(teacherId: number): SQL {
  return sql`(${teacherStudentsWhere(teacherId)}
    and coalesce("users"."created_by_teacher_id", ${teacherId}) = ${teacherId} and not exists (
    select 1 from classroom_students cs join classrooms c on c.id = cs.classroom_id
    where cs.student_id = "users"."id" and c.teacher_id <> ${teacherId}))`;
}

/**
 * The students whose account a teacher manages (name, username, password, sign-in links and cards):
 * one teacher per child, the one who created the account or whose class code the child signed up
 * with; when there is none (or she let the child go), the teacher of the child's earliest class.
 * Another teacher who has the child in a class teaches them, but cannot open the account: it would
 * show her the other teachers' classes.
 */
export function managedStudentsWhere(teacherId: number): SQL {
  return sql`("users"."is_student" and coalesce("users"."created_by_teacher_id", (
    select c.teacher_id from classroom_students cs join classrooms c on c.id = cs.classroom_id
    where cs.student_id = "users"."id" order by cs.joined_at, cs.classroom_id limit 1)) = ${teacherId})`;
}

/** Whether the teacher manages the student's account (see `managedStudentsWhere`). */
export async function managesStudent(db: Database, teacherId: number, studentId: number) {
  const [row] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.id, studentId), managedStudentsWhere(teacherId)));
  return Boolean(row);
}

/**
 * The students her plan counts: those in one of her classes still in use, and those she created and
 * has placed in none of her classes. A class she archived stops counting its students.
 */
export function countedStudentsWhere(teacherId: number): SQL {
  const inHerClass = (extra: SQL) => sql`exists (
    select 1 from classroom_students cs join classrooms c on c.id = cs.classroom_id
    where c.teacher_id = ${teacherId} and cs.student_id = "users"."id" ${extra})`;
  return sql`("users"."is_student" and (${inHerClass(sql`and not c.archived`)}
    or ("users"."created_by_teacher_id" = ${teacherId} and not ${inHerClass(sql``)})))`;
}

/** How many students her plan allows, and how many she has: the one count every limit check reads. */
export async function studentUsage(db: Database, teacher: { id: number; accessConfigId: number | null }) {
  const { max_students: limit } = await accessConfigFor(db, teacher);
  const [row] = await db.select({ n: count() }).from(schema.users).where(countedStudentsWhere(teacher.id));
  return { limit, current: row?.n ?? 0 };
}
