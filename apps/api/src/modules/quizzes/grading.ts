import type { QuestionAnswerData, QuestionMarkData, QuestionType, QuizValueData } from '@aula/db';

/** A question as a quiz holds it: its own copy, with the points it is worth in that quiz. */
export interface QuizItem {
  question: number;
  type: QuestionType;
  points: number;
  data: QuestionAnswerData;
}

/** Points are kept in hundredths (the bank's two decimals), so sums never drift. */
const cents = (points: number) => Math.round(points * 100);
const fromCents = (value: number) => value / 100;
/** A share of a question's points, rounded half up to the hundredth. */
const share = (points: number, numerator: number, denominator: number) =>
  fromCents(Math.floor((2 * cents(points) * numerator + denominator) / (2 * denominator)));

/** Short answers match without accents, case, surrounding or repeated spaces. */
function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim().replace(/\s+/g, ' ');
}

const isIndexList = (value: QuizValueData): value is number[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'number');
const isPairList = (value: QuizValueData): value is [number, number][] =>
  Array.isArray(value) && value.every((v) => Array.isArray(v) && v.length === 2);

/**
 * Whether a value has the shape its question takes (indexes inside the lists, no repeats). A value
 * of the wrong shape is refused (400), not marked wrong: it is a client's mistake, not the student's.
 * `null` is always accepted: the question left blank.
 */
export function fitsQuestion(item: QuizItem, value: QuizValueData): boolean {
  if (value === null) return true;
  const { data } = item;
  const inRange = (n: number, length: number) => Number.isInteger(n) && n >= 0 && n < length;
  const distinct = (list: number[]) => new Set(list).size === list.length;
  switch (item.type) {
    case 'single_choice':
      return typeof value === 'number' && inRange(value, data.options!.length);
    case 'multiple_choice':
      return isIndexList(value) && distinct(value) && value.every((i) => inRange(i, data.options!.length));
    case 'true_false':
      return typeof value === 'boolean';
    case 'numeric':
      return typeof value === 'number' && Number.isFinite(value);
    case 'short_text':
    case 'essay':
      return typeof value === 'string';
    case 'matching': {
      const n = data.pairs!.length;
      return (
        isPairList(value) &&
        value.every(([l, r]) => inRange(l, n) && inRange(r, n)) &&
        distinct(value.map(([l]) => l))
      );
    }
    case 'ordering':
      return (
        isIndexList(value) &&
        value.length === data.items!.length &&
        distinct(value) &&
        value.every((i) => inRange(i, data.items!.length))
      );
  }
}

/**
 * Marks one answer, in the quiz's own order (options, pairs and items as the bank has them).
 * Partial credit, a choice written in the note of issue 47: multiple choice earns
 * (right picks − wrong picks) / right options, never below zero; matching earns the share of pairs
 * matched. Ordering is all or nothing. An essay waits for the teacher unless left blank.
 */
export function markAnswer(item: QuizItem, value: QuizValueData): QuestionMarkData {
  const { question, points, data } = item;
  const full = (correct: boolean): QuestionMarkData => ({
    question,
    correct,
    points: correct ? points : 0,
    pending: false,
  });
  if (value === null || value === '') return full(false);
  switch (item.type) {
    case 'single_choice':
      return full(data.options![value as number]!.correct);
    case 'multiple_choice': {
      const picked = new Set(value as number[]);
      const right = data.options!.flatMap((o, i) => (o.correct ? [i] : []));
      const hits = right.filter((i) => picked.has(i)).length;
      const wrong = picked.size - hits;
      if (hits === right.length && wrong === 0) return full(true);
      return {
        question,
        correct: false,
        points: share(points, Math.max(0, hits - wrong), right.length),
        pending: false,
      };
    }
    case 'true_false':
      return full(value === data.answer);
    case 'numeric':
      // A hair of slack: 0.1 + 0.2 must match 0.3 with no tolerance.
      return full(Math.abs((value as number) - (data.answer as number)) <= (data.tolerance ?? 0) + 1e-9);
    case 'short_text': {
      const given = normalizeText(value as string);
      return full(data.accepted!.some((accepted) => normalizeText(accepted) === given));
    }
    case 'matching': {
      const n = data.pairs!.length;
      const right = (value as [number, number][]).filter(([l, r]) => l === r).length;
      if (right === n) return full(true);
      return { question, correct: false, points: share(points, right, n), pending: false };
    }
    case 'ordering':
      return full((value as number[]).every((original, position) => original === position));
    case 'essay':
      return { question, correct: null, points: null, pending: true };
  }
}

/** The points earned (pending essays count nothing yet), the total, and how many essays wait. */
export function scoreOf(items: QuizItem[], marks: QuestionMarkData[]) {
  const earned = marks.reduce((sum, mark) => sum + cents(mark.points ?? 0), 0);
  const max = items.reduce((sum, item) => sum + cents(item.points), 0);
  return { score: fromCents(earned), max: fromCents(max), pending: marks.filter((m) => m.pending).length };
}

/** The 0–10 grade of a score, one decimal rounded half up; null while essays wait. */
export function gradeOfScore(score: number, max: number, pending: number): number | null {
  if (pending > 0 || max <= 0) return null;
  const tenths = Math.floor((2 * cents(score) * 100 + cents(max)) / (2 * cents(max)));
  return tenths / 10;
}

/** The right answer in the quiz's own order (for the key and for students once allowed). */
export function solutionOf(item: QuizItem): Exclude<QuizValueData, null> {
  const { data } = item;
  switch (item.type) {
    case 'single_choice':
      return data.options!.findIndex((o) => o.correct);
    case 'multiple_choice':
      return data.options!.flatMap((o, i) => (o.correct ? [i] : []));
    case 'true_false':
    case 'numeric':
      return data.answer!;
    case 'short_text':
      return data.accepted![0]!;
    case 'matching':
      return data.pairs!.map((_, i): [number, number] => [i, i]);
    case 'ordering':
      return data.items!.map((_, i) => i);
    case 'essay':
      return '';
  }
}
