import type { QuestionType, QuizValue } from '@aula/contracts';
import { letter, parseNumber } from './quiz-values';

/** What typing a paper answer needs of a question: its type and how many options, pairs or items. */
export interface PaperQuestion {
  type: QuestionType;
  options?: readonly unknown[];
  pairs?: readonly unknown[];
  items?: readonly unknown[];
  /** The printed test's order of a matching's right column or an ordering's items: position → index. */
  printed?: { right?: number[]; items?: number[] };
}

/** Printed position → the quiz's own index (the same when the test printed them in order). */
const fromPrinted = (order: number[] | undefined, position: number) => order?.[position] ?? position;
const toPrinted = (order: number[] | undefined, index: number) => {
  const position = order?.indexOf(index) ?? -1;
  return position < 0 ? index : position;
};

const TRUE = new Set(['V', 'VERDADEIRO', 'C', 'CERTO', 'T', 'S', 'SIM']);
const FALSE = new Set(['F', 'FALSO', 'E', 'ERRADO', 'N', 'NAO', 'NÃO']);

function letters(text: string, count: number): number[] | null {
  const codes = text.toUpperCase().replace(/[\s,;.-]/g, '');
  if (codes === '') return null;
  const indexes = [...codes].map((c) => c.charCodeAt(0) - 65);
  return indexes.every((i) => i >= 0 && i < count) ? indexes : null;
}

/**
 * One question's answer typed from a paper test: letters for options ("B"; "AC" for several), V/F,
 * a number ("3,5"), letters for matching (the right column's letter for each left item, in order) and
 * ordering (the items' letters in the right order) as the test printed them, text for the rest.
 * The value is in the quiz's own order, as the API takes it. `undefined`: it cannot be read.
 */
export function parsePaperValue(question: PaperQuestion, text: string): QuizValue | null | undefined {
  const typed = text.trim();
  if (typed === '' || typed === '-') return null;
  switch (question.type) {
    case 'single_choice': {
      const picked = letters(typed, question.options?.length ?? 0);
      return picked && picked.length === 1 ? picked[0] : undefined;
    }
    case 'multiple_choice': {
      const picked = letters(typed, question.options?.length ?? 0);
      return picked ? [...new Set(picked)].sort((a, b) => a - b) : undefined;
    }
    case 'true_false': {
      const word = typed.toUpperCase();
      if (TRUE.has(word)) return true;
      if (FALSE.has(word)) return false;
      return undefined;
    }
    case 'numeric':
      return parseNumber(typed) ?? undefined;
    case 'matching': {
      const count = question.pairs?.length ?? 0;
      const picked = letters(typed, count);
      return picked && picked.length === count
        ? picked.map((right, left) => [left, fromPrinted(question.printed?.right, right)] as [number, number])
        : undefined;
    }
    case 'ordering': {
      const count = question.items?.length ?? 0;
      const picked = letters(typed, count);
      return picked && picked.length === count && new Set(picked).size === count
        ? picked.map((position) => fromPrinted(question.printed?.items, position))
        : undefined;
    }
    default:
      return typed;
  }
}

/** The other way, to show what was typed before: the text that parses back to `value`. */
export function paperText(question: PaperQuestion, value: QuizValue | null): string {
  if (value === null) return '';
  switch (question.type) {
    case 'single_choice':
      return letter(value as number);
    case 'multiple_choice':
      return (value as number[]).map(letter).join('');
    case 'ordering':
      return (value as number[]).map((i) => letter(toPrinted(question.printed?.items, i))).join('');
    case 'true_false':
      return value ? 'V' : 'F';
    case 'numeric':
      return String(value).replace('.', ',');
    case 'matching':
      return [...(value as [number, number][])]
        .sort((a, b) => a[0] - b[0])
        .map(([, r]) => letter(toPrinted(question.printed?.right, r)))
        .join('');
    default:
      return String(value);
  }
}

/** "A C B D 3,5 V" → one text per question; text questions take one word each on a line (a field each is better). */
export function splitPaperLine(line: string, count: number): string[] {
  const words = line.trim().split(/\s+/).filter(Boolean);
  return Array.from({ length: count }, (_, i) => words[i] ?? '');
}
