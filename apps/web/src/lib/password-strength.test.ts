import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('password strength hint', () => {
  it.each([
    ['curta1!', 0, 'Muito fraca'],
    ['12345678901', 0, 'Muito fraca'],
    ['aaaaaaaaa', 0, 'Muito fraca'],
    ['minhasenha123', 1, 'Fraca'],
    ['Flamengo#2026', 1, 'Fraca'],
    ['girassol', 1, 'Fraca'],
    ['girassol7', 2, 'Razoável'],
    ['Girassol7', 3, 'Boa'],
    ['Planejar-Aulas-2026', 4, 'Forte'],
  ] as const)('%s → %s', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it('calls a password with the person’s name or e-mail weak', () => {
    expect(passwordStrength('Helena#2026x', ['Helena', 'Souza', 'helena@escola.com']).score).toBe(1);
    expect(passwordStrength('Girassol#2026x', ['Helena']).score).toBe(4);
  });

  it('always says what would make a weak password better', () => {
    expect(passwordStrength('curta').hint).toBe('Use pelo menos 8 caracteres.');
    expect(passwordStrength('Girassol7').hint).toMatch(/12 caracteres/);
    expect(passwordStrength('Planejar-Aulas-2026').hint).toBeUndefined();
  });
});
