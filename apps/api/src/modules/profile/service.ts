import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { isUniqueViolation } from '../../lib/db-errors';
import { ValidationFailure } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { UserRow } from '../../lib/auth-context';
import type { RateLimiter } from '../../lib/rate-limiter';
import { emailChangedEmail, emailTaken, currentPasswordCheck, invalidateResetLinks } from '../accounts';
import { accessConfigFor } from '../payments';
import { saveFeedback, teacherStatistics } from './statistics';

const { users } = schema;

export interface ProfileDeps {
  db: Database;
  mailer: Mailer;
  /** Wrong current passwords count as failed logins. */
  rateLimiter: RateLimiter;
  /** false while a renewal has failed (the payments module answers it). */
  paymentInformationUpdated: (userId: number) => Promise<boolean>;
}

export function profileService({ db, mailer, rateLimiter, paymentInformationUpdated }: ProfileDeps) {
  const checkCurrentPassword = currentPasswordCheck(rateLimiter);
  async function profileOf(user: UserRow, impersonatorId: number | null): Promise<Profile> {
    const [impersonator] = impersonatorId
      ? await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, impersonatorId))
      : [];
    return {
      id: user.id,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      birth_date: user.birthDate,
      is_teacher: user.isTeacher,
      is_student: user.isStudent,
      is_staff: user.isStaff || user.isSuperuser,
      is_superuser: user.isSuperuser,
      groups: user.groups,
      payment_information_updated: await paymentInformationUpdated(user.id),
      must_change_password: user.mustChangePassword,
      user_access_config: await accessConfigFor(db, user),
      impersonator: impersonator
        ? {
            id: impersonator.id,
            name: `${impersonator.firstName} ${impersonator.lastName}`.trim(),
            email: impersonator.email,
          }
        : null,
    };
  }

  return {
    profileOf,

    statistics: (teacher: UserRow) => teacherStatistics(db, teacher),

    saveFeedback: (user: UserRow, input: { message: string; rating?: number }) =>
      saveFeedback(db, user, input),

    /**
     * Name, birth date and (teachers only) e-mail; never roles or limits. A new e-mail needs the
     * current password, warns the old address and voids reset links sent to it.
     */
    async update(
      user: UserRow,
      impersonatorId: number | null,
      input: ProfileUpdate,
      ip: string,
    ): Promise<Profile> {
      const changes: Partial<typeof users.$inferInsert> = {
        firstName: input.first_name,
        lastName: input.last_name,
      };
      if (input.birth_date !== undefined) changes.birthDate = input.birth_date;
      const emailChanges = input.email !== undefined && input.email !== user.email;
      if (emailChanges) {
        if (!user.isTeacher) throw ValidationFailure.field('email', 'Alunos não têm e-mail na conta.');
        if (!input.current_password) {
          throw ValidationFailure.field('current_password', 'Informe sua senha atual para trocar o e-mail.');
        }
        await checkCurrentPassword(user, input.current_password, ip, () =>
          ValidationFailure.field('current_password', 'Senha incorreta.'),
        );
        const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email!));
        if (taken) throw emailTaken();
        changes.email = input.email;
        if (user.username === user.email) changes.username = input.email;
      }
      const updated = await db
        .transaction(async (tx) => {
          const [row] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
          if (emailChanges) await invalidateResetLinks(tx, user.id);
          if (emailChanges && user.email) {
            await mailer.send(emailChangedEmail(user.email, user.firstName, row!.email!), tx);
          }
          return row!;
        })
        .catch((error: unknown) => {
          // Another account took the address between the check above and this update.
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      return profileOf(updated, impersonatorId);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
