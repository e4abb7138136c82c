import { describe, expect, it } from 'vitest';
import { cardLoginByDefault } from './classrooms';

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
