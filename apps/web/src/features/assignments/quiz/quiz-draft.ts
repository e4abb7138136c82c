import type { Assignment, AssignmentInput, QuizSettings } from '@aula/contracts';
import { formatNumber, parseNumber } from './quiz-values';

/** A question chosen for the quiz: what the list shows of it, and the points typed (blank: its own). */
export interface ChosenQuestion {
  id: number;
  type: Assignment['questions'][number]['type'];
  statement: string;
  skills: string[];
  points: number;
  override: string;
}

export interface QuizDraft {
  questions: ChosenQuestion[];
  settings: Omit<QuizSettings, 'time_limit_minutes'> & { time_limit: string };
}

export const defaultQuizDraft = (): QuizDraft => ({
  questions: [],
  settings: {
    shuffle_questions: false,
    shuffle_options: false,
    attempts: 1,
    time_limit: '',
    show_answers: 'after_submit',
  },
});

export function quizDraftOf(assignment: Assignment | undefined): QuizDraft {
  const draft = defaultQuizDraft();
  if (!assignment || assignment.submission_type !== 'quiz') return draft;
  const questions = assignment.questions.map((q) => ({
    id: q.question,
    type: q.type,
    statement: q.statement,
    skills: q.skills,
    points: q.points,
    override: formatNumber(q.points),
  }));
  if (!assignment.quiz) return { ...draft, questions };
  const { time_limit_minutes, ...settings } = assignment.quiz;
  return {
    questions,
    settings: { ...settings, time_limit: time_limit_minutes === null ? '' : String(time_limit_minutes) },
  };
}

/** The activity's quiz fields; a points box left blank keeps the question's own points. */
export function quizInputOf(draft: QuizDraft): Pick<AssignmentInput, 'questions' | 'quiz'> {
  const { time_limit, ...settings } = draft.settings;
  const minutes = time_limit.trim() === '' ? null : Number(time_limit);
  return {
    questions: draft.questions.map((q) => {
      const points = parseNumber(q.override);
      return points === null ? { question: q.id } : { question: q.id, points };
    }),
    quiz: { ...settings, time_limit_minutes: minutes },
  };
}

export const totalPoints = (draft: QuizDraft) =>
  draft.questions.reduce((sum, q) => sum + (parseNumber(q.override) ?? q.points), 0);
