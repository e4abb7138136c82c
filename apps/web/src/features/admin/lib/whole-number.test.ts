import { describe, expect, it } from 'vitest';
import { optionalWholeNumberText, wholeNumberText } from './whole-number';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('wholeNumberText', () => {
  const days = wholeNumberText(0, 365);
  it('turns digits into a number within the bounds', () => {
    expect(days.parse(' 30 ')).toBe(30);
    expect(message(days.safeParse(''))).toBe('Informe um número.');
    expect(message(days.safeParse('3,5'))).toBe('Use só algarismos.');
    expect(message(days.safeParse('400'))).toBe('Use de 0 a 365.');
  });
});

describe('optionalWholeNumberText', () => {
  it('reads an empty input as none', () => {
    expect(optionalWholeNumberText.parse('')).toBeNull();
    expect(optionalWholeNumberText.parse('12')).toBe(12);
    expect(message(optionalWholeNumberText.safeParse('doze'))).toBe('Use só algarismos.');
  });
});
