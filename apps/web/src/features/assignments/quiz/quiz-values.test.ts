import { describe, expect, it } from 'vitest';
import { describeValue, isCorrect, mostChosenWrong, parseNumber, pointsLabel } from './quiz-values';

const choice = {
  type: 'single_choice' as const,
  options: [
    { text: '10', correct: false },
    { text: '12', correct: true },
    { text: '14', correct: false },
  ],
};

describe('parseNumber', () => {
  it('reads the Brazilian comma and refuses what is not a number', () => {
    expect(parseNumber('3,5')).toBe(3.5);
    expect(parseNumber(' -2 ')).toBe(-2);
    expect(parseNumber('1.25')).toBe(1.25);
    expect(parseNumber('3,5 cm')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });
});

describe('isCorrect', () => {
  it('grades each type in the quiz’s own order', () => {
    expect(isCorrect(choice, 1)).toBe(true);
    expect(isCorrect(choice, 0)).toBe(false);
    const multiple = {
      type: 'multiple_choice' as const,
      options: [
        { text: 'a', correct: true },
        { text: 'b', correct: false },
        { text: 'c', correct: true },
      ],
    };
    expect(isCorrect(multiple, [2, 0])).toBe(true);
    expect(isCorrect(multiple, [0])).toBe(false);
    expect(isCorrect({ type: 'numeric', answer: 3.5, tolerance: 0.1 }, 3.58)).toBe(true);
    expect(isCorrect({ type: 'numeric', answer: 3.5, tolerance: 0 }, 3.6)).toBe(false);
    expect(isCorrect({ type: 'short_text', accepted: ['Brasília'] }, '  brasilia ')).toBe(true);
    expect(isCorrect({ type: 'ordering', items: ['a', 'b', 'c'] }, [0, 1, 2])).toBe(true);
    expect(isCorrect({ type: 'ordering', items: ['a', 'b', 'c'] }, [1, 0, 2])).toBe(false);
    const pairs = [
      { left: 'x', right: 'X' },
      { left: 'y', right: 'Y' },
    ];
    expect(
      isCorrect({ type: 'matching', pairs }, [
        [1, 1],
        [0, 0],
      ]),
    ).toBe(true);
    expect(
      isCorrect({ type: 'matching', pairs }, [
        [0, 1],
        [1, 0],
      ]),
    ).toBe(false);
    expect(isCorrect({ type: 'essay' }, 'texto')).toBeNull();
  });
});

describe('mostChosenWrong', () => {
  it('is the most frequent wrong answer, ignoring right and blank ones', () => {
    const answers = [
      { value: 1, count: 9 },
      { value: null, count: 5 },
      { value: 2, count: 2 },
      { value: 0, count: 4 },
    ];
    expect(mostChosenWrong(choice, answers)).toEqual({ value: 0, count: 4 });
    expect(mostChosenWrong(choice, [{ value: 1, count: 3 }])).toBeNull();
    expect(mostChosenWrong({ type: 'essay' }, answers)).toBeNull();
  });
});

describe('describeValue', () => {
  it('words a value for the teacher', () => {
    expect(describeValue(choice, 0)).toBe('A) 10');
    expect(describeValue({ type: 'true_false' }, false)).toBe('Falso');
    expect(describeValue({ type: 'numeric' }, 3.5)).toBe('3,5');
    expect(
      describeValue({ type: 'matching' }, [
        [0, 1],
        [1, 0],
      ]),
    ).toBe('1→B, 2→A');
    expect(describeValue(choice, null)).toBe('Em branco');
    expect(pointsLabel(1.5)).toBe('1,5 ponto');
    expect(pointsLabel(2)).toBe('2 pontos');
  });
});
