import type { QuizAnswer } from '@aula/contracts';
import type { QuestionMarkData, QuizAnswerData, QuizSettingsData } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import {
  fitsQuestion,
  gradeOfScore,
  markAnswer,
  quizView,
  scoreOf,
  toOwnOrder,
  type QuizItem,
  type QuizView,
} from '../quizzes';

/** The quiz as this student sees it (her shuffle, the same on every visit and attempt). */
export const studentView = (items: QuizItem[], settings: QuizSettingsData, studentId: number) =>
  quizView(items, settings, `${settings.seed}:student:${studentId}`);

/** The printed test: the quiz's own order, with only the lists scrambled that would give answers away. */
export const paperView = (items: QuizItem[], settings: QuizSettingsData) =>
  quizView(items, { shuffle_questions: false, shuffle_options: false }, `${settings.seed}:paper`);

/** The quiz's own order (the teacher's side: results, hand-ins, typed-in paper answers). */
export const ownView = (items: QuizItem[]): QuizView => ({ questions: items, lists: new Map() });

/**
 * Answers given in a view, checked (each question of this quiz, each value of its question's shape)
 * and brought to the quiz's own order; a question left out counts as blank.
 */
export function ownOrderAnswers(view: QuizView, answers: QuizAnswer[], field = 'answers'): QuizAnswerData[] {
  const items = new Map(view.questions.map((item) => [item.question, item]));
  answers.forEach(({ question, value }, index) => {
    const item = items.get(question);
    if (!item)
      throw ValidationFailure.field(`${field}.${index}.question`, 'Esta questão não é desta avaliação.');
    if (!fitsQuestion(item, value)) {
      throw ValidationFailure.field(
        `${field}.${index}.value`,
        'Resposta em formato inválido para esta questão.',
      );
    }
  });
  return toOwnOrder(view, answers);
}

/** Marks every question of the quiz (in its own order) from answers in its own order. */
export function markQuiz(items: QuizItem[], answers: QuizAnswerData[]) {
  const given = new Map(answers.map((a) => [a.question, a.value]));
  const marks = items.map((item) => markAnswer(item, given.get(item.question) ?? null));
  return { marks, ...summary(items, marks) };
}

export function summary(items: QuizItem[], marks: QuestionMarkData[]) {
  const { score, max, pending } = scoreOf(items, marks);
  return { score, max, pending, grade: gradeOfScore(score, max, pending) };
}
