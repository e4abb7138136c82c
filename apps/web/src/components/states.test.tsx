import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ErrorState } from './states';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorState', () => {
  it('offers a retry for an error that trying again may fix', () => {
    const retry = vi.fn();
    render(<ErrorState error={new ApiError(500, { detail: 'Falha no servidor.' })} onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers "Voltar" for a 404, to the previous page when no list is given', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<ErrorState error={new ApiError(404, { detail: 'Não encontrado.' })} onRetry={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(back).toHaveBeenCalledOnce();
  });

  it('links "Voltar" to the given list for a 404', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <ErrorState error={new ApiError(404, { detail: 'Não encontrado.' })} back={{ to: '/lista' }} />
          ),
        },
      ],
      { initialEntries: ['/lista/9'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/lista');
  });
});
