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
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { UserRow } from '../../lib/auth-context';
import { hashToken, type SessionTokens } from '../accounts';
import { activeManagedStudentOf, ownStudentOf } from './service';
import { closeLoginLinks } from './close-links';
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

const QUARTER_HOUR = 15 * 60;
/**
 * Card codes: 6 characters of a 31-letter alphabet (31^6 ≈ 887 million), valid only with the code
 * of the card's own classroom. Only wrong codes count, on two counters: the address (a school's
 * one public IP carries many classes, and RATE_LIMIT_IP_SCALE multiplies it) and the classroom
 * code (from any address, so spreading guesses over many addresses gains nothing). One child's
 * mistakes do not lock her classmates, let alone the rest of the school, out. With 40 cards in a
 * class, finding one takes about 22 million guesses on average: at 60 a quarter hour, ~10 years.
 */
const cardGuessLimits = {
  perIp: (ip: string) => ({ key: `student-card:ip:${ip}`, limit: 200, windowSeconds: QUARTER_HOUR }),
  perClassroom: (code: string) => ({
    key: `student-card:classroom:${code.toUpperCase()}`,
    limit: 60,
    windowSeconds: QUARTER_HOUR,
  }),
  /** Sign-ins one card opens (QR or code): a copied card cannot become a session factory. */
  perCard: (cardId: number) => ({
    key: `student-card:card:${cardId}`,
    limit: 100,
    windowSeconds: QUARTER_HOUR,
  }),
};

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
    closeLoginLinks(tx, tokens, studentId, teacherId);

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
  async function signIn(
    tx: Database,
    studentId: number,
    reusable: boolean,
    loginTokenId: number,
  ): Promise<TokenPair> {
    const [student] = await tx
      .update(users)
      .set({ lastLogin: new Date(), ...(reusable ? { mustChangePassword: false } : {}) })
      .where(and(eq(users.id, studentId), eq(users.isActive, true), eq(users.isStudent, true)))
      .returning({ id: users.id });
    if (!student) throw invalid();
    return tokens.open(student.id, { loginTokenId }, tx);
  }

  /** A right card refused by its own sign-in limit was no guess: its hits go back. */
  const unlessThrottled =
    (...rules: RateLimitRule[]) =>
    async (error: unknown): Promise<never> => {
      if (error instanceof ApiError && error.statusCode === 429) await rateLimiter.refund(...rules);
      throw error;
    };

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
      // Counted before the transaction: with the embedded database it holds the one connection.
      const [card] = await db
        .select({ id: studentLoginTokens.id })
        .from(studentLoginTokens)
        .where(
          and(eq(studentLoginTokens.tokenHash, hashToken(token)), eq(studentLoginTokens.reusable, true)),
        );
      if (card) await rateLimiter.consume(cardGuessLimits.perCard(card.id)).catch(unlessThrottled(rule));
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
        return signIn(tx, link.studentId, link.reusable, link.id);
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
      const rules = [cardGuessLimits.perIp(ip), cardGuessLimits.perClassroom(classroomCode)];
      await rateLimiter.consume(...rules);
      const [classroom] = await db
        .select({ id: classrooms.id, teacherId: classrooms.teacherId })
        .from(classrooms)
        .where(and(eq(classrooms.code, classroomCode), eq(classrooms.cardLogin, true)));
      if (!classroom) throw cardCodeNotFound();
      const members = db
        .select({ id: classroomStudents.studentId })
        .from(classroomStudents)
        .where(eq(classroomStudents.classroomId, classroom.id));
      const matches = await db
        .select({ id: studentLoginTokens.id, studentId: studentLoginTokens.studentId })
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
      const card = matches.length === 1 ? matches[0]! : null;
      if (card === null) throw cardCodeNotFound();
      // Before the transaction: with the embedded database it holds the one connection.
      await rateLimiter.consume(cardGuessLimits.perCard(card.id)).catch(unlessThrottled(...rules));
      const pair = await db.transaction(async (tx) => {
        // Still open (a reprint may have closed it meanwhile) and still the teacher's child.
        const [open] = await tx
          .select({ id: studentLoginTokens.id })
          .from(studentLoginTokens)
          .where(and(eq(studentLoginTokens.id, card.id), isNull(studentLoginTokens.usedAt)))
          .for('update');
        if (!open || !(await managesStudent(tx, classroom.teacherId, card.studentId))) {
          throw cardCodeNotFound();
        }
        return signIn(tx, card.studentId, true, card.id);
      });
      await rateLimiter.refund(...rules);
      return pair;
    },
  };
}

export type LoginLinks = ReturnType<typeof loginLinks>;
