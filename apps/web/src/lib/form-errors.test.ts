import type { UseFormRegister } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors, fieldWithError } from './form-errors';

type Values = { email: string; password: string };

describe('applyServerErrors', () => {
  it('puts field errors under their inputs and returns the rest for the form', () => {
    const setError = vi.fn();
    const error = new ApiError(400, {
      email: ['Já existe uma conta com este e-mail.'],
      password: ['Esta senha é muito comum.', 'Esta senha é inteiramente numérica.'],
      non_field_errors: ['Algo no conjunto está errado.'],
    });
    const rest = applyServerErrors<Values>(error, setError, ['email', 'password'], 'Falhou.');
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Já existe uma conta com este e-mail.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: 'Esta senha é muito comum. Esta senha é inteiramente numérica.' },
      { shouldFocus: false },
    );
    expect(rest).toBe('Algo no conjunto está errado.');
  });

  it('shows a detail (e.g. rate limit) and falls back for what it cannot read', () => {
    const setError = vi.fn();
    expect(
      applyServerErrors<Values>(
        new ApiError(429, { detail: 'Muitas requisições.' }),
        setError,
        ['email'],
        'Falhou.',
      ),
    ).toBe('Muitas requisições.');
    expect(applyServerErrors<Values>(new ApiError(500, 'oops'), setError, ['email'], 'Falhou.')).toBe(
      'Falhou.',
    );
    expect(applyServerErrors<Values>(new Error('x'), setError, ['email'], 'Falhou.')).toBe('Falhou.');
    expect(
      applyServerErrors<Values>(new ApiError(0, { detail: 'rede' }), setError, ['email'], 'Falhou.'),
    ).toMatch(/^Não foi possível falar com o servidor/);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('fieldWithError', () => {
  const register = ((name: string) => ({
    name,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    ref: vi.fn(),
  })) as unknown as UseFormRegister<Values>;

  it('adds the error and its message to the registration', () => {
    const props = fieldWithError<Values>(
      register,
      { email: { type: 'server', message: 'E-mail inválido.' } },
      'email',
      'Dica',
    );
    expect(props).toMatchObject({ name: 'email', error: true, helperText: 'E-mail inválido.' });
  });

  it('shows the hint, or nothing, while the field has no error', () => {
    expect(fieldWithError<Values>(register, {}, 'email', 'Dica')).toMatchObject({
      error: false,
      helperText: 'Dica',
    });
    expect(fieldWithError<Values>(register, {}, 'password').helperText).toBeUndefined();
  });
});
