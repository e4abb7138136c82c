import type { QuizAnswer, QuizValue, StudentQuestion } from '@aula/contracts';

export type AnswerMap = Record<number, QuizValue | null>;

export const answerMapOf = (answers: readonly QuizAnswer[]): AnswerMap =>
  Object.fromEntries(answers.map((a) => [a.question, a.value]));

/**
 * The answers to send, one per question in the order shown. An ordering she never touched is handed in
 * as she sees it: the list on her screen is her answer.
 */
export function answersToSend(questions: readonly StudentQuestion[], answers: AnswerMap): QuizAnswer[] {
  return questions.map((q) => {
    const value = answers[q.id] ?? null;
    if (q.type === 'ordering' && value === null)
      return { question: q.id, value: (q.items ?? []).map((_, i) => i) };
    return { question: q.id, value };
  });
}

/** Seconds left until `deadline` (never below 0), or null without a deadline. */
export function secondsLeft(deadline: string | null, now: number): number | null {
  if (!deadline) return null;
  return Math.max(0, Math.floor((new Date(deadline).getTime() - now) / 1000));
}

/** 3725 → "1:02:05", 65 → "1:05". */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
