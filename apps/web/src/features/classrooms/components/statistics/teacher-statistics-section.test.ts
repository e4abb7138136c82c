import { describe, expect, it } from 'vitest';
import { nearLimit } from './teacher-statistics-section';

describe('nearLimit', () => {
  it('invites an upgrade with one slot left or 80 % used, once something is used', () => {
    expect(nearLimit(0, 5)).toBe(false);
    expect(nearLimit(3, 5)).toBe(false);
    expect(nearLimit(4, 5)).toBe(true);
    expect(nearLimit(5, 5)).toBe(true);
    expect(nearLimit(79, 100)).toBe(false);
    expect(nearLimit(80, 100)).toBe(true);
  });

  it('does not warn about a limit of 1 that is still unused', () => {
    expect(nearLimit(0, 1)).toBe(false);
    expect(nearLimit(1, 1)).toBe(true);
  });
});
