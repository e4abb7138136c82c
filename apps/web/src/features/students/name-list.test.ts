import { describe, expect, it } from 'vitest';
import { parseNameList } from './name-list';

describe('parseNameList', () => {
  it('keeps compound first names whole and the rest as the last name', () => {
    const text =
      'Ana Luíza Souza\nJoão Pedro da Silva\nBia Lima\nMaria Eduarda Santos\nAna Souza Lima\nMaria Clara';
    expect(parseNameList(text).names).toEqual([
      { line: 1, first_name: 'Ana Luíza', last_name: 'Souza' },
      { line: 2, first_name: 'João Pedro', last_name: 'da Silva' },
      { line: 3, first_name: 'Bia', last_name: 'Lima' },
      { line: 4, first_name: 'Maria Eduarda', last_name: 'Santos' },
      { line: 5, first_name: 'Ana', last_name: 'Souza Lima' },
      { line: 6, first_name: 'Maria', last_name: 'Clara' },
    ]);
  });

  it('skips blank lines and squeezes spaces, tabs and Windows line ends', () => {
    const { names, problems } = parseNameList('\r\n  Maria   Clara\tRocha  \r\n\r\n\tCaio Alves\n   \n');
    expect(problems).toEqual([]);
    expect(names).toEqual([
      { line: 2, first_name: 'Maria Clara', last_name: 'Rocha' },
      { line: 4, first_name: 'Caio', last_name: 'Alves' },
    ]);
  });

  it('drops the numbering and bullets of a pasted list', () => {
    const text = [
      '1. Ana Souza',
      '2) Bruno Dias',
      '03 - Carla Nunes',
      '- Davi Reis',
      '• Eva Melo',
      '12 Fábio Lopes',
    ];
    expect(parseNameList(text.join('\n')).names.map((n) => `${n.first_name}|${n.last_name}`)).toEqual([
      'Ana|Souza',
      'Bruno|Dias',
      'Carla|Nunes',
      'Davi|Reis',
      'Eva|Melo',
      'Fábio|Lopes',
    ]);
  });

  it('reports lines without a last name or without letters, keeping the good ones', () => {
    const { names, problems } = parseNameList('Ana Souza\nPedro\n123\nLia Maia');
    expect(names.map((n) => n.line)).toEqual([1, 4]);
    expect(problems).toEqual([
      { line: 2, text: 'Pedro', message: 'Falta o sobrenome.' },
      { line: 3, text: '123', message: 'Esta linha não tem um nome.' },
    ]);
  });

  it('reports names longer than the API accepts', () => {
    const { names, problems } = parseNameList(`Ana ${'x'.repeat(81)}`);
    expect(names).toEqual([]);
    expect(problems[0]?.message).toMatch(/longo demais/);
  });

  it('returns nothing for an empty text', () => {
    expect(parseNameList('')).toEqual({ names: [], problems: [] });
    expect(parseNameList(' \n\t\n')).toEqual({ names: [], problems: [] });
  });
});
