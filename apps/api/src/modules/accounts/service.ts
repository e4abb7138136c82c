import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  legalDocuments,
  LOGIN_FAILED_DETAIL,
  type LoginRequest,
  type TeacherSignUpRequest,
  type TokenPair,
  routePath,
  spaRoutes,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { recordAudit } from '../../lib/audit';
import type { BotCheck } from '../../lib/bot-check';
import { isUniqueViolation } from '../../lib/db-errors';
import { ApiError, forbidden, notFound, ValidationFailure } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { UserRow } from '../../lib/auth-context';
import { passwordResetEmail, welcomeEmail } from './emails';
import { burnVerificationTime, hashPassword, verifyPassword } from './password-hashing';
import { passwordProblems, type PasswordOwner } from './password-rules';
import type { AccountDeletion } from './account-deletion';
import { invalidateResetLinks } from './reset-links';
import type { SessionTokens } from './session-tokens';

const { users, passwordResetTokens } = schema;

export interface AccountsDeps {
  db: Database;
  tokens: SessionTokens;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  botCheck: BotCheck;
  publicUrl: string;
  deletion: AccountDeletion;
}

const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const limits = {
  loginPerAccount: (id: string) => ({ key: `login:account:${id}`, limit: 10, windowSeconds: 15 * 60 }),
  loginPerIp: (ip: string) => ({ key: `login:ip:${ip}`, limit: 50, windowSeconds: 60 * 60 }),
  resetPerEmail: (email: string) => ({ key: `reset:email:${email}`, limit: 3, windowSeconds: 60 * 60 }),
  resetPerIp: (ip: string) => ({ key: `reset:ip:${ip}`, limit: 20, windowSeconds: 60 * 60 }),
  signUpPerIp: (ip: string) => ({ key: `signup:ip:${ip}`, limit: 20, windowSeconds: 60 * 60 }),
};

const loginFailed = () => new ApiError(401, LOGIN_FAILED_DETAIL);
const invalidResetLink = () => notFound('Este link de redefinição é inválido ou expirou. Peça um novo.');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function ownerOf(user: Pick<UserRow, 'username' | 'email' | 'firstName' | 'lastName'>): PasswordOwner {
  return { username: user.username, email: user.email, first_name: user.firstName, last_name: user.lastName };
}

export function assertValidPassword(password: string, owner: PasswordOwner, field = 'password') {
  const problems = passwordProblems(password, owner);
  if (problems.length > 0) throw new ValidationFailure({ [field]: problems });
}

/** The login counter a person's password guesses go to, whichever screen they come from. */
const loginIdentity = (user: Pick<UserRow, 'isStudent' | 'email' | 'username'>) =>
  user.isStudent
    ? `student:${user.username.toLowerCase()}`
    : `teacher:${(user.email ?? user.username).toLowerCase()}`;

/**
 * Checks a signed-in person's current password (changing the e-mail or the password, deleting the
 * account). A wrong one is a failed login: it counts on the same per-account and per-IP counters
 * with the same limits, so a stolen session cannot guess the password faster than the login form.
 */
export function currentPasswordCheck(rateLimiter: RateLimiter) {
  return async (user: UserRow, password: string, ip: string, wrong: () => Error) => {
    const rules = [limits.loginPerAccount(loginIdentity(user)), limits.loginPerIp(ip)];
    await rateLimiter.consume(...rules);
    if (!(await verifyPassword(user.passwordHash, password))) throw wrong();
    await rateLimiter.refund(...rules);
  };
}

/** What an account has outside this module, ended before its erasure and cleaned after it. */
export interface AccountDeletionHooks {
  /** `refund`: the person asked for the right of withdrawal's refund (CDC art. 49). */
  before: (user: UserRow, options: { refund: boolean }) => Promise<void>;
  /** In the erasing transaction, the account already gone: a failure keeps the account whole. */
  after: (tx: Database, userId: number) => Promise<void>;
}

/** The e-mail belongs to another account (found before writing, or by the unique index). */
export const emailTaken = () => ValidationFailure.field('email', 'Já existe uma conta com este e-mail.');

