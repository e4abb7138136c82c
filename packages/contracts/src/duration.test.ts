import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('writes minutes under an hour as "min"', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(50)).toBe('50 min');
  });

  it('writes hours with "h" and the remaining minutes', () => {
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(125)).toBe('2 h 5 min');
    expect(formatDuration(120)).toBe('2 h');
  });

  it('rounds to whole minutes and never goes negative', () => {
    expect(formatDuration(44.6)).toBe('45 min');
    expect(formatDuration(-5)).toBe('0 min');
  });
});
