import { describe, expect, it } from 'vitest';
import { formatReais, parseReais, reaisText } from './price';

describe('parseReais', () => {
  it.each([
    ['29,90', 2990],
    ['29,9', 2990],
    ['29', 2900],
    ['0,29', 29],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1.234', 123400],
    ['29.9', 2990],
    ['29.90', 2990],
    [' R$ 49,90 ', 4990],
    ['R$1.000.000,00', 100000000],
  ])('reads "%s" as %i cents', (text, cents) => {
    expect(parseReais(text)).toBe(cents);
  });

  it.each(['', 'abc', '29,999', '-5,00', '1.23,45', '12.345.6', '29,90 reais', '1,2,3'])(
    'refuses "%s"',
    (text) => {
      expect(parseReais(text)).toBeNull();
    },
  );
});

describe('formatReais', () => {
  it('shows cents as the input expects them, and reads back the same amount', () => {
    expect(formatReais(2990)).toBe('29,90');
    expect(formatReais(123456)).toBe('1.234,56');
    expect(parseReais(formatReais(123456))).toBe(123456);
  });
});

describe('reaisText', () => {
  it('gives cents, or a Portuguese message under the input', () => {
    expect(reaisText.parse('29,90')).toBe(2990);
    expect(reaisText.safeParse('vinte').error?.issues[0]?.message).toBe('Use um valor em reais, como 29,90.');
    expect(reaisText.safeParse('  ').error?.issues[0]?.message).toBe('Informe o valor.');
  });
});
