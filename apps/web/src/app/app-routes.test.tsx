import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomShims, renderApp } from '@/test/render-app';

beforeAll(installDomShims);
afterEach(cleanup);

describe('app routes', () => {
  it('renders the Portuguese 404 page for an unknown path', async () => {
    renderApp('/nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/');
  });

  it('renders the landing page with its calls to action and the consent banner', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Planos de aula alinhados à BNCC/ }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Entrar' })[0]?.getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('link', { name: 'Criar conta de professor' })[0]?.getAttribute('href')).toBe(
      '/signup/teacher',
    );
    expect(screen.getByRole('textbox', { name: 'Código da turma' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aceitar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rejeitar' })).toBeTruthy();
  });
});
