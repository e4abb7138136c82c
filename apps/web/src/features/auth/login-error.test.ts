import { LOGIN_FAILED_DETAIL } from '@aula/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loginErrorMessage } from './login-error';

describe('login error messages (SPEC section 8)', () => {
  it('maps the server’s bad-credentials detail to "Email e/ou senha incorretos"', () => {
    const error = new ApiError(401, { detail: LOGIN_FAILED_DETAIL });
    expect(loginErrorMessage(error, 'teacher')).toBe('Email e/ou senha incorretos');
    expect(loginErrorMessage(error, 'student')).toBe('Usuário e/ou senha incorretos');
  });

  it('shows the rate-limit detail', () => {
    const error = new ApiError(429, { detail: 'Muitas tentativas. Tente novamente em 15 minutos.' });
    expect(loginErrorMessage(error, 'teacher')).toBe('Muitas tentativas. Tente novamente em 15 minutos.');
  });

  it('says "Não foi possível realizar login" for anything else', () => {
    expect(loginErrorMessage(new ApiError(500, { detail: 'Erro interno do servidor.' }), 'teacher')).toBe(
      'Não foi possível realizar login',
    );
    expect(loginErrorMessage(new ApiError(401, { detail: 'Outra coisa' }), 'teacher')).toBe(
      'Não foi possível realizar login',
    );
    expect(loginErrorMessage(new Error('boom'), 'student')).toBe('Não foi possível realizar login');
    expect(
      loginErrorMessage(
        new ApiError(400, { recaptcha: ['Não foi possível confirmar que você não é um robô.'] }),
        'teacher',
      ),
    ).toBe('Não foi possível realizar login. Não foi possível confirmar que você não é um robô.');
  });
});
