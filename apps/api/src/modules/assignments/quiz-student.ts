import { and, eq } from 'drizzle-orm';
import {
  QUIZ_GRACE_SECONDS,
  type QuizAnswer,
  type QuizDraftInput,
  type StudentAssignment,
  type StudentQuiz,
} from '@aula/contracts';
import { schema, type Database, type QuizSettingsData } from '@aula/db';
import { ApiError } from '../../lib/errors';
import { presentQuestions, solutionOf, toShownOrder } from '../quizzes';
import type { AssignmentRow } from './access';
import { archiveAttempt } from './attempts';
import { gradingPeriods } from './grading-periods';
import { markQuiz, ownOrderAnswers, studentView } from './quiz-marking';
import { loadQuiz, type LoadedQuiz } from './quiz-store';

const { submissions } = schema;
type SubmissionRow = typeof submissions.$inferSelect;

const MINUTE = 60_000;

/** When answers stop being taken (the grace minute included); null without a clock running. */
function cutoff(settings: QuizSettingsData, row: SubmissionRow | null) {
  if (!settings.time_limit_minutes || !row?.quizStartedAt) return null;
  return new Date(
    row.quizStartedAt.getTime() + settings.time_limit_minutes * MINUTE + QUIZ_GRACE_SECONDS * 1000,
  );
}

function mayAttempt(settings: QuizSettingsData, row: SubmissionRow | null, archived: boolean) {
  if (archived) return false;
  const redo = row?.redoRequested === true;
  if (row?.returnedAt && !redo) return false;
  return (row?.quizAttempts ?? 0) < settings.attempts || redo;
}

/** Whether her marks (score, right or wrong per question) may be shown now. */
function marksShown(settings: QuizSettingsData, row: SubmissionRow | null, dueAt: Date | null) {
  if (!row || row.quizAttempts === 0 || row.quizMarks === null) return false;
  switch (settings.show_answers) {
    case 'after_submit':
      return true;
    case 'after_due':
      return row.returnedAt !== null || (dueAt !== null && dueAt <= new Date());
    case 'after_return':
      return row.returnedAt !== null;
    case 'never':
      return false;
  }
}

const timeOver = () =>
  new ApiError(
    409,
    'O tempo da avaliação acabou. Valeram as respostas salvas até o fim do tempo.',
    'quiz_time_over',
  );
const noAttempts = () =>
  new ApiError(409, 'Você já usou todas as tentativas desta avaliação.', 'quiz_no_attempts');

interface QuizActivity {
  assignment: AssignmentRow;
  archived: boolean;
  schoolYear: number;
}

/**
 * A student's side of a quiz: her shuffled questions without answers, the clock of a timed attempt,
 * her saved progress, hand-ins graded by the server, further attempts, and marks as the teacher allows.
 */
