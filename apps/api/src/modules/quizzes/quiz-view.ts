import { createHash } from 'node:crypto';
import type { StudentQuestion } from '@aula/contracts';
import type { QuizAnswerData, QuizValueData } from '@aula/db';
import type { QuizItem } from './grading';

/** What a shown list is: positions as shown → positions in the quiz's own order. */
type Order = number[];

interface QuestionView {
  options?: Order;
  left?: Order;
  right?: Order;
  items?: Order;
}

/** A quiz as one person sees it: the questions' order and each list's order. */
export interface QuizView {
  questions: QuizItem[];
  lists: Map<number, QuestionView>;
}

/** A deterministic shuffle from a seed (SHA-256 in counter mode feeding Fisher–Yates). */
function shuffled(length: number, seed: string): Order {
  const order = Array.from({ length }, (_, i) => i);
  let block = Buffer.alloc(0);
  let counter = 0;
  let offset = 0;
  const next = () => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(`${seed}:${counter++}`).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  for (let i = length - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Shuffled, but never left as it was: the own order of a matching or ordering list is its answer. */
function scrambled(length: number, seed: string): Order {
  const order = shuffled(length, seed);
  if (length > 1 && order.every((v, i) => v === i)) order.push(order.shift()!);
  return order;
}

const identity = (length: number): Order => Array.from({ length }, (_, i) => i);

/**
 * The view of a quiz for a seed (a student's, or the paper test's). Questions and options follow the
 * teacher's shuffle settings; a matching's right column and an ordering's items are always scrambled,
 * since in the bank's order they would give the answer away.
 */
export function quizView(
  items: QuizItem[],
  settings: { shuffle_questions: boolean; shuffle_options: boolean },
  seed: string,
): QuizView {
  const order = settings.shuffle_questions
    ? shuffled(items.length, `${seed}:questions`)
    : identity(items.length);
  const lists = new Map<number, QuestionView>();
  for (const item of items) {
    const listSeed = `${seed}:${item.question}`;
    const maybe = (length: number, name: string) =>
      settings.shuffle_options ? shuffled(length, `${listSeed}:${name}`) : identity(length);
    const { data } = item;
    if (data.options) lists.set(item.question, { options: maybe(data.options.length, 'options') });
    if (data.pairs) {
      lists.set(item.question, {
        left: maybe(data.pairs.length, 'left'),
        right: scrambled(data.pairs.length, `${listSeed}:right`),
      });
    }
    if (data.items) lists.set(item.question, { items: scrambled(data.items.length, `${listSeed}:items`) });
  }
  return { questions: order.map((i) => items[i]!), lists };
}

/** The questions as shown: statements and lists, nothing that tells an answer. */
export function presentQuestions(view: QuizView, statements: Map<number, string>): StudentQuestion[] {
  return view.questions.map((item) => {
    const lists = view.lists.get(item.question) ?? {};
    const { data } = item;
    return {
      id: item.question,
      type: item.type,
      statement: statements.get(item.question) ?? '',
      points: item.points,
      ...(lists.options && { options: lists.options.map((i) => ({ text: data.options![i]!.text })) }),
      ...(lists.left && { left: lists.left.map((i) => data.pairs![i]!.left) }),
      ...(lists.right && { right: lists.right.map((i) => data.pairs![i]!.right) }),
      ...(lists.items && { items: lists.items.map((i) => data.items![i]!) }),
    };
  });
}

/** Maps positions between the shown lists and the quiz's own order, either way. */
function mapValue(item: QuizItem, lists: QuestionView, value: QuizValueData, toOwn: boolean): QuizValueData {
  if (value === null) return null;
  const through = (order: Order | undefined) => (i: number) => {
    if (!order) return i;
    return toOwn ? order[i]! : order.indexOf(i);
  };
  switch (item.type) {
    case 'single_choice':
      return through(lists.options)(value as number);
    case 'multiple_choice':
      return (value as number[]).map(through(lists.options)).sort((a, b) => a - b);
    case 'matching':
      return (value as [number, number][]).map(([l, r]): [number, number] => [
        through(lists.left)(l),
        through(lists.right)(r),
      ]);
    case 'ordering':
      return (value as number[]).map(through(lists.items));
    default:
      return value;
  }
}

/** Answers given in a view, in the quiz's own order (the caller has checked their shape). */
export function toOwnOrder(view: QuizView, answers: QuizAnswerData[]): QuizAnswerData[] {
  const byId = new Map(view.questions.map((q) => [q.question, q]));
  return answers.map(({ question, value }) => {
    const item = byId.get(question)!;
    return { question, value: mapValue(item, view.lists.get(question) ?? {}, value, true) };
  });
}

/** Values in the quiz's own order, as this view shows them. */
export function toShownOrder(view: QuizView, answers: QuizAnswerData[]): QuizAnswerData[] {
  const byId = new Map(view.questions.map((q) => [q.question, q]));
  return answers.flatMap(({ question, value }) => {
    const item = byId.get(question);
    return item ? [{ question, value: mapValue(item, view.lists.get(question) ?? {}, value, false) }] : [];
  });
}
