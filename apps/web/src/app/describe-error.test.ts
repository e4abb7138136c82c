import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('shows 404 "Página não encontrada" for a not-found route error', () => {
    expect(describeError(new ErrorResponse(404, 'Not Found', null))).toMatchObject({
      status: 404,
      title: 'Página não encontrada',
    });
  });

  it("keeps a response's own status and message", () => {
    expect(describeError(new ErrorResponse(403, 'Forbidden', 'Sem permissão'))).toEqual({
      status: 403,
      title: 'Acesso negado',
      description: 'Sem permissão',
    });
    expect(describeError(new ErrorResponse(503, 'Service Unavailable', null))).toMatchObject({
      status: 503,
      title: 'Erro interno do servidor',
      description: 'Service Unavailable',
    });
  });

  it('shows 500 "Erro interno do servidor" with the error message for anything else', () => {
    expect(describeError(new Error('Falha simulada'))).toEqual({
      status: 500,
      title: 'Erro interno do servidor',
      description: 'Falha simulada',
    });
    expect(describeError(undefined)).toMatchObject({
      status: 500,
      description: expect.stringMatching(/erro inesperado/),
    });
  });

  it('explains a failed chunk download in Portuguese and keeps the browser text as detail', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: https://aula.test/assets/landing-x.js',
    );
    expect(describeError(error)).toEqual({
      status: 500,
      title: 'Erro interno do servidor',
      description: expect.stringMatching(/^Não foi possível carregar esta página/),
      detail: error.message,
    });
  });
});