export function studentQuizService({ db }: { db: Database }) {
  const periods = gradingPeriods(db);

  const rowOf = async (tx: Database, assignmentId: number, studentId: number, lock = false) => {
    const query = tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.assignmentId, assignmentId), eq(submissions.studentId, studentId)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  };

  /** A grade the server computes goes in only while its period is open; the score is kept anyway. */
  async function gradeAllowed(assignment: AssignmentRow, schoolYear: number) {
    try {
      await periods.assertOpen(schoolYear, assignment);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'period_closed') return false;
      throw error;
    }
  }

  /**
   * Hands in one attempt, inside the caller's transaction with the row locked: the earlier hand-in
   * (if any) becomes an attempt; the last one handed in is the one that counts.
   */
  async function record(
    tx: Database,
    activity: QuizActivity,
    quiz: LoadedQuiz,
    current: SubmissionRow,
    answers: QuizAnswer[],
    at: Date,
    withGrade: boolean,
  ) {
    const { assignment } = activity;
    const { studentId } = current;
    const view = studentView(quiz.items, assignment.quiz!, studentId);
    const own = ownOrderAnswers(view, answers);
    const marked = markQuiz(quiz.items, own);
    if (current.submittedAt) await archiveAttempt(tx, current, assignment.dueAt);
    await tx
      .update(submissions)
      .set({
        submittedAt: at,
        quizAnswers: own,
        quizMarks: marked.marks,
        quizScore: marked.score.toFixed(2),
        quizAttempts: current.quizAttempts + 1,
        quizStartedAt: null,
        quizDraft: null,
        quizPaper: false,
        answerText: '',
        returnedAt: null,
        redoRequested: false,
        feedback: current.redoRequested ? '' : current.feedback,
        ...(withGrade ? { grade: marked.grade === null ? null : marked.grade.toFixed(1) } : {}),
        updatedAt: at,
      })
      .where(and(eq(submissions.assignmentId, assignment.id), eq(submissions.studentId, studentId)));
  }

  return {
    /** The first opening starts the first attempt (and its clock, when timed). */
    async open(activity: QuizActivity, studentId: number) {
      const { assignment } = activity;
      await db.transaction(async (tx) => {
        const row = await rowOf(tx, assignment.id, studentId, true);
        if (
          row?.quizAttempts === 0 &&
          row.quizStartedAt === null &&
          mayAttempt(assignment.quiz!, row, activity.archived)
        ) {
          await tx
            .update(submissions)
            .set({ quizStartedAt: new Date() })
            .where(and(eq(submissions.assignmentId, assignment.id), eq(submissions.studentId, studentId)));
        }
      });
    },

    /**
     * An attempt whose time ran out is handed in with what she had saved, at the moment time ran
     * out. Returns whether it did.
     */
    async closeExpired(activity: QuizActivity, studentId: number) {
      const quiz = await loadQuiz(db, activity.assignment.id);
      const withGrade = await gradeAllowed(activity.assignment, activity.schoolYear);
      return db.transaction(async (tx) => {
        const row = await rowOf(tx, activity.assignment.id, studentId, true);
        const end = cutoff(activity.assignment.quiz!, row);
        if (!row || !end || end > new Date()) return false;
        await record(tx, activity, quiz, row, row.quizDraft?.answers ?? [], end, withGrade);
        return true;
      });
    },

    async present(
      activity: QuizActivity,
      row: SubmissionRow | null,
      studentId: number,
    ): Promise<Pick<StudentAssignment, 'questions' | 'quiz'>> {
      const { assignment } = activity;
      const settings = assignment.quiz!;
      const quiz = await loadQuiz(db, assignment.id);
      const view = studentView(quiz.items, settings, studentId);
      const canAttempt = mayAttempt(settings, row, activity.archived);
      const shown = marksShown(settings, row, assignment.dueAt);
      const finished = !canAttempt || (row?.returnedAt ?? null) !== null;
      const end = cutoff(settings, row);
      const max = quiz.items.reduce((sum, item) => sum + Math.round(item.points * 100), 0) / 100;
      const order = new Map(view.questions.map((item, i) => [item.question, i]));
      const byShownOrder = <T extends { question: number }>(list: T[]) =>
        [...list].sort((a, b) => order.get(a.question)! - order.get(b.question)!);
      const result: StudentQuiz = {
        attempts: settings.attempts,
        attempts_used: row?.quizAttempts ?? 0,
        can_attempt: canAttempt,
        time_limit_minutes: settings.time_limit_minutes,
        started_at: row?.quizStartedAt?.toISOString() ?? null,
        deadline_at: end ? new Date(end.getTime() - QUIZ_GRACE_SECONDS * 1000).toISOString() : null,
        show_answers: settings.show_answers,
        draft: row?.quizDraft ?? null,
        answers: byShownOrder(toShownOrder(view, row?.quizAnswers ?? [])),
        score: shown ? Number(row!.quizScore) : null,
        max_score: shown ? max : null,
        marks: shown ? byShownOrder(row!.quizMarks!) : null,
        solutions:
          shown && finished
            ? view.questions.map((item) => ({
                question: item.question,
                value: toShownOrder(view, [{ question: item.question, value: solutionOf(item) }])[0]!.value!,
                explanation: quiz.rows.find((r) => r.questionId === item.question)!.explanation,
              }))
            : null,
      };
      return { questions: presentQuestions(view, quiz.statements), quiz: result };
    },

    /** Whether her earlier attempts' points may be shown (the same rule as her marks). */
    attemptsShown: (activity: QuizActivity, row: SubmissionRow | null) =>
      marksShown(activity.assignment.quiz!, row, activity.assignment.dueAt),

    /** Hands in her answers; 409 when no attempt is left or the time is over (what was saved counts). */
    async submit(activity: QuizActivity, studentId: number, answers: QuizAnswer[]) {
      const quiz = await loadQuiz(db, activity.assignment.id);
      const settings = activity.assignment.quiz!;
      const now = new Date();
      const withGrade = await gradeAllowed(activity.assignment, activity.schoolYear);
      const outcome = await db.transaction(async (tx) => {
        await tx
          .insert(submissions)
          .values({ assignmentId: activity.assignment.id, studentId, openedAt: now, quizStartedAt: now })
          .onConflictDoNothing();
        const row = await rowOf(tx, activity.assignment.id, studentId, true);
        if (!mayAttempt(settings, row, activity.archived)) return 'no_attempts' as const;
        const end = cutoff(settings, row);
        if (end && end < now) {
          await record(tx, activity, quiz, row!, row!.quizDraft?.answers ?? [], end, withGrade);
          return 'time_over' as const;
        }
        if (row!.quizStartedAt === null && row!.quizAttempts > 0 && !row!.redoRequested) {
          return 'not_started' as const;
        }
        await record(tx, activity, quiz, row!, answers, now, withGrade);
        return { first: !row!.submittedAt || row!.redoRequested };
      });
      if (outcome === 'no_attempts') throw noAttempts();
      if (outcome === 'time_over') throw timeOver();
      if (outcome === 'not_started') {
        throw new ApiError(409, 'Comece uma nova tentativa antes de entregar.', 'quiz_no_attempts');
      }
      return outcome;
    },

    /** Keeps her answers so far (as she was shown the lists) and where she stopped. */
    async saveDraft(activity: QuizActivity, studentId: number, input: QuizDraftInput) {
      const quiz = await loadQuiz(db, activity.assignment.id);
      const settings = activity.assignment.quiz!;
      ownOrderAnswers(studentView(quiz.items, settings, studentId), input.answers);
      const now = new Date();
      const withGrade = await gradeAllowed(activity.assignment, activity.schoolYear);
      const outcome = await db.transaction(async (tx) => {
        const row = await rowOf(tx, activity.assignment.id, studentId, true);
        if (!row || !mayAttempt(settings, row, activity.archived)) return 'no_attempts' as const;
        const end = cutoff(settings, row);
        if (end && end < now) {
          await record(tx, activity, quiz, row, row.quizDraft?.answers ?? [], end, withGrade);
          return 'time_over' as const;
        }
        await tx
          .update(submissions)
          .set({ quizDraft: { answers: input.answers, position: input.position }, updatedAt: now })
          .where(
            and(eq(submissions.assignmentId, activity.assignment.id), eq(submissions.studentId, studentId)),
          );
        return 'saved' as const;
      });
      if (outcome === 'no_attempts') throw noAttempts();
      if (outcome === 'time_over') throw timeOver();
    },

    /** Starts another attempt (and its clock); the hand-in she has stays until she hands in again. */
    async retry(activity: QuizActivity, studentId: number) {
      const settings = activity.assignment.quiz!;
      await db.transaction(async (tx) => {
        const row = await rowOf(tx, activity.assignment.id, studentId, true);
        if (!row || !mayAttempt(settings, row, activity.archived)) throw noAttempts();
        if (row.quizStartedAt !== null) return;
        await tx
          .update(submissions)
          .set({ quizStartedAt: new Date(), quizDraft: null, updatedAt: new Date() })
          .where(
            and(eq(submissions.assignmentId, activity.assignment.id), eq(submissions.studentId, studentId)),
          );
      });
    },
  };
}
