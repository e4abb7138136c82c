import { describe, expect, it } from 'vitest';
import { monthlyEquivalentCents } from '@aula/contracts';
import { formatPrice, intervalLabel } from './format';

// Intl separates "R$" from the amount with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

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
