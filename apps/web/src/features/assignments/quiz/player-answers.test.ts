import { describe, expect, it } from 'vitest';
import { answersToSend, clock, secondsLeft } from './player-answers';

describe('answersToSend', () => {
  it('sends one answer per question in the order shown; an untouched ordering is the order she sees', () => {
    const questions = [
      {
        id: 7,
        type: 'single_choice' as const,
        statement: '',
        points: 1,
        options: [{ text: 'a' }, { text: 'b' }],
      },
      { id: 3, type: 'ordering' as const, statement: '', points: 1, items: ['x', 'y', 'z'] },
      { id: 9, type: 'numeric' as const, statement: '', points: 1 },
    ];
    expect(answersToSend(questions, { 7: 1 })).toEqual([
      { question: 7, value: 1 },
      { question: 3, value: [0, 1, 2] },
      { question: 9, value: null },
    ]);
    expect(answersToSend(questions, { 3: [2, 0, 1] })[1]).toEqual({ question: 3, value: [2, 0, 1] });
  });
});

describe('the clock', () => {
  it('counts down to zero and never below', () => {
    const now = Date.parse('2026-03-10T10:00:00Z');
    expect(secondsLeft('2026-03-10T10:01:05Z', now)).toBe(65);
    expect(secondsLeft('2026-03-10T09:59:00Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBeNull();
    expect(clock(65)).toBe('1:05');
    expect(clock(3725)).toBe('1:02:05');
  });
});
