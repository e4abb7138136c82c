import { describe, expect, it } from 'vitest';
import { requiredLine } from './text-fields';

describe('a required line of text', () => {
  const title = requiredLine('o título', 10);

  it('drops the invisible characters that turn the text around, then trims', () => {
    expect(title.parse('\u202Eodnaxela\u202C')).toBe('odnaxela');
    expect(title.parse(' \u2067Ana\u2069 ')).toBe('Ana');
  });

  it('asks for it when nothing else is left, and says when it is too long', () => {
    const issues = (value: unknown) => title.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(issues('\u202E \u202D')).toEqual(['Informe o título.']);
    expect(issues(undefined)).toEqual(['Informe o título.']);
    expect(issues('x'.repeat(11))).toEqual(['No máximo 10 caracteres.']);
  });
});
