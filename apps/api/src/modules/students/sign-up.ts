import { eq } from 'drizzle-orm';
import { legalDocuments, type TokenPair } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { BotCheck } from '../../lib/bot-check';
import { isUniqueViolation } from '../../lib/db-errors';
import { ApiError, ValidationFailure } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashPassword, assertValidPassword, type SessionTokens } from '../accounts';
import { assertStudentCapacity, usernameTaken } from './service';

const { users, classroomStudents } = schema;

export interface StudentSignUpInput {
  first_name: string;
  last_name: string;
  username: string;
  password: string;
  classroom_code: string;
  recaptcha: string;
}

/** The open classroom a code names, or an ApiError; the classrooms module's rule, passed in. */
export type OpenClassroomByCode = (db: Database, code: string) => Promise<{ id: number; teacherId: number }>;

/** A child creates their own account through a classroom code and joins that classroom. */
export function studentSignUp(deps: {
  db: Database;
  tokens: SessionTokens;
  rateLimiter: RateLimiter;
  botCheck: BotCheck;
  openClassroomByCode: OpenClassroomByCode;
}) {
  const { db, tokens, rateLimiter, botCheck, openClassroomByCode } = deps;
  return async (input: StudentSignUpInput, ip: string): Promise<TokenPair> => {
    // Failures count (probing codes and usernames); each account made gives its hit back, since a
    // class signs up together from the school's one address and the teacher's plan bounds them.
    const rule = { key: `student-signup:ip:${ip}`, limit: 20, windowSeconds: 60 * 60 };
    await rateLimiter.consume(rule);
    await botCheck.verify(input.recaptcha, ip);
    const classroom = await openClassroomByCode(db, input.classroom_code).catch((error: unknown) => {
      if (error instanceof ApiError) throw ValidationFailure.field('classroom_code', error.message);
      throw error;
    });
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, input.username));
    if (taken) throw usernameTaken();
    assertValidPassword(input.password, {
      username: input.username,
      first_name: input.first_name,
      last_name: input.last_name,
    });
    const passwordHash = await hashPassword(input.password);
    try {
      const pair = await db.transaction(async (tx) => {
        await assertStudentCapacity(tx, classroom.teacherId, 1, { byChild: true });
        const [student] = await tx
          .insert(users)
          .values({
            username: input.username,
            firstName: input.first_name,
            lastName: input.last_name,
            passwordHash,
            isStudent: true,
            createdByTeacherId: classroom.teacherId,
            // The sign-up page links both documents beside its button.
            acceptedTermsAt: new Date(),
            acceptedTermsVersion: legalDocuments.terms.version,
            acceptedPrivacyVersion: legalDocuments.privacy.version,
            lastLogin: new Date(),
          })
          .returning({ id: users.id });
        await tx.insert(classroomStudents).values({ classroomId: classroom.id, studentId: student!.id });
        return tokens.open(student!.id, {}, tx);
      });
      await rateLimiter.refund(rule);
      return pair;
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
  };
}

export type StudentSignUp = ReturnType<typeof studentSignUp>;
