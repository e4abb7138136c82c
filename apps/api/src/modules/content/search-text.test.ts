import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-text';

describe('searchTerms', () => {
  it('makes every word an accent-free, lower-case prefix that all must match (or any, for lessons)', () => {
    expect(searchTerms('Horta  na GARRAFA!')).toEqual({
      all: 'horta:* & na:* & garrafa:*',
      any: 'horta:* | na:* | garrafa:*',
      words: ['horta', 'na', 'garrafa'],
      prefixes: ['horta', 'na', 'garrafa'],
      prefixWords: 'horta na garrafa',
    });
    expect(searchTerms("100% ' & | !")).toMatchObject({ all: '100:*' });
    expect(searchTerms('  ')).toBeNull();
    expect(searchTerms('C++ 5 ano')).toMatchObject({ words: ['5', 'ano'] });
    expect(searchTerms('c')).toBeNull();
    expect(searchTerms(undefined)).toBeNull();
  });

  it('cuts the plural and singular endings the stemmer keeps apart, but not from codes or short words', () => {
    const prefix = (word: string) => searchTerms(word)!.all;
    expect(prefix('Frações')).toBe('frac:*');
    expect(prefix('fração')).toBe('frac:*');
    expect(prefix('jardins')).toBe('jard:*');
    expect(prefix('imagem')).toBe('imag:*');
    expect(prefix('animais')).toBe('anim:*');
    expect(prefix('papéis')).toBe('papeis:*');
    expect(prefix('quais')).toBe('quais:*');
    expect(prefix('EF05MA')).toBe('ef05ma:*');
    expect(prefix('mãos')).toBe('maos:*');
  });

  it('keeps at most eight words', () => {
    expect(searchTerms('aa bb cc dd ee ff gg hh ii jj')!.words).toHaveLength(8);
  });
});
