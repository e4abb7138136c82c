import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { cardLoginErrorMessage } from './errors';

describe('cardLoginErrorMessage', () => {
  it("shows the server's detail for a wrong card code (401)", () => {
    const error = new ApiError(401, { detail: 'Código do cartão não encontrado nesta turma.' });
    expect(cardLoginErrorMessage(error)).toBe('Código do cartão não encontrado nesta turma.');
  });

  it('falls back to a generic message when the 401 has no detail', () => {
    expect(cardLoginErrorMessage(new ApiError(401, {}))).toBe('Não deu para entrar. Tente de novo.');
  });
});
