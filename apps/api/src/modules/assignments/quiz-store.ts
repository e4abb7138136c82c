import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { QuizQuestion, QuizQuestionsInput, QuizSettings, QuizSettingsInput } from '@aula/contracts';
import { quizSettingsSchema } from '@aula/contracts';
import { schema, type Database, type QuizSettingsData } from '@aula/db';
import { ApiError, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import type { QuizItem } from '../quizzes';
import type { AssignmentRow } from './access';
import { paperView } from './quiz-marking';

const { assignmentQuestions, questions, submissions } = schema;
type QuestionRow = typeof assignmentQuestions.$inferSelect;

/** A quiz's questions in order, with what the student and the printout need besides the marking. */
export interface LoadedQuiz {
  items: QuizItem[];
  rows: QuestionRow[];
  statements: Map<number, string>;
}

const quizItemOf = (row: QuestionRow): QuizItem => ({
  question: row.questionId,
  type: row.type,
  points: Number(row.points),
  data: row.answerData,
});

export async function loadQuizzes(db: Database, assignmentIds: number[]): Promise<Map<number, LoadedQuiz>> {
  const quizzes = new Map<number, LoadedQuiz>();
  if (assignmentIds.length === 0) return quizzes;
  const rows = await db
    .select()
    .from(assignmentQuestions)
    .where(inArray(assignmentQuestions.assignmentId, assignmentIds))
    .orderBy(asc(assignmentQuestions.assignmentId), asc(assignmentQuestions.position));
  for (const row of rows) {
    const quiz: LoadedQuiz = quizzes.get(row.assignmentId) ?? { items: [], rows: [], statements: new Map() };
    quiz.items.push(quizItemOf(row));
    quiz.rows.push(row);
    quiz.statements.set(row.questionId, row.statementHtml);
    quizzes.set(row.assignmentId, quiz);
  }
  return quizzes;
}

export async function loadQuiz(db: Database, assignmentId: number): Promise<LoadedQuiz> {
  return (
    (await loadQuizzes(db, [assignmentId])).get(assignmentId) ?? {
      items: [],
      rows: [],
      statements: new Map(),
    }
  );
}

/** The teacher's view of a quiz's questions: her copy, answers included, and the printed order. */
export function presentQuizQuestions(
  quiz: LoadedQuiz | undefined,
  settings: QuizSettingsData | null,
): QuizQuestion[] {
  if (!quiz || !settings) return [];
  const paper = paperView(quiz.items, settings);
  return quiz.rows.map((row) => ({
    question: row.questionId,
    points: Number(row.points),
    type: row.type,
    statement: row.statementHtml,
    skills: row.skills,
    explanation: row.explanation,
    ...row.answerData,
    printed: {
      ...(row.answerData.pairs && { right: paper.lists.get(row.questionId)!.right }),
      ...(row.answerData.items && { items: paper.lists.get(row.questionId)!.items }),
    },
  }));
}

export const maxScoreOf = (quiz: LoadedQuiz | undefined) =>
  quiz ? quiz.items.reduce((sum, item) => sum + Math.round(item.points * 100), 0) / 100 : null;

/** The settings as the teacher set them; the seed of the students' shuffles stays on the server. */
export function presentSettings(stored: QuizSettingsData | null): QuizSettings | null {
  if (!stored) return null;
  const { seed: _seed, ...settings } = stored;
  return settings;
}

export interface QuizInput {
  submission_type?: string;
  questions?: QuizQuestionsInput;
  quiz?: QuizSettingsInput | null;
}

/**
 * Checks a quiz's fields against the activity they would make (the stored row, on an edit): a quiz
 * needs questions and only a quiz has them; once a student has handed in, its questions and its
 * type no longer change (the settings still may).
 */
export async function checkQuizInput(db: Database, input: QuizInput, before?: AssignmentRow) {
  const type = input.submission_type ?? before?.submissionType ?? 'text';
  const questionCount =
    input.questions?.length ?? (before ? (await loadQuiz(db, before.id)).items.length : 0);
  if (type === 'quiz' && questionCount === 0) {
    throw ValidationFailure.field('questions', 'Escolha ao menos uma questão para a avaliação.');
  }
  if (type !== 'quiz' && (input.questions?.length ?? 0) > 0) {
    throw ValidationFailure.field('questions', 'Só uma avaliação (tipo de entrega "quiz") tem questões.');
  }
  if (type !== 'quiz' && input.quiz) {
    throw ValidationFailure.field('quiz', 'Só uma avaliação (tipo de entrega "quiz") tem essas opções.');
  }
  const changesQuestions =
    input.questions !== undefined || (before?.submissionType === 'quiz' && type !== 'quiz');
  if (before && changesQuestions && (await hasHandIns(db, before.id))) {
    throw new ApiError(
      409,
      'Alunos já responderam a esta avaliação: as questões não podem mais mudar. Crie outra avaliação para mudar as questões.',
      'quiz_answered',
    );
  }
}

async function hasHandIns(db: Database, assignmentId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(submissions)
    .where(
      and(
        eq(submissions.assignmentId, assignmentId),
        or(sql`${submissions.submittedAt} is not null`, sql`${submissions.quizAttempts} > 0`),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The settings to store: what was sent over what there was, with a seed made once. */
export function storedSettings(
  type: string,
  input: QuizSettingsInput | null | undefined,
  before: QuizSettingsData | null,
): QuizSettingsData | null | undefined {
  if (type !== 'quiz') return null;
  if (input === undefined && before) return undefined;
  const settings = quizSettingsSchema.parse({ ...presentSettings(before), ...input });
  return { ...settings, seed: before?.seed ?? randomBytes(16).toString('base64url') };
}

/**
 * Copies the chosen questions into the quiz. Only questions the teacher may read (hers or the
 * catalogue's); the copy keeps a quiz as it was when later edits reach the bank.
 */
export async function setQuizQuestions(
  tx: Database,
  teacher: UserRow,
  assignmentId: number,
  refs: QuizQuestionsInput | undefined,
) {
  if (refs === undefined) return;
  const ids = refs.map((r) => r.question);
  const found = ids.length
    ? await tx
        .select()
        .from(questions)
        .where(
          and(
            inArray(questions.id, ids),
            or(eq(questions.ownerId, teacher.id), eq(questions.catalogue, true)),
          ),
        )
    : [];
  const byId = new Map(found.map((q) => [q.id, q]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0) {
    throw ValidationFailure.field(`questions.${missing}.question`, 'Questão não encontrada no seu banco.');
  }
  await tx.delete(assignmentQuestions).where(eq(assignmentQuestions.assignmentId, assignmentId));
  if (refs.length === 0) return;
  await tx.insert(assignmentQuestions).values(
    refs.map((ref, position) => {
      const q = byId.get(ref.question)!;
      return {
        assignmentId,
        position,
        questionId: q.id,
        type: q.type,
        statementHtml: q.statementHtml,
        skills: q.skills,
        points: ref.points !== undefined ? ref.points.toFixed(2) : q.points,
        answerData: q.answerData,
        explanation: q.explanation,
      };
    }),
  );
}
