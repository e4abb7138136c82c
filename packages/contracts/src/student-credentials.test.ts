import { describe, expect, it } from 'vitest';
import { temporaryPasswordFrom, usernameFromNames } from './student-credentials';

describe('usernameFromNames', () => {
  it('joins the first word of each name without accents, in lower case', () => {
    expect(usernameFromNames('Ana Luíza', 'Souza Lima')).toBe('ana.souza');
    expect(usernameFromNames('  ', '')).toBe('');
  });

  it("skips the particles of a surname (da, de, do, das, dos, e, d')", () => {
    expect(usernameFromNames('Maria Eduarda', 'dos Santos Oliveira')).toBe('maria.santos');
    expect(usernameFromNames('João Pedro', 'da Silva')).toBe('joao.silva');
    expect(usernameFromNames('Lia', 'De Souza e Castro')).toBe('lia.souza');
    expect(usernameFromNames('Rui', 'das Neves')).toBe('rui.neves');
    expect(usernameFromNames('Eva', 'do Carmo')).toBe('eva.carmo');
    expect(usernameFromNames('Ivo', 'e Silva')).toBe('ivo.silva');
    expect(usernameFromNames('JOÃO', "D'Ávila")).toBe('joao.avila');
    expect(usernameFromNames('Ana', 'd’Ávila')).toBe('ana.avila');
  });

  it('keeps a particle that is the whole surname, in the first name, or as the start of a word', () => {
    expect(usernameFromNames('Bia', 'Dos')).toBe('bia.dos');
    expect(usernameFromNames('Da', 'Silva')).toBe('da.silva');
    expect(usernameFromNames('Caio', 'Sudeste Dores')).toBe('caio.sudeste');
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
