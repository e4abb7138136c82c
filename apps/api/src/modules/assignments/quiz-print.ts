import { optionLetter as letter, type QuestionType } from '@aula/contracts';
import type { Database } from '@aula/db';
import { solutionOf } from '../quizzes';
import type { AssignmentRow } from './access';
import { paperView } from './quiz-marking';
import { loadQuiz } from './quiz-store';

/** A question as the paper test prints it, with its answer as the key writes it. */
export interface PrintedQuestion {
  number: number;
  type: QuestionType;
  points: number;
  statementHtml: string;
  skills: string[];
  options?: string[];
  left?: string[];
  right?: string[];
  items?: string[];
  key: string;
  explanation: string;
}

const number = (n: number) => String(n).replace('.', ',');

/** The answer in the printed test's terms: letters of options, V/F, a number, a left number → right letter. */
function keyOf(
  question: Omit<PrintedQuestion, 'key'>,
  solution: ReturnType<typeof solutionOf>,
  tolerance = 0,
) {
  switch (question.type) {
    case 'single_choice':
      return letter(solution as number);
    case 'multiple_choice':
      return (solution as number[]).map(letter).join(', ');
    case 'true_false':
      return solution ? 'Verdadeiro' : 'Falso';
    case 'numeric':
      return tolerance > 0
        ? `${number(solution as number)} (aceita de ${number((solution as number) - tolerance)} a ${number((solution as number) + tolerance)})`
        : number(solution as number);
    case 'short_text':
      return solution as string;
    case 'matching':
      return (solution as [number, number][]).map(([l, r]) => `${l + 1} – ${letter(r)}`).join('; ');
    case 'ordering':
      return (solution as number[]).map(letter).join(', ');
    case 'essay':
      return 'Correção pela professora.';
  }
}

/** The quiz as printed: the quiz's own order, the lists that would tell an answer scrambled as on paper. */
export async function printedQuiz(db: Database, assignment: AssignmentRow): Promise<PrintedQuestion[]> {
  const quiz = await loadQuiz(db, assignment.id);
  const view = paperView(quiz.items, assignment.quiz!);
  return quiz.rows.map((row, index) => {
    const item = quiz.items[index]!;
    const lists = view.lists.get(item.question) ?? {};
    const { data } = item;
    const shown = {
      number: index + 1,
      type: row.type,
      points: item.points,
      statementHtml: row.statementHtml,
      skills: row.skills,
      explanation: row.explanation,
      ...(data.options && { options: data.options.map((o) => o.text) }),
      ...(data.pairs && {
        left: data.pairs.map((p) => p.left),
        right: lists.right!.map((i) => data.pairs![i]!.right),
      }),
      ...(data.items && { items: lists.items!.map((i) => data.items![i]!) }),
    };
    // The solution in printed positions: right letters and item letters as scrambled on paper.
    let solution = solutionOf(item);
    if (row.type === 'matching') {
      solution = (solution as [number, number][]).map(([l, r]): [number, number] => [
        l,
        lists.right!.indexOf(r),
      ]);
    }
    if (row.type === 'ordering') solution = (solution as number[]).map((i) => lists.items!.indexOf(i));
    return { ...shown, key: keyOf(shown, solution, data.tolerance) };
  });
}
