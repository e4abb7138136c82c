import { sql } from 'drizzle-orm';
import {
  boolean,
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, timestampNow } from './columns';

/** Limits a user gets (PRODUCT.md "Limits"); the one flagged default_free_users applies to non-subscribers. */
export const accessConfigs = pgTable(
  'access_configs',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    ads: boolean().notNull().default(true),
    maxStudents: integer().notNull(),
    teachersAccounts: integer().notNull(),
    maxCustomLessons: integer().notNull(),
    group: text().notNull(),
    defaultFreeUsers: boolean().notNull().default(false),
    createdAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('access_configs_one_default')
      .on(t.defaultFreeUsers)
      .where(sql`${t.defaultFreeUsers}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** Lower-cased; teachers and staff log in with it. Students often have none. */
    email: text(),
    /** Lower-cased; students log in with it. Teachers get their e-mail here. */
    username: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    birthDate: date({ mode: 'string' }),
    passwordHash: text().notNull(),
    isActive: boolean().notNull().default(true),
    isTeacher: boolean().notNull().default(false),
    isStudent: boolean().notNull().default(false),
    isStaff: boolean().notNull().default(false),
    isSuperuser: boolean().notNull().default(false),
    groups: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mustChangePassword: boolean().notNull().default(false),
    /** Marked by a teacher: a child under 12 whose class does not say so (her data needs consent). */
    under12: boolean('under_12').notNull().default(false),
    acceptedTermsAt: at(),
    /** The versions of the Terms of Use and Privacy Policy accepted at `acceptedTermsAt` (contracts' legal.ts). */
    acceptedTermsVersion: text(),
    acceptedPrivacyVersion: text(),
    accessConfigId: integer().references(() => accessConfigs.id, { onDelete: 'set null' }),
    /** Who manages the account (see managedStudentsWhere); gone with her account. */
    createdByTeacherId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    dateJoined: timestampNow(),
    lastLogin: at(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    index('users_date_joined_idx').on(t.dateJoined),
    // Admin statistics: users active in the last 30 days.
    index('users_last_login_idx').on(t.lastLogin),
    index('users_created_by_teacher_idx').on(t.createdByTeacherId),
  ],
);

/**
 * A login session: one refresh-token family. Only `currentJti` may be refreshed; presenting an
 * older one means the token was stolen or replayed, so the whole family is revoked.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    userId: belongsTo(() => users.id),
    impersonatorId: integer().references(() => users.id, { onDelete: 'cascade' }),
    currentJti: uuid().notNull(),
    /** The token the last rotation replaced, honoured briefly so two tabs may refresh at once. */
    previousJti: uuid(),
    rotatedAt: at(),
    createdAt: timestampNow(),
    lastUsedAt: timestampNow(),
    expiresAt: at().notNull(),
    revokedAt: at(),
    /**
     * The card or sign-in link (`student_login_tokens.id`) that opened the session: cancelling or
     * reprinting the card ends it. No foreign key (that table's schema imports this one); the
     * session goes with its user like the link does.
     */
    loginTokenId: integer(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_impersonator_idx').on(t.impersonatorId),
    index('sessions_login_token_idx').on(t.loginTokenId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial().primaryKey(),
    userId: belongsTo(() => users.id),
    tokenHash: text().notNull(),
    createdAt: timestampNow(),
    expiresAt: at().notNull(),
    usedAt: at(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index().on(t.userId)],
);

/** Who did what to what, with before and after; read by superusers. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The staff member behind the actor when the action came from an impersonated session. */
    impersonatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    createdAt: timestampNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.targetType, t.targetId)],
);