export function accountsService(deps: AccountsDeps) {
  const { db, tokens, mailer, rateLimiter, botCheck } = deps;
  const checkCurrentPassword = currentPasswordCheck(rateLimiter);

  async function findValidResetToken(token: string) {
    const [row] = await db
      .select({ id: passwordResetTokens.id, user: users })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
          eq(users.isActive, true),
        ),
      );
    if (!row) throw invalidResetLink();
    return row;
  }

  return {
    /** Teachers and staff log in by e-mail, students by username; every failure looks the same. */
    async login(input: LoginRequest, kind: 'teacher' | 'student', ip: string): Promise<TokenPair> {
      await botCheck.verify(input.recaptcha, ip);
      const identifier = input.username.trim().toLowerCase();
      const rules = [limits.loginPerAccount(`${kind}:${identifier}`), limits.loginPerIp(ip)];
      // Counted before the password is checked, so parallel guesses cannot all slip under the limit;
      // a successful login gives its hit back.
      await rateLimiter.consume(...rules);
      const [user] = await db
        .select()
        .from(users)
        .where(kind === 'teacher' ? eq(users.email, identifier) : eq(users.username, identifier));
      const allowed =
        user?.isActive &&
        (kind === 'student' ? user.isStudent : user.isTeacher || user.isStaff || user.isSuperuser);
      if (!user || !allowed) {
        await burnVerificationTime(input.password);
        throw loginFailed();
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw loginFailed();
      await rateLimiter.refund(...rules);
      await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
      return tokens.open(user.id);
    },

    async signUpTeacher(input: TeacherSignUpRequest, ip: string): Promise<TokenPair> {
      await rateLimiter.consume(limits.signUpPerIp(ip));
      await botCheck.verify(input.recaptcha, ip);
      assertValidPassword(input.password, {
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
      });
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (existing) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      try {
        const pair = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              email: input.email,
              username: input.email,
              firstName: input.first_name,
              lastName: input.last_name,
              passwordHash,
              isTeacher: true,
              acceptedTermsAt: new Date(),
              acceptedTermsVersion: legalDocuments.terms.version,
              acceptedPrivacyVersion: legalDocuments.privacy.version,
              lastLogin: new Date(),
            })
            .returning({ id: users.id });
          await mailer.send(welcomeEmail(input.email, input.first_name, deps.publicUrl), tx);
          return tokens.open(created!.id, {}, tx);
        });
        return pair;
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** Replaces the password; every session is closed and a fresh one returned to the caller. */
    async changePassword(
      user: UserRow,
      oldPassword: string,
      newPassword: string,
      ip: string,
    ): Promise<TokenPair> {
      await checkCurrentPassword(user, oldPassword, ip, () =>
        ValidationFailure.field(
          'old_password',
          'Sua senha antiga foi digitada incorretamente. Por favor, informe-a novamente.',
        ),
      );
      assertValidPassword(newPassword, ownerOf(user), 'new_password');
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await invalidateResetLinks(tx, user.id);
        await tokens.revokeAll(user.id, {}, tx);
        return tokens.open(user.id, {}, tx);
      });
    },

    async setFirstPassword(user: UserRow, sessionId: string, password: string) {
      if (!user.mustChangePassword)
        throw new ApiError(400, 'Sua senha já foi definida.', 'password_already_set');
      if (await verifyPassword(user.passwordHash, password)) {
        throw ValidationFailure.field('password', 'A nova senha precisa ser diferente da senha temporária.');
      }
      assertValidPassword(password, ownerOf(user));
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, user.id));
        await invalidateResetLinks(tx, user.id);
        await tokens.revokeAll(user.id, { except: sessionId }, tx);
      });
    },

    /** Always succeeds from the caller's view, so it never tells whether an account exists. */
    async requestPasswordReset(email: string, ip: string) {
      await rateLimiter.consume(limits.resetPerIp(ip), limits.resetPerEmail(email));
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), eq(users.isActive, true)));
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
        await mailer.send(
          passwordResetEmail(
            email,
            user.firstName,
            `${deps.publicUrl}${routePath(spaRoutes.passwordResetConfirm, { token })}`,
          ),
          tx,
        );
      });
    },

    findValidResetToken,

    async confirmPasswordReset(token: string, password: string) {
      const { user } = await findValidResetToken(token);
      assertValidPassword(password, ownerOf(user));
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // Claiming the token inside the transaction makes a double submit use it only once.
        const claimed = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (claimed.length === 0) throw invalidResetLink();
        await invalidateResetLinks(tx, user.id);
        await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, user.id));
        await tokens.revokeAll(user.id, {}, tx);
      });
    },

    /**
     * LGPD: removes the person's data (the row and, by cascade, everything that points at it), the
     * students going with a teacher, and their uploaded files. Financial records keep no personal
     * data and stay.
     */
    async deleteAccount(
      user: UserRow,
      input: { password: string; refund?: boolean | undefined },
      ip: string,
      hooks: AccountDeletionHooks,
    ) {
      const { password } = input;
      await checkCurrentPassword(user, password, ip, () =>
        ValidationFailure.field('password', 'Senha incorreta.'),
      );
      await hooks.before(user, { refund: input.refund ?? false });
      await db.transaction(async (tx) => {
        const result = await deps.deletion.erase(tx, user.id);
        if (!result) return;
        await recordAudit(tx, {
          actorId: null,
          action: 'account.deleted',
          targetType: 'user',
          targetId: user.id,
          after: { deleted_students: result.deletedStudents },
        });
        await hooks.after(tx, user.id);
      });
    },

    async impersonate(actor: UserRow, email: string, ip: string): Promise<TokenPair> {
      const [target] = await db.select().from(users).where(eq(users.email, email));
      if (!target || !target.isActive) throw notFound('Nenhum usuário ativo com este e-mail.');
      if (target.id === actor.id) throw new ApiError(400, 'Você já está usando esta conta.', 'same_user');
      if (target.isSuperuser && !actor.isSuperuser) {
        throw forbidden('Somente superusuários podem acessar a conta de um superusuário.');
      }
      return db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.impersonated',
          targetType: 'user',
          targetId: target.id,
          after: { email: target.email },
          ip,
        });
        return tokens.open(target.id, { impersonatorId: actor.id }, tx);
      });
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
