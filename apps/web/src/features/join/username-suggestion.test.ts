import { describe, expect, it } from 'vitest';
import { suggestUsername } from './username-suggestion';

describe('suggestUsername', () => {
  it('joins the first word of each name without accents, in lower case, past surname particles', () => {
    expect(suggestUsername('Ana Luíza', 'Souza Lima')).toBe('ana.souza');
    expect(suggestUsername('JOÃO', "D'Ávila")).toBe('joao.avila');
    expect(suggestUsername('Maria Eduarda', 'dos Santos Oliveira')).toBe('maria.santos');
    expect(suggestUsername('Çécilia', '')).toBe('cecilia');
  });

  it('is empty until a name is typed, and never longer than 30 characters', () => {
    expect(suggestUsername('  ', '')).toBe('');
    expect(suggestUsername('a'.repeat(20), 'b'.repeat(20))).toHaveLength(30);
  });
});
