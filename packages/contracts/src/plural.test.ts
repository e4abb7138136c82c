import { describe, expect, it } from 'vitest';
import { plural, pluralForm } from './plural';

describe('plural', () => {
  it('writes the count with the singular only for one', () => {
    expect(plural(1, 'aula', 'aulas')).toBe('1 aula');
    expect(plural(2, 'aula', 'aulas')).toBe('2 aulas');
    expect(plural(0, 'aluno', 'alunos')).toBe('0 alunos');
    expect(plural(-1, 'dia', 'dias')).toBe('-1 dia');
  });

  it('groups thousands the Brazilian way', () => {
    expect(plural(1200, 'aluno', 'alunos')).toBe('1.200 alunos');
  });

  it('agrees whole phrases', () => {
    expect(plural(1, 'aula selecionada', 'aulas selecionadas')).toBe('1 aula selecionada');
    expect(plural(3, 'aula selecionada', 'aulas selecionadas')).toBe('3 aulas selecionadas');
  });

  it('gives the word alone for sentences that place the count elsewhere', () => {
    expect(pluralForm(1, 'aluno entregou', 'alunos entregaram')).toBe('aluno entregou');
    expect(pluralForm(5, 'aluno entregou', 'alunos entregaram')).toBe('alunos entregaram');
    expect(pluralForm(0, 'linha', 'linhas')).toBe('linhas');
  });

  it('follows CLDR, as Intl.PluralRules does, for whole counts and fractions alike (0 aside)', () => {
    const rules = new Intl.PluralRules('pt-BR');
    for (const count of [-2, -1.5, -1, 0.25, 0.5, 1, 1.5, 1.99, 2, 2.5, 11, 21, 101, 1e6]) {
      expect(pluralForm(count, 'one', 'other')).toBe(rules.select(count) === 'one' ? 'one' : 'other');
    }
  });
});
