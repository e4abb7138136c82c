import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  CLASSROOM_CODE_ALPHABET,
  TOKEN_INVALID_CODE,
  type TokenPair,
  routePath,
  spaRoutes,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { UserRow } from '../../plugins/auth';
import { hashToken, type SessionTokens } from '../accounts';
import { activeManagedStudentOf, ownStudentOf } from './service';
import { managesStudent } from './teacher-students';

const { users, classroomStudents, classrooms, studentLoginTokens } = schema;
const ONE_TIME_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A card is printed once for the school year and glued in the notebook. */
const CARD_TTL_MS = 2 * 365 * 24 * 60 * 60 * 1000;

export interface LoginLinksDeps {
  db: Database;
  tokens: SessionTokens;
  rateLimiter: RateLimiter;
  publicUrl: string;
}

const invalid = () =>
  new ApiError(401, 'Este link de acesso é inválido, já foi usado ou expirou.', TOKEN_INVALID_CODE);
const cardCodeNotFound = () =>
  new ApiError(401, 'Código do cartão não encontrado nesta turma.', TOKEN_INVALID_CODE);

function cardCode() {
  let code = '';
  for (let i = 0; i < 6; i++) code += CLASSROOM_CODE_ALPHABET[randomInt(CLASSROOM_CODE_ALPHABET.length)];
  return code;
}

/**
 * Sign-in links a teacher prints. In a classroom with "Entrada por cartão" the card's link is personal
 * and reusable (a 6-year-old cannot invent a password); elsewhere it works once and leads to the
 * first-password step. Only the teacher who manages the child's account prints them, and they work
 * only while she does: a link opens the whole account, with every teacher's classes in it. A new link
 * closes her own previous ones for the child, and revoking cancels only hers.
 */
