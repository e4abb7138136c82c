import { describe, expect, it } from 'vitest';
import { emptyDraft, inputOf } from './question-draft';

describe('inputOf', () => {
  it('sends only the type’s fields, numbers read with a comma and the statement as paragraphs', () => {
    const draft = {
      ...emptyDraft(['EF05MA03']),
      type: 'numeric' as const,
      statement: 'Quanto é 7 ÷ 2?',
      answer: '3,5',
      tolerance: '',
      points: '1,5',
    };
    expect(inputOf(draft)).toEqual({
      type: 'numeric',
      statement: '<p>Quanto é 7 ÷ 2?</p>',
      skills: ['EF05MA03'],
      points: 1.5,
      explanation: '',
      answer: 3.5,
      tolerance: 0,
    });
  });

  it('leaves out what cannot be read, so the server names the field', () => {
    const draft = {
      ...emptyDraft(),
      type: 'true_false' as const,
      statement: 'A Terra é redonda.',
      points: 'dois',
    };
    const input = inputOf(draft);
    expect(JSON.parse(JSON.stringify(input))).toEqual({
      type: 'true_false',
      statement: '<p>A Terra é redonda.</p>',
      skills: [],
      explanation: '',
    });
  });

  it('keeps the accepted answers typed, dropping the empty rows', () => {
    const draft = {
      ...emptyDraft(),
      type: 'short_text' as const,
      statement: 'Capital?',
      accepted: ['Brasília', ' '],
    };
    expect(inputOf(draft)).toMatchObject({ accepted: ['Brasília'] });
  });
});
