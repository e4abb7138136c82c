import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';

/** What answers a question, by its type (see `questionInputSchema`). */
export interface QuestionAnswerData {
  options?: { text: string; correct: boolean }[];
  answer?: boolean | number;
  tolerance?: number;
  accepted?: string[];
  pairs?: { left: string; right: string }[];
  items?: string[];
}

export type QuestionType =
  | 'single_choice'
  | 'multiple_choice'
  | 'true_false'
  | 'numeric'
  | 'short_text'
  | 'matching'
  | 'ordering'
  | 'essay';

/** What a question is, in the bank and in each quiz's own copy of it (fresh builders per table). */
export const questionContent = () => ({
  type: text().$type<QuestionType>().notNull(),
  statementHtml: text().notNull(),
  skills: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  points: numeric({ precision: 6, scale: 2 }).notNull(),
  answerData: jsonb()
    .$type<QuestionAnswerData>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  explanation: text().notNull().default(''),
});

/** A question of the bank: its author's, or the staff's catalogue (readable by every teacher). */
export const questions = pgTable(
  'questions',
  {
    id: serial().primaryKey(),
    ownerId: integer().references(() => users.id, { onDelete: 'cascade' }),
    catalogue: boolean().notNull().default(false),
    ...questionContent(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('questions_owner_id_index').on(t.ownerId),
    index('questions_skills_index').using('gin', t.skills),
    check(
      'questions_type_check',
      sql`${t.type} in ('single_choice', 'multiple_choice', 'true_false', 'numeric', 'short_text', 'matching', 'ordering', 'essay')`,
    ),
    check('questions_points_check', sql`${t.points} > 0`),
  ],
);
