import { describe, expect, it } from 'vitest';
import { suggestTemporaryPassword } from './temporary-password';

describe('suggestTemporaryPassword', () => {
  it('makes two different words and a two-digit number', () => {
    for (let i = 0; i < 50; i++) {
      const password = suggestTemporaryPassword();
      expect(password).toMatch(/^[a-z]+-[a-z]+-\d{2}$/);
      const [first, second] = password.split('-');
      expect(first).not.toBe(second);
      expect(password.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('never repeats a word even when the random source does', () => {
    expect(suggestTemporaryPassword(() => 0)).toBe('abacaxi-arara-10');
  });
});
