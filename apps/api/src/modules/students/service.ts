import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { StudentInput, Student } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { isUniqueViolation } from '../../lib/db-errors';
import { consentStatusSql } from './consent-status';
import { ApiError, forbidden, notFound, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { hashPassword, assertValidPassword, type AccountDeletion, type SessionTokens } from '../accounts';
import { closeLoginLinks } from './close-links';
import { firstFreeUsername, temporaryPassword, usernameBase } from './credentials';
import {
  countedStudentsWhere,
  managedStudentsWhere,
  managesStudent,
  studentsOnlyOfWhere,
  studentUsage,
  teacherStudentsWhere,
} from './teacher-students';
import { byName, fullName } from '../../lib/name-order';
import { containsText } from '../../lib/text-filter';

const { users, classroomStudents, classrooms } = schema;

export interface StudentsDeps {
  db: Database;
  tokens: SessionTokens;
  /** A deleted child's account goes as an account deletion does: with her files. */
  deletion: Pick<AccountDeletion, 'eraseStudent'>;
}

type Tx = Database;

export const usernameTaken = () =>
  ValidationFailure.field('username', 'Este nome de usuário já está em uso.');

/** Said to a child joining by code: no talk of plans or prices. */
const CLASSROOM_FULL_MESSAGE = 'Esta turma está cheia. Fale com o professor ou a professora da turma.';

/**
 * Takes the teacher's row lock, then checks the student limit, so two parallel creations at the
 * limit can never both pass. The teacher hears about her plan; a child joining by code (`byChild`)
 * only hears that the class is full.
 */
export async function assertStudentCapacity(
  tx: Tx,
  teacherId: number,
  adding: number,
  { byChild = false }: { byChild?: boolean } = {},
) {
  const [teacher] = await tx.select().from(users).where(eq(users.id, teacherId)).for('update');
  if (!teacher) throw notFound();
  const { limit, current } = await studentUsage(tx, teacher);
  if (current + adding > limit) {
    if (byChild) throw forbidden(CLASSROOM_FULL_MESSAGE, 'student_limit_reached');
    throw forbidden(
      `Seu plano permite até ${limit} aluno${limit === 1 ? '' : 's'} e você já tem ${current}. ` +
        'Assine um plano para cadastrar mais alunos.',
      'student_limit_reached',
    );
  }
}

/**
 * An existing account joining one of the teacher's classrooms by code: free when she already counts
 * it (same lock as every other path), otherwise it takes a place in her plan.
 */
export async function assertRoomForStudent(tx: Tx, teacherId: number, studentId: number) {
  const [teacher] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, teacherId))
    .for('update');
  if (!teacher) throw notFound();
  const [already] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, studentId), countedStudentsWhere(teacherId)));
  if (!already) await assertStudentCapacity(tx, teacherId, 1, { byChild: true });
}

/** The student, if the teacher counts them among hers (404 otherwise, never 403). */
export async function ownStudentOf(db: Database, teacher: UserRow, studentId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, studentId), teacherStudentsWhere(teacher.id)));
  if (!row) throw notFound('Aluno não encontrado.');
  return row;
}

/** Her student whose account she manages (403 when another teacher does, 404 when not hers). */
async function managedStudentOf(db: Database, teacher: UserRow, studentId: number) {
  const row = await ownStudentOf(db, teacher, studentId);
  if (!(await managesStudent(db, teacher.id, row.id))) {
    throw forbidden(
      'A conta deste aluno é administrada por outro professor: só ele pode mudar o nome, o usuário ' +
        'e a senha ou gerar links e cartões de acesso.',
      'student_managed_elsewhere',
    );
  }
  return row;
}

/** What gives a student a way in (a new password, a link, a card) is pointless on a disabled account. */
export async function activeManagedStudentOf(db: Database, teacher: UserRow, studentId: number) {
  const row = await managedStudentOf(db, teacher, studentId);
  if (!row.isActive) {
    throw new ApiError(
      409,
      'A conta deste aluno foi desativada pela equipe do Aula e não pode entrar. Fale com o suporte para reativá-la.',
      'account_disabled',
    );
  }
  return row;
}

