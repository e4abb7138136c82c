import type { Question, QuizValue } from '@aula/contracts';

/** What grading needs of a question, in the quiz's own order (the teacher's side). */
export type GradableQuestion = Pick<
  Question,
  'type' | 'options' | 'answer' | 'tolerance' | 'accepted' | 'pairs' | 'items'
>;

export const letter = (index: number) => String.fromCharCode(65 + index);

/** "3,5", "3.5", " -2 " → a number; anything else → null. */
export function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

export const formatNumber = (value: number) => String(value).replace('.', ',');

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const isPairs = (value: QuizValue): value is [number, number][] =>
  Array.isArray(value) && value.every((x) => Array.isArray(x));

/** Nothing chosen or typed yet. */
export function isAnswered(value: QuizValue | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * Whether a value (in the quiz's own order) gets the question fully right, as the server grades it;
 * null for essays, which the teacher marks.
 */
export function isCorrect(question: GradableQuestion, value: QuizValue | null): boolean | null {
  if (question.type === 'essay') return null;
  if (value === null) return false;
  switch (question.type) {
    case 'single_choice':
      return value === question.options?.findIndex((o) => o.correct);
    case 'multiple_choice': {
      const right = (question.options ?? []).flatMap((o, i) => (o.correct ? [i] : []));
      return Array.isArray(value) && !isPairs(value) && sameList([...(value as number[])].sort(), right);
    }
    case 'true_false':
      return value === question.answer;
    case 'numeric':
      return (
        typeof value === 'number' &&
        typeof question.answer === 'number' &&
        Math.abs(value - question.answer) <= (question.tolerance ?? 0) + 1e-9
      );
    case 'short_text':
      return (
        typeof value === 'string' && (question.accepted ?? []).some((a) => normalise(a) === normalise(value))
      );
    case 'ordering':
      return (
        Array.isArray(value) &&
        sameList(
          value as number[],
          (question.items ?? []).map((_, i) => i),
        )
      );
    case 'matching': {
      const pairs = question.pairs ?? [];
      return (
        isPairs(value) &&
        value.length === pairs.length &&
        pairs.every((_, left) => value.some(([l, r]) => l === left && r === left))
      );
    }
  }
}

/** What wording a value needs of its question: the lists in the order the value's indexes refer to. */
type Describable = Pick<GradableQuestion, 'type' | 'items'> & { options?: { text: string }[] };

/** A value in words: "B) 12", "A, C", "Verdadeiro", "1→B, 2→A"… (the teacher's order or the student's). */
export function describeValue(question: Describable, value: QuizValue | null): string {
  if (value === null || !isAnswered(value)) return 'Em branco';
  switch (question.type) {
    case 'single_choice': {
      const index = value as number;
      const text = question.options?.[index]?.text;
      return text === undefined ? letter(index) : `${letter(index)}) ${text}`;
    }
    case 'multiple_choice':
      return (value as number[]).map(letter).join(', ');
    case 'true_false':
      return value ? 'Verdadeiro' : 'Falso';
    case 'numeric':
      return formatNumber(value as number);
    case 'ordering':
      return (value as number[]).map((i) => question.items?.[i] ?? letter(i)).join(' → ');
    case 'matching':
      return (value as [number, number][]).map(([left, right]) => `${left + 1}→${letter(right)}`).join(', ');
    default:
      return String(value);
  }
}

/** The answers given to a question (most frequent first) and the first that is wrong: the class's usual mistake. */
export function mostChosenWrong<T extends { value: QuizValue | null; count: number }>(
  question: GradableQuestion,
  answers: readonly T[],
): T | null {
  if (question.type === 'essay') return null;
  const wrong = answers.filter((a) => isAnswered(a.value) && isCorrect(question, a.value) === false);
  return wrong.reduce<T | null>((best, a) => (best === null || a.count > best.count ? a : best), null);
}

/** "1 ponto", "2 pontos", "1,5 ponto". */
export const pointsLabel = (points: number) =>
  `${formatNumber(points)} ${points > 0 && points < 2 ? 'ponto' : 'pontos'}`;
