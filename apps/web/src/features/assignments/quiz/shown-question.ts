import type { Question } from '@aula/contracts';

/** A question as the student is shown it (the API's student question): nothing that reveals the answer. */
export interface ShownQuestion {
  id: number;
  type: Question['type'];
  statement: string;
  points: number;
  options?: { text: string }[];
  left?: string[];
  right?: string[];
  items?: string[];
}

/** The editor's preview: the teacher's question as a student would see it (before any shuffling). */
export function shownFromAuthored(
  question: Pick<Question, 'type' | 'statement' | 'points' | 'options' | 'pairs' | 'items'>,
  id = 0,
): ShownQuestion {
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
