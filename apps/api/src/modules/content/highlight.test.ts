import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

// Lexemes as the 'aula_pt' configuration makes them (unaccent + Portuguese stemming).
const lexemes: Record<string, string[]> = {
  frações: ['fraco'],
  e: [],
  decimais: ['decim'],
  ef05ma12: ['ef05ma12'],
  aula: ['aul'],
  '3': ['3'],
};
const stemsOf = (word: string) => lexemes[word.toLowerCase()] ?? [word.toLowerCase()];
const marked = (text: string, query: string[]) =>
  highlight(text, query, stemsOf)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('highlight', () => {
  it('marks the words whose lexemes start with a searched one, keeping the text as written', () => {
    expect(marked('Frações e decimais', ['frac'])).toBe('[Frações] e decimais');
    expect(marked('Aula 3: Frações e decimais (EF05MA12)', ['frac', 'ef05ma'])).toBe(
      'Aula 3: [Frações] e decimais ([EF05MA12])',
    );
    expect(marked('Frações e decimais', ['frac', 'decim'])).toBe('[Frações] e [decimais]');
  });

  it('joins neighbouring pieces alike, and leaves a text without hits whole', () => {
    expect(highlight('Aula 3', ['geometr'], stemsOf)).toEqual([{ text: 'Aula 3', match: false }]);
    expect(highlight('', ['frac'], stemsOf)).toEqual([]);
    expect(highlight('Frações', ['frac'], stemsOf)).toEqual([{ text: 'Frações', match: true }]);
  });

  it('never marks a stop word, which has no lexeme', () => {
    expect(marked('e', ['e'])).toBe('e');
  });
});
