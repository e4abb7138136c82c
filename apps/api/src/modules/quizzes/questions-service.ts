import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Question, QuestionData } from '@aula/contracts';
import { schema, type Database, type QuestionAnswerData } from '@aula/db';
import type { UserRow } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { assertBnccCodes } from '../bncc';
import { sanitizeLessonHtml } from '../content';

const { questions } = schema;
type QuestionRow = typeof questions.$inferSelect;

/** What answers the question, apart from what every question has. */
function answerDataOf(input: QuestionData): QuestionAnswerData {
  const { type: _type, statement: _s, skills: _k, points: _p, explanation: _e, ...data } = input;
  return data;
}

function present(row: QuestionRow, user: UserRow): Question {
  return {
    id: row.id,
    type: row.type,
    statement: row.statementHtml,
    skills: row.skills,
    points: Number(row.points),
    explanation: row.explanation,
    ...row.answerData,
    catalogue: row.catalogue,
    mine: row.ownerId === user.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Her own questions and the catalogue's. */
const readableBy = (user: UserRow): SQL => or(eq(questions.ownerId, user.id), eq(questions.catalogue, true))!;

/**
 * The question bank. A teacher's questions are hers; staff write the catalogue, which every teacher
 * reads and uses but only staff change.
 */
export function questionsService({ db }: { db: Database }) {
  async function readable(user: UserRow, id: number) {
    const [row] = await db
      .select()
      .from(questions)
      .where(and(eq(questions.id, id), readableBy(user)));
    if (!row) throw notFound('Questão não encontrada.');
    return row;
  }

  async function editable(user: UserRow, id: number) {
    const row = await readable(user, id);
    const allowed = row.catalogue ? user.isStaff || user.isSuperuser : row.ownerId === user.id;
    if (!allowed) throw forbidden('As questões do catálogo são mantidas pela equipe do Aula.');
    return row;
  }

  async function values(input: QuestionData) {
    await assertBnccCodes(db, input.skills, 'skills');
    return {
      type: input.type,
      statementHtml: sanitizeLessonHtml(input.statement, 'statement'),
      skills: input.skills,
      points: input.points.toFixed(2),
      answerData: answerDataOf(input),
      explanation: input.explanation,
    };
  }

  return {
    async list(
      user: UserRow,
      query: { page: number; page_size: number; skill?: string; type?: Question['type']; search?: string },
    ) {
      const where = and(
        readableBy(user),
        query.skill ? sql`${query.skill} = any(${questions.skills})` : undefined,
        query.type ? eq(questions.type, query.type) : undefined,
        query.search
          ? ilike(questions.statementHtml, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`)
          : undefined,
      );
      const [total] = await db.select({ n: count() }).from(questions).where(where);
      const rows = await db
        .select()
        .from(questions)
        .where(where)
        .orderBy(desc(questions.updatedAt), desc(questions.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      return { count: total?.n ?? 0, results: rows.map((row) => present(row, user)) };
    },

    async create(user: UserRow, input: QuestionData) {
      const [row] = await db
        .insert(questions)
        .values({ ...(await values(input)), ownerId: user.id, catalogue: user.isStaff || user.isSuperuser })
        .returning();
      return present(row!, user);
    },

    async detail(user: UserRow, id: number) {
      return present(await readable(user, id), user);
    },

    async update(user: UserRow, id: number, input: QuestionData) {
      await editable(user, id);
      const [row] = await db
        .update(questions)
        .set({ ...(await values(input)), updatedAt: new Date() })
        .where(eq(questions.id, id))
        .returning();
      return present(row!, user);
    },

    async remove(user: UserRow, id: number) {
      await editable(user, id);
      await db.delete(questions).where(eq(questions.id, id));
    },
  };
}
