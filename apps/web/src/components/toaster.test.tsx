import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSnackbar, useSnackbar } from '@/lib/toast';
import { Toaster } from './toaster';

// What a tab opened before a deploy finds: the chunk that held notistack is gone.
vi.mock('./toaster-host', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  act(() => closeSnackbar());
  cleanup();
  vi.useRealTimers();
});

describe('Toaster when notistack cannot be loaded', () => {
  it('still shows every toast, in order, and closes one when asked', async () => {
    render(<Toaster />);
    const { enqueueSnackbar } = useSnackbar();
    act(() => {
      enqueueSnackbar('Nota salva.', { variant: 'success' });
      enqueueSnackbar('Não foi possível copiar o livro.', { variant: 'error' });
    });
    expect((await screen.findByRole('status')).textContent).toBe('Nota salva.');
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível copiar o livro.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar' })[0]!);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível copiar o livro.');
  });

  it('hides a toast by itself after five seconds, unless it must persist', async () => {
    render(<Toaster />);
    const { enqueueSnackbar } = useSnackbar();
    act(() => {
      enqueueSnackbar('Senha alterada.', { variant: 'success' });
      enqueueSnackbar('Sessão encerrada.', { variant: 'info', persist: true });
    });
    await screen.findByText('Senha alterada.');
    vi.useFakeTimers();
    act(() => enqueueSnackbar('Livro copiado.', { variant: 'success' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Livro copiado.')).toBeNull();
    expect(screen.queryByText('Sessão encerrada.')).not.toBeNull();
  });
});
