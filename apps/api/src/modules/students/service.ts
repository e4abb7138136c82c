import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, gt, sql } from 'drizzle-orm';
import type { StudentInput, Student, TokenPair } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, forbidden, notFound, ValidationFailure } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { UserRow } from '../../plugins/auth';
import { hashPassword } from '../accounts/password-hashing';
import { assertValidPassword, hashToken } from '../accounts/service';
import type { SessionTokens } from '../accounts/session-tokens';
import { accessConfigFor } from '../profile/access-config';
import { firstFreeUsername, temporaryPassword, usernameBase } from './credentials';

const { users, classroomStudents, classrooms, studentLoginTokens } = schema;
const LOGIN_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface StudentsDeps {
  db: Database;
  tokens: SessionTokens;
  rateLimiter: RateLimiter;
  publicUrl: string;
}

type Tx = Database;

export const usernameTaken = () =>
  ValidationFailure.field('username', 'Este nome de usuário já está em uso.');

/**
 * Takes the teacher's row lock, then checks the student limit, so two parallel creations at the
 * limit can never both pass.
 */
export async function assertStudentCapacity(tx: Tx, teacherId: number, adding: number) {
  const [teacher] = await tx.select().from(users).where(eq(users.id, teacherId)).for('update');
  if (!teacher) throw notFound();
  const { max_students: limit } = await accessConfigFor(tx, teacher);
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.createdByTeacherId, teacherId));
  const current = row?.n ?? 0;
  if (current + adding > limit) {
    throw forbidden(
      `Seu plano permite até ${limit} aluno${limit === 1 ? '' : 's'} e você já tem ${current}. ` +
        'Assine um plano para cadastrar mais alunos.',
      'student_limit_reached',
    );
  }
}

