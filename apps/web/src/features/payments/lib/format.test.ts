import { describe, expect, it } from 'vitest';
import { monthlyEquivalentCents } from '@aula/contracts';
import { formatDate, formatMoney, formatPrice, intervalLabel } from './format';

// Intl separates "R$" from the amount with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatMoney', () => {
  it('writes cents as Brazilian reais', () => {
    expect(formatMoney(123456)).toBe(nbsp('R$ 1.234,56'));
    expect(formatMoney(2990)).toBe(nbsp('R$ 29,90'));
    expect(formatMoney(0)).toBe(nbsp('R$ 0,00'));
    expect(formatMoney(5)).toBe(nbsp('R$ 0,05'));
    expect(formatMoney(123456789)).toBe(nbsp('R$ 1.234.567,89'));
  });

  it('keeps the sign of a credit', () => {
    expect(formatMoney(-299)).toBe(nbsp('-R$ 2,99'));
  });
});

describe('formatDate', () => {
  it('shows dd/mm/aaaa', () => {
    expect(formatDate('2026-03-15T15:00:00.000Z')).toBe('15/03/2026');
  });

  it('uses the calendar day in São Paulo, not in UTC', () => {
    // 02:00 UTC on 1 March is still 23:00 on 28 February in São Paulo (UTC−3).
    expect(formatDate('2026-03-01T02:00:00.000Z')).toBe('28/02/2026');
    expect(formatDate('2026-12-31T23:30:00-03:00')).toBe('31/12/2026');
  });

  it('shows a dash for a missing or broken date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('não é data')).toBe('—');
  });
});

describe('plan prices', () => {
  it('names the billing interval', () => {
    expect(intervalLabel('month')).toBe('mês');
    expect(intervalLabel('year')).toBe('ano');
    expect(intervalLabel('month', 3)).toBe('3 meses');
    expect(intervalLabel('year', 2)).toBe('2 anos');
  });

  it('writes the price with its interval', () => {
    expect(formatPrice(2990, 'month')).toBe(nbsp('R$ 29,90/mês'));
    expect(formatPrice(29900, 'year')).toBe(nbsp('R$ 299,00/ano'));
    expect(formatPrice(5000, 'month', 3)).toBe(`${nbsp('R$ 50,00')} a cada 3 meses`);
  });

  it('computes the monthly equivalent, rounded to the nearest centavo (the one shared rule)', () => {
    expect(monthlyEquivalentCents(29900, 'year')).toBe(2492);
    expect(monthlyEquivalentCents(2990, 'month')).toBe(2990);
    expect(monthlyEquivalentCents(6000, 'month', 3)).toBe(2000);
  });
});