async function freeUsername(tx: Tx, firstName: string, lastName: string, reserved: Set<string>) {
  const base = usernameBase(firstName, lastName);
  const rows = await tx
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} like ${`${base}%`}`);
  return firstFreeUsername(base, [...rows.map((r) => r.username), ...reserved]);
}

type NewStudent = Omit<typeof users.$inferInsert, 'username' | 'firstName' | 'lastName'> & {
  firstName: string;
  lastName: string;
};

/**
 * Inserts with a generated username. Another teacher may take the same name between our look-up and
 * our insert, so the insert skips on conflict (no aborted transaction) and we look again.
 */
async function insertWithFreeUsername(tx: Tx, values: NewStudent, reserved: Set<string>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = await freeUsername(tx, values.firstName, values.lastName, reserved);
    reserved.add(username);
    const [row] = await tx
      .insert(users)
      .values({ ...values, username })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new ApiError(409, 'Não foi possível gerar um nome de usuário. Tente de novo.', 'username_busy');
}

export function studentsService({ db, tokens, deletion }: StudentsDeps) {
  /** With the teacher's own classrooms only: another teacher's class names are not hers to see. */
  const studentColumn = sql.raw('"users"."id"');

  async function toStudents(teacher: UserRow, rows: (typeof users.$inferSelect)[]): Promise<Student[]> {
    const ids = rows.map((r) => r.id);
    const roles = ids.length
      ? await db
          .select({
            id: users.id,
            manages: sql<boolean>`${managedStudentsWhere(teacher.id)}`,
            onlyHers: sql<boolean>`${studentsOnlyOfWhere(teacher.id)}`,
            // Qualified by hand: in a one-table select Drizzle leaves columns bare, and a bare "id"
            // inside these subqueries would name their own tables' ids.
            consent: consentStatusSql(studentColumn),
            guardians: sql<number>`(select count(*)::int from guardians g where g.student_id = ${studentColumn})`,
          })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    const roleOf = new Map(roles.map((role) => [role.id, role]));
    const memberships = ids.length
      ? await db
          .select({ studentId: classroomStudents.studentId, id: classrooms.id, name: classrooms.name })
          .from(classroomStudents)
          .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
          .where(and(inArray(classroomStudents.studentId, ids), eq(classrooms.teacherId, teacher.id)))
          .orderBy(asc(classrooms.name))
      : [];
    return rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      username: row.username,
      must_change_password: row.mustChangePassword,
      is_active: row.isActive,
      date_joined: row.dateJoined.toISOString(),
      last_login: row.lastLogin?.toISOString() ?? null,
      classrooms: memberships.filter((m) => m.studentId === row.id).map(({ id, name }) => ({ id, name })),
      manages_account: roleOf.get(row.id)?.manages ?? false,
      shared: !(roleOf.get(row.id)?.onlyHers ?? false),
      consent_status: roleOf.get(row.id)?.consent ?? 'not_required',
      under_12: row.under12,
      guardians_count: roleOf.get(row.id)?.guardians ?? 0,
    }));
  }

  async function insertStudents(teacher: UserRow, inputs: StudentInput[], classroomId?: number) {
    for (const input of inputs) {
      if (input.password) {
        assertValidPassword(input.password, {
          username: input.username ?? usernameBase(input.first_name, input.last_name),
          first_name: input.first_name,
          last_name: input.last_name,
        });
      }
    }
    // Hashing is slow CPU work: done before the transaction, so it never holds a connection open.
    const passwords: { password: string; hash: string }[] = [];
    for (const input of inputs) {
      const password = input.password ?? temporaryPassword();
      passwords.push({ password, hash: await hashPassword(password) });
    }
    return db.transaction(async (tx) => {
      await assertStudentCapacity(tx, teacher.id, inputs.length);
      if (classroomId) {
        const [owned] = await tx
          .select({ id: classrooms.id })
          .from(classrooms)
          .where(and(eq(classrooms.id, classroomId), eq(classrooms.teacherId, teacher.id)));
        if (!owned) throw ValidationFailure.field('classroom', 'Turma não encontrada.');
      }
      const reserved = new Set<string>();
      const created: { row: typeof users.$inferSelect; temporary: string | null }[] = [];
      for (const [index, input] of inputs.entries()) {
        const { password, hash } = passwords[index]!;
        const values: NewStudent = {
          firstName: input.first_name,
          lastName: input.last_name,
          passwordHash: hash,
          isStudent: true,
          mustChangePassword: true,
          createdByTeacherId: teacher.id,
        };
        let row: typeof users.$inferSelect | undefined;
        if (input.username) {
          if (reserved.has(input.username)) throw usernameTaken();
          reserved.add(input.username);
          [row] = await tx
            .insert(users)
            .values({ ...values, username: input.username })
            .onConflictDoNothing()
            .returning();
          if (!row) throw usernameTaken();
        } else {
          row = await insertWithFreeUsername(tx, values, reserved);
        }
        if (classroomId) await tx.insert(classroomStudents).values({ classroomId, studentId: row!.id });
        created.push({ row: row!, temporary: input.password ? null : password });
      }
      return created;
    });
  }

  return {
    async list(
      teacher: UserRow,
      query: { page: number; page_size: number; search?: string; classroom?: number },
    ) {
      const where = and(
        teacherStudentsWhere(teacher.id),
        query.search ? containsText(query.search, [fullName(), users.username]) : undefined,
        query.classroom
          ? inArray(
              users.id,
              db
                .select({ id: classroomStudents.studentId })
                .from(classroomStudents)
                .where(eq(classroomStudents.classroomId, query.classroom)),
            )
          : undefined,
      );
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(...byName())
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      return { count: total?.n ?? 0, results: await toStudents(teacher, rows) };
    },

    async create(teacher: UserRow, input: StudentInput) {
      const [created] = await insertStudents(teacher, [input]);
      const [student] = await toStudents(teacher, [created!.row]);
      return { student: student!, temporary_password: created!.temporary };
    },

    async createMany(teacher: UserRow, inputs: StudentInput[], classroomId?: number) {
      const created = await insertStudents(teacher, inputs, classroomId);
      const students = await toStudents(
        teacher,
        created.map((c) => c.row),
      );
      return {
        created: students.map((student, i) => ({ student, temporary_password: created[i]!.temporary })),
      };
    },

    async update(
      teacher: UserRow,
      studentId: number,
      input: { first_name: string; last_name: string; username?: string; under_12?: boolean },
    ) {
      const row = await managedStudentOf(db, teacher, studentId);
      if (input.username && input.username !== row.username) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, input.username));
        if (taken) throw usernameTaken();
      }
      // The name the teacher typed is hers to choose: taken in the meantime, it is refused, not replaced.
      const [updated] = await db
        .update(users)
        .set({
          firstName: input.first_name,
          lastName: input.last_name,
          username: input.username ?? row.username,
          under12: input.under_12 ?? row.under12,
        })
        .where(eq(users.id, row.id))
        .returning()
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw usernameTaken();
          throw error;
        });
      return (await toStudents(teacher, [updated!]))[0]!;
    },

    /**
     * Removes the child's account and data (LGPD), not only the link — unless another teacher also
     * has the child (in a class, or created the account): then the child only leaves this teacher's
     * classrooms, and the account's management passes on when it was hers.
     */
    async remove(teacher: UserRow, studentId: number) {
      const row = await ownStudentOf(db, teacher, studentId);
      await db.transaction(async (tx) => {
        const [onlyHers] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, row.id), studentsOnlyOfWhere(teacher.id)));
        if (onlyHers) {
          await deletion.eraseStudent(tx, row.id);
          return;
        }
        const mine = tx
          .select({ id: classrooms.id })
          .from(classrooms)
          .where(eq(classrooms.teacherId, teacher.id));
        await tx
          .delete(classroomStudents)
          .where(and(eq(classroomStudents.studentId, row.id), inArray(classroomStudents.classroomId, mine)));
        if (row.createdByTeacherId === teacher.id) {
          await tx.update(users).set({ createdByTeacherId: null }).where(eq(users.id, row.id));
        }
        // Her printed links go with her (and what they opened): she could no longer cancel them once
        // the child is not hers.
        await closeLoginLinks(tx, tokens, row.id, teacher.id);
      });
    },

    async resetPassword(teacher: UserRow, studentId: number, password: string) {
      const row = await activeManagedStudentOf(db, teacher, studentId);
      assertValidPassword(password, {
        username: row.username,
        first_name: row.firstName,
        last_name: row.lastName,
      });
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, mustChangePassword: true }).where(eq(users.id, row.id));
        await tokens.revokeAll(row.id, {}, tx);
      });
    },
  };
}

export type StudentsService = ReturnType<typeof studentsService>;