async function pickUsername(tx: Tx, firstName: string, lastName: string, reserved: Set<string>) {
  const base = usernameBase(firstName, lastName);
  const rows = await tx
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} like ${`${base}%`}`);
  const name = firstFreeUsername(base, [...rows.map((r) => r.username), ...reserved]);
  reserved.add(name);
  return name;
}

export function studentsService({ db, tokens, rateLimiter, publicUrl }: StudentsDeps) {
  async function toStudents(rows: (typeof users.$inferSelect)[]): Promise<Student[]> {
    const ids = rows.map((r) => r.id);
    const memberships = ids.length
      ? await db
          .select({ studentId: classroomStudents.studentId, id: classrooms.id, name: classrooms.name })
          .from(classroomStudents)
          .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
          .where(inArray(classroomStudents.studentId, ids))
          .orderBy(asc(classrooms.name))
      : [];
    return rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      username: row.username,
      must_change_password: row.mustChangePassword,
      date_joined: row.dateJoined.toISOString(),
      last_login: row.lastLogin?.toISOString() ?? null,
      classrooms: memberships.filter((m) => m.studentId === row.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  async function ownStudent(teacher: UserRow, studentId: number) {
    const [row] = await db
      .select()
      .from(users)
      .where(
        and(eq(users.id, studentId), eq(users.createdByTeacherId, teacher.id), eq(users.isStudent, true)),
      );
    if (!row) throw notFound('Aluno não encontrado.');
    return row;
  }

  async function insertStudents(teacher: UserRow, inputs: StudentInput[], classroomId?: number) {
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
      for (const input of inputs) {
        let username = input.username;
        if (username) {
          const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
          if (taken || reserved.has(username)) throw usernameTaken();
          reserved.add(username);
        } else {
          username = await pickUsername(tx, input.first_name, input.last_name, reserved);
        }
        if (input.password) {
          assertValidPassword(input.password, {
            username,
            first_name: input.first_name,
            last_name: input.last_name,
          });
        }
        const password = input.password ?? temporaryPassword();
        const [row] = await tx
          .insert(users)
          .values({
            username,
            firstName: input.first_name,
            lastName: input.last_name,
            passwordHash: await hashPassword(password),
            isStudent: true,
            mustChangePassword: true,
            createdByTeacherId: teacher.id,
          })
          .returning();
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
      const term = query.search ? `%${query.search}%` : undefined;
      const where = and(
        eq(users.createdByTeacherId, teacher.id),
        term
          ? or(ilike(users.firstName, term), ilike(users.lastName, term), ilike(users.username, term))
          : undefined,
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
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      return { count: total?.n ?? 0, results: await toStudents(rows) };
    },

    async create(teacher: UserRow, input: StudentInput) {
      const [created] = await insertStudents(teacher, [input]);
      const [student] = await toStudents([created!.row]);
      return { student: student!, temporary_password: created!.temporary };
    },

    async createMany(teacher: UserRow, inputs: StudentInput[], classroomId?: number) {
      const created = await insertStudents(teacher, inputs, classroomId);
      const students = await toStudents(created.map((c) => c.row));
      return {
        created: students.map((student, i) => ({ student, temporary_password: created[i]!.temporary })),
      };
    },

    async update(
      teacher: UserRow,
      studentId: number,
      input: { first_name: string; last_name: string; username?: string },
    ) {
      const row = await ownStudent(teacher, studentId);
      if (input.username && input.username !== row.username) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, input.username));
        if (taken) throw usernameTaken();
      }
      const [updated] = await db
        .update(users)
        .set({
          firstName: input.first_name,
          lastName: input.last_name,
          username: input.username ?? row.username,
        })
        .where(eq(users.id, row.id))
        .returning();
      return (await toStudents([updated!]))[0]!;
    },

    /** Removes the child's account and data (LGPD), not only the link. */
    async remove(teacher: UserRow, studentId: number) {
      const row = await ownStudent(teacher, studentId);
      await db.delete(users).where(eq(users.id, row.id));
    },

    async resetPassword(teacher: UserRow, studentId: number, password: string) {
      const row = await ownStudent(teacher, studentId);
      assertValidPassword(password, {
        username: row.username,
        first_name: row.firstName,
        last_name: row.lastName,
      });
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(password), mustChangePassword: true })
          .where(eq(users.id, row.id));
        await tokens.revokeAll(row.id, {}, tx);
      });
    },

    /** A one-time sign-in link for the student's newest classroom; it cancels any earlier one. */
    async generateLoginToken(teacher: UserRow, studentId: number) {
      const row = await ownStudent(teacher, studentId);
      const [classroom] = await db
        .select({ code: classrooms.code })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .where(and(eq(classroomStudents.studentId, row.id), eq(classrooms.teacherId, teacher.id)))
        .orderBy(desc(classroomStudents.joinedAt))
        .limit(1);
      if (!classroom) {
        throw new ApiError(
          400,
          'Coloque o aluno em uma turma antes de gerar o link de acesso.',
          'no_classroom',
        );
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + LOGIN_TOKEN_TTL_MS);
      await db.transaction(async (tx) => {
        await tx
          .update(studentLoginTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(studentLoginTokens.studentId, row.id), isNull(studentLoginTokens.usedAt)));
        await tx
          .insert(studentLoginTokens)
          .values({ studentId: row.id, createdById: teacher.id, tokenHash: hashToken(token), expiresAt });
      });
      return {
        token,
        url: `${publicUrl}/code/${classroom.code}/student-login-token?token=${token}`,
        expires_at: expiresAt.toISOString(),
      };
    },

    /** Signs a student in with a one-time token; a second use fails. */
    async loginWithToken(token: string, ip: string): Promise<TokenPair> {
      await rateLimiter.consume({ key: `student-token:ip:${ip}`, limit: 30, windowSeconds: 15 * 60 });
      const now = new Date();
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(studentLoginTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(studentLoginTokens.tokenHash, hashToken(token)),
              isNull(studentLoginTokens.usedAt),
              gt(studentLoginTokens.expiresAt, now),
            ),
          )
          .returning({ studentId: studentLoginTokens.studentId });
        const [student] = claimed
          ? await tx
              .select({ id: users.id })
              .from(users)
              .where(
                and(eq(users.id, claimed.studentId), eq(users.isActive, true), eq(users.isStudent, true)),
              )
          : [];
        if (!student)
          throw new ApiError(
            401,
            'Este link de acesso é inválido, já foi usado ou expirou.',
            'token_not_valid',
          );
        await tx.update(users).set({ lastLogin: now }).where(eq(users.id, student.id));
        return tokens.open(student.id, {}, tx);
      });
    },
  };
}

export type StudentsService = ReturnType<typeof studentsService>;
