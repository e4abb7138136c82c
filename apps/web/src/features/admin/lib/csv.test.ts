import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { formatDay, formatMoney, formatMonth } from '@/lib/format';

describe('admin csv and formats', () => {
  it('quotes cells with separators, quotes and line breaks', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x;y', 'diz "oi"'],
          [1, null],
        ],
      ),
    ).toBe('a;b\r\n"x;y";"diz ""oi"""\r\n1;');
  });
  it('formats money, days and months the Brazilian way', () => {
    expect(formatMoney(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
    expect(formatMonth('2026-03')).toBe('mar/2026');
  });
});