export function loginLinks({ db, tokens, rateLimiter, publicUrl }: LoginLinksDeps) {
  const close = (tx: Database, studentId: number, teacherId: number) =>
    tx
      .update(studentLoginTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(studentLoginTokens.studentId, studentId),
          eq(studentLoginTokens.createdById, teacherId),
          isNull(studentLoginTokens.usedAt),
        ),
      );

  /** A link opens the account only while the teacher who printed it still manages the child. */
  const stillManages = (tx: Database, teacherId: number | null, studentId: number) =>
    teacherId === null ? false : managesStudent(tx, teacherId, studentId);

  /**
   * A card works while the teacher who printed it has the child in a classroom of hers with
   * "Entrada por cartão" on (checked at each sign-in: turning the setting back on restores the cards).
   */
  async function cardStillOn(tx: Database, studentId: number, teacherId: number | null) {
    if (teacherId === null) return false;
    const [room] = await tx
      .select({ id: classrooms.id })
      .from(classroomStudents)
      .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
      .where(
        and(
          eq(classroomStudents.studentId, studentId),
          eq(classrooms.teacherId, teacherId),
          eq(classrooms.cardLogin, true),
        ),
      )
      .limit(1);
    return Boolean(room);
  }

  /**
   * A short code no other open card of this teacher has: typed with one of her classroom codes, a code
   * must name one child. The caller holds the teacher's row lock, so two printings cannot race.
   */
  async function freeCardCode(tx: Database, teacherId: number) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = cardCode();
      const [clash] = await tx
        .select({ id: studentLoginTokens.id })
        .from(studentLoginTokens)
        .where(
          and(
            eq(studentLoginTokens.shortCodeHash, hashToken(code)),
            eq(studentLoginTokens.createdById, teacherId),
            isNull(studentLoginTokens.usedAt),
            gt(studentLoginTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!clash) return code;
    }
    throw new ApiError(409, 'Não foi possível gerar o código do cartão. Tente de novo.', 'card_code_busy');
  }

  /** Opens a session; a card sign-in means this child never has to pick a password. */
  async function signIn(tx: Database, studentId: number, reusable: boolean): Promise<TokenPair> {
    const [student] = await tx
      .update(users)
      .set({ lastLogin: new Date(), ...(reusable ? { mustChangePassword: false } : {}) })
      .where(and(eq(users.id, studentId), eq(users.isActive, true), eq(users.isStudent, true)))
      .returning({ id: users.id });
    if (!student) throw invalid();
    return tokens.open(student.id, {}, tx);
  }

  return {
    /** For the student's newest classroom, or the given one (a class's cards follow that class's setting). */
    async generate(teacher: UserRow, studentId: number, classroomId?: number) {
      const row = await activeManagedStudentOf(db, teacher, studentId);
      const [classroom] = await db
        .select({ code: classrooms.code, cardLogin: classrooms.cardLogin })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .where(
          and(
            eq(classroomStudents.studentId, row.id),
            eq(classrooms.teacherId, teacher.id),
            classroomId ? eq(classrooms.id, classroomId) : undefined,
          ),
        )
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
      const reusable = classroom.cardLogin;
      const expiresAt = new Date(Date.now() + (reusable ? CARD_TTL_MS : ONE_TIME_TTL_MS));
      const shortCode = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, teacher.id)).for('update');
        await close(tx, row.id, teacher.id);
        const code = reusable ? await freeCardCode(tx, teacher.id) : null;
        await tx.insert(studentLoginTokens).values({
          studentId: row.id,
          createdById: teacher.id,
          tokenHash: hashToken(token),
          expiresAt,
          reusable,
          shortCodeHash: code ? hashToken(code) : null,
        });
        return code;
      });
      return {
        token,
        url: `${publicUrl}${routePath(spaRoutes.classroomCodeLoginToken, { classroomCode: classroom.code })}?token=${token}`,
        expires_at: expiresAt.toISOString(),
        reusable,
        short_code: shortCode,
      };
    },

    /** The teacher takes her lost card out of use; another teacher's card for the child stays valid. */
    async revoke(teacher: UserRow, studentId: number) {
      const row = await ownStudentOf(db, teacher, studentId);
      await close(db, row.id, teacher.id);
    },

    /** A one-time token is spent by its first use; a card token stays open. */
    async loginWithToken(token: string, ip: string): Promise<TokenPair> {
      const rule = { key: `student-token:ip:${ip}`, limit: 30, windowSeconds: 15 * 60 };
      await rateLimiter.consume(rule);
      const now = new Date();
      const pair = await db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(studentLoginTokens)
          .where(
            and(
              eq(studentLoginTokens.tokenHash, hashToken(token)),
              isNull(studentLoginTokens.usedAt),
              gt(studentLoginTokens.expiresAt, now),
            ),
          )
          .for('update');
        if (!link || !(await stillManages(tx, link.createdById, link.studentId))) throw invalid();
        if (link.reusable && !(await cardStillOn(tx, link.studentId, link.createdById))) throw invalid();
        if (!link.reusable) {
          await tx.update(studentLoginTokens).set({ usedAt: now }).where(eq(studentLoginTokens.id, link.id));
        }
        return signIn(tx, link.studentId, link.reusable);
      });
      // Only guesses count: a whole class signing in from the school's one address is not one.
      await rateLimiter.refund(rule);
      return pair;
    },

    /**
     * The card's short code, typed with the classroom code: it names a card printed by that classroom's
     * teacher for a member of that classroom, while the classroom has "Entrada por cartão" on. A code
     * that would name two children (only possible for cards printed before codes were kept unique per
     * teacher) signs in nobody.
     */
    async loginWithCardCode(classroomCode: string, code: string, ip: string): Promise<TokenPair> {
      const rule = { key: `student-card:ip:${ip}`, limit: 20, windowSeconds: 15 * 60 };
      await rateLimiter.consume(rule);
      const [classroom] = await db
        .select({ id: classrooms.id, teacherId: classrooms.teacherId })
        .from(classrooms)
        .where(and(eq(classrooms.code, classroomCode), eq(classrooms.cardLogin, true)));
      if (!classroom) throw cardCodeNotFound();
      const members = db
        .select({ id: classroomStudents.studentId })
        .from(classroomStudents)
        .where(eq(classroomStudents.classroomId, classroom.id));
      const pair = await db.transaction(async (tx) => {
        const matches = await tx
          .selectDistinct({ studentId: studentLoginTokens.studentId })
          .from(studentLoginTokens)
          .where(
            and(
              eq(studentLoginTokens.shortCodeHash, hashToken(code.trim().toUpperCase())),
              eq(studentLoginTokens.reusable, true),
              eq(studentLoginTokens.createdById, classroom.teacherId),
              isNull(studentLoginTokens.usedAt),
              gt(studentLoginTokens.expiresAt, new Date()),
              inArray(studentLoginTokens.studentId, members),
            ),
          )
          .limit(2);
        const studentId = matches.length === 1 ? matches[0]!.studentId : null;
        if (studentId === null || !(await managesStudent(tx, classroom.teacherId, studentId))) {
          throw cardCodeNotFound();
        }
        return signIn(tx, studentId, true);
      });
      await rateLimiter.refund(rule);
      return pair;
    },
  };
}

export type LoginLinks = ReturnType<typeof loginLinks>;
