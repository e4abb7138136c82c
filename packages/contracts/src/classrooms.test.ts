import { describe, expect, it } from 'vitest';
import { cardLoginByDefault, usernameSchema } from './classrooms';

describe('cardLoginByDefault', () => {
  it.each(['Infantil B', 'Pré II', 'Maternal', 'Berçário 1', '1º ano A', '2° Ano', '3o ano', 'Turma 1 ano'])(
    'turns card sign-in on for %s',
    (name) => expect(cardLoginByDefault(name)).toBe(true),
  );
  it.each(['4º ano', '11º ano', '9º ano B', 'Matemática 2026', 'Preparatório'])(
    'leaves it off for %s',
    (name) => expect(cardLoginByDefault(name)).toBe(false),
  );
});

describe('usernameSchema', () => {
  const messagesFor = (value: string) =>
    usernameSchema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('asks for a username left empty, like the other required fields', () => {
    expect(messagesFor('')).toEqual(['Informe o nome de usuário.']);
    expect(messagesFor('   ')).toEqual(['Informe o nome de usuário.']);
  });

  it('keeps the length rule for one or two characters', () => {
    expect(messagesFor('ab')).toEqual(['O nome de usuário precisa ter pelo menos 3 caracteres.']);
  });
});
