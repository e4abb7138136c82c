import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { installDomShims, renderApp } from '@/test/render-app';

vi.mock('./routes/public/landing', () => {
  throw new Error('Falha simulada');
});

beforeAll(installDomShims);
afterEach(cleanup);

it('shows the 500 page with the message when a screen module fails to load', async () => {
  renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Erro interno do servidor' })).toBeTruthy();
  expect(screen.getByText('500')).toBeTruthy();
  // vitest wraps the factory's error in its own; the e2e spec checks the message end to end.
  expect(screen.getByTestId('error-description').textContent).toMatch(/error when mocking a module/);
  // Rendered inside the root layout, so the skip link and consent banner remain.
  expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toBeTruthy();
});
