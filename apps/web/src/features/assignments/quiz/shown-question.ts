import type { Question, StudentQuestion } from '@aula/contracts';

/** The editor's preview: the teacher's question as a student would see it (before any shuffling). */
export function shownFromAuthored(
  question: Pick<Question, 'type' | 'statement' | 'points' | 'options' | 'pairs' | 'items'>,
  id = 0,
): StudentQuestion {
  return {
    id,
    type: question.type,
    statement: question.statement,
    points: question.points,
    ...(question.options ? { options: question.options.map((o) => ({ text: o.text })) } : {}),
    ...(question.pairs
      ? { left: question.pairs.map((p) => p.left), right: question.pairs.map((p) => p.right) }
      : {}),
    ...(question.items ? { items: question.items } : {}),
  };
}
