import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, belongsTo } from './columns';
import { users } from './accounts';

/** A student's mother, father or other guardian, with at least one way to reach them. */
export const guardians = pgTable(
  'guardians',
  {
    id: serial().primaryKey(),
    studentId: belongsTo(() => users.id),
    name: text().notNull(),
    relationship: text().$type<'mae' | 'pai' | 'responsavel' | 'outro'>().notNull(),
    email: text(),
    /** 11 digits: DDD and the number. */
    phone: text(),
    /** Opted in, when consenting, to the Friday e-mail. */
    weeklySummary: boolean().notNull().default(false),
    /** Makes the family link (HMAC of it with the server secret); null: no link, a new one voids the old. */
    familyNonce: text(),
    /** The Friday of the last weekly summary sent (one per guardian per week, across instances). */
    lastSummaryOn: date({ mode: 'string' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('guardians_student_id_index').on(t.studentId),
    check('guardians_relationship_check', sql`${t.relationship} in ('mae', 'pai', 'responsavel', 'outro')`),
    check('guardians_contact_check', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

/** A link sent to a guardian to ask for consent; only the token's hash is kept. */
export const consentRequests = pgTable(
  'consent_requests',
  {
    id: serial().primaryKey(),
    studentId: belongsTo(() => users.id),
    guardianId: belongsTo(() => guardians.id),
    tokenHash: text().notNull(),
    channel: text().$type<'email' | 'whatsapp' | 'print'>().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('consent_requests_token_hash').on(t.tokenHash),
    index('consent_requests_student_id_index').on(t.studentId),
    check('consent_requests_channel_check', sql`${t.channel} in ('email', 'whatsapp', 'print')`),
  ],
);

/** Every decision about a child's data, with its evidence: who, when, under which policy, from where. */
export const consentDecisions = pgTable(
  'consent_decisions',
  {
    id: serial().primaryKey(),
    studentId: belongsTo(() => users.id),
    guardianId: integer().references(() => guardians.id, { onDelete: 'set null' }),
    requestId: integer().references(() => consentRequests.id, { onDelete: 'set null' }),
    decision: text().$type<'granted' | 'refused' | 'revoked'>().notNull(),
    guardianName: text().notNull(),
    relationship: text().$type<'mae' | 'pai' | 'responsavel' | 'outro'>().notNull(),
    weeklySummary: boolean().notNull().default(false),
    policyVersion: text().notNull(),
    channel: text().notNull(),
    /** SHA-256 of the address with the server's secret: evidence without keeping the IP itself. */
    ipHash: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('consent_decisions_student_id_index').on(t.studentId, t.createdAt),
    check('consent_decisions_decision_check', sql`${t.decision} in ('granted', 'refused', 'revoked')`),
  ],
);
