import { describe, expect, it } from 'vitest';
import { paperText, parsePaperValue, splitPaperLine } from './paper-answers';

const four = { type: 'single_choice' as const, options: [1, 2, 3, 4] };

describe('parsePaperValue', () => {
  it('reads letters, V/F, numbers and text; blank is no answer; nonsense is undefined', () => {
    expect(parsePaperValue(four, 'c')).toBe(2);
    expect(parsePaperValue(four, 'E')).toBeUndefined();
    expect(parsePaperValue(four, 'AB')).toBeUndefined();
    expect(parsePaperValue(four, '')).toBeNull();
    expect(parsePaperValue({ ...four, type: 'multiple_choice' }, 'D, a')).toEqual([0, 3]);
    expect(parsePaperValue({ type: 'true_false' }, 'v')).toBe(true);
    expect(parsePaperValue({ type: 'true_false' }, 'F')).toBe(false);
    expect(parsePaperValue({ type: 'true_false' }, 'talvez')).toBeUndefined();
    expect(parsePaperValue({ type: 'numeric' }, '3,5')).toBe(3.5);
    expect(parsePaperValue({ type: 'short_text' }, ' Brasília ')).toBe('Brasília');
    expect(parsePaperValue({ type: 'matching', pairs: [1, 2, 3] }, 'BCA')).toEqual([
      [0, 1],
      [1, 2],
      [2, 0],
    ]);
    expect(parsePaperValue({ type: 'matching', pairs: [1, 2, 3] }, 'BC')).toBeUndefined();
    expect(parsePaperValue({ type: 'ordering', items: [1, 2, 3] }, 'CAB')).toEqual([2, 0, 1]);
    expect(parsePaperValue({ type: 'ordering', items: [1, 2, 3] }, 'CAA')).toBeUndefined();
  });

  it('round-trips with paperText', () => {
    const cases = [
      [four, 'B'],
      [{ type: 'multiple_choice' as const, options: [1, 2, 3] }, 'AC'],
      [{ type: 'true_false' as const }, 'F'],
      [{ type: 'numeric' as const }, '3,5'],
      [{ type: 'matching' as const, pairs: [1, 2] }, 'BA'],
      [{ type: 'ordering' as const, items: [1, 2, 3] }, 'CAB'],
    ] as const;
    for (const [question, text] of cases) {
      expect(paperText(question, parsePaperValue(question, text)!)).toBe(text);
    }
  });
});

describe('a test printed in another order', () => {
  it('reads the letters as printed and gives the quiz’s own indexes, and back', () => {
    // Printed right column: position 0 is pair 2, 1 is pair 0, 2 is pair 1.
    const matching = { type: 'matching' as const, pairs: [1, 2, 3], printed: { right: [2, 0, 1] } };
    expect(parsePaperValue(matching, 'BCA')).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(
      paperText(matching, [
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toBe('BCA');
    const ordering = { type: 'ordering' as const, items: [1, 2, 3], printed: { items: [1, 2, 0] } };
    expect(parsePaperValue(ordering, 'CAB')).toEqual([0, 1, 2]);
    expect(paperText(ordering, [0, 1, 2])).toBe('CAB');
  });
});

describe('splitPaperLine', () => {
  it('gives one word per question, blanks for the missing ones', () => {
    expect(splitPaperLine(' A  C B ', 4)).toEqual(['A', 'C', 'B', '']);
  });
});
