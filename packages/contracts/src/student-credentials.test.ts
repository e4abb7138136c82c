import { describe, expect, it } from 'vitest';
import { temporaryPasswordFrom, usernameFromNames } from './student-credentials';

describe('usernameFromNames', () => {
  it('joins the first word of each name without accents, in lower case', () => {
    expect(usernameFromNames('Ana Luíza', 'Souza Lima')).toBe('ana.souza');
    expect(usernameFromNames('JOÃO', "D'Ávila")).toBe('joao.d');
    expect(usernameFromNames('  ', '')).toBe('');
  });
});

describe('temporaryPasswordFrom', () => {
  it('never repeats a word, even when the random source does', () => {
    expect(temporaryPasswordFrom(() => 0)).toBe('abacaxi-arara-10');
  });

  it('uses the whole word list and a two-digit number', () => {
    const password = temporaryPasswordFrom((max) => max - 1);
    expect(password).toBe('tigre-abacaxi-99');
  });
});
