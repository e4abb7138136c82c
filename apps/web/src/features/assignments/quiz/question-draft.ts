import type { Question, QuestionInput, QuestionType } from '@aula/contracts';
import { htmlToText, textToHtml } from '@/lib/paragraphs';
import { formatNumber, parseNumber } from './quiz-values';

/** The question editor's fields, as typed (numbers as text, every type's lists kept while the type changes). */
export interface QuestionDraft {
  type: QuestionType;
  statement: string;
  skills: string[];
  points: string;
  explanation: string;
  options: { text: string; correct: boolean }[];
  truth: boolean | null;
  answer: string;
  tolerance: string;
  accepted: string[];
  pairs: { left: string; right: string }[];
  items: string[];
}

export function emptyDraft(skills: string[] = []): QuestionDraft {
  return {
    type: 'single_choice',
    statement: '',
    skills,
    points: '1',
    explanation: '',
    options: [
      { text: '', correct: true },
      { text: '', correct: false },
      { text: '', correct: false },
      { text: '', correct: false },
    ],
    truth: null,
    answer: '',
    tolerance: '0',
    accepted: [''],
    pairs: [
      { left: '', right: '' },
      { left: '', right: '' },
    ],
    items: ['', '', ''],
  };
}

export function draftOf(question: Question): QuestionDraft {
  const empty = emptyDraft();
  return {
    ...empty,
    type: question.type,
    statement: htmlToText(question.statement),
    skills: question.skills,
    points: formatNumber(question.points),
    explanation: question.explanation,
    options: question.options ?? empty.options,
    truth: typeof question.answer === 'boolean' ? question.answer : null,
    answer: typeof question.answer === 'number' ? formatNumber(question.answer) : '',
    tolerance: formatNumber(question.tolerance ?? 0),
    accepted: question.accepted ?? empty.accepted,
    pairs: question.pairs ?? empty.pairs,
    items: question.items ?? empty.items,
  };
}

/**
 * The body the API takes for the draft's type (only that type's fields). What cannot be read (a number
 * typed wrong, no V/F chosen) is left out, so the server names the field in its 400.
 */
export function inputOf(draft: QuestionDraft): QuestionInput {
  const number = (text: string) => parseNumber(text) ?? undefined;
  const common = {
    statement: draft.statement.trim() ? textToHtml(draft.statement) : '',
    skills: draft.skills,
    points: number(draft.points) as number,
    explanation: draft.explanation.trim(),
  };
  switch (draft.type) {
    case 'single_choice':
    case 'multiple_choice':
      return { type: draft.type, ...common, options: draft.options };
    case 'true_false':
      return { type: draft.type, ...common, answer: draft.truth ?? (undefined as unknown as boolean) };
    case 'numeric':
      return {
        type: draft.type,
        ...common,
        answer: number(draft.answer) as number,
        tolerance: number(draft.tolerance || '0'),
      };
    case 'short_text':
      return { type: draft.type, ...common, accepted: draft.accepted.filter((a) => a.trim()) };
    case 'matching':
      return { type: draft.type, ...common, pairs: draft.pairs };
    case 'ordering':
      return { type: draft.type, ...common, items: draft.items };
    case 'essay':
      return { type: draft.type, ...common };
  }
}
