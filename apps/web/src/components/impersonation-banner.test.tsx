import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { profileQueryKey } from '@/lib/profile';
import { saveImpersonatorTokens, setTokens } from '@/lib/session';
import { clearCookies, cookieValue, fakeApi, tokenPair } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { installDomShims } from '@/test/render-app';
import { ImpersonationBanner } from './impersonation-banner';

const loadPage = vi.hoisted(() => vi.fn());
vi.mock('@/lib/load-page', () => ({ loadPage }));

const staffPair = tokenPair('equipe');
const teacherPair = tokenPair('professora');

function renderBanner(profile: ReturnType<typeof profileFixture>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  const router = createMemoryRouter(
    [
      { path: '/dashboard/home', element: <ImpersonationBanner /> },
      { path: '/admin-dashboard/home', element: <p>Painel da equipe</p> },
    ],
    { initialEntries: ['/dashboard/home'] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeAll(installDomShims);
beforeEach(clearCookies);
afterEach(() => {
  cleanup();
  clearCookies();
});

describe('impersonation banner', () => {
  it('is absent for someone using their own account', () => {
    setTokens(teacherPair);
    renderBanner(profileFixture());
    expect(screen.queryByText(/Você está acessando como/)).toBeNull();
  });

  it('names the account in use and takes the staff member back to their own', async () => {
    setTokens(teacherPair);
    saveImpersonatorTokens(staffPair);
    const api = fakeApi({
      'GET /api/profile/me': ({ authorization }) =>
        authorization === `JWT ${staffPair.access}`
          ? [200, profileFixture({ id: 2, is_teacher: false, is_staff: true })]
          : [401, {}],
      'POST /api/accounts/logout/': () => [200, { status: 'OK' }],
    });
    renderBanner(profileFixture({ impersonator: { id: 2, name: 'Rafael Lima', email: 'equipe@aula.demo' } }));

    expect(screen.getByText('Você está acessando como Helena Souza (professora@aula.demo)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar para minha conta' }));

    // Back to the admin page of the user who was being impersonated.
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin-dashboard/users/1'));
    expect(cookieValue('accessToken')).toBe(staffPair.access);
    expect(cookieValue('impersonatorAccessToken')).toBeUndefined();
    expect(api.callsTo('/api/accounts/logout/')[0]?.body).toEqual({ refresh: teacherPair.refresh });
  });

  it('shows the username of an account without e-mail', () => {
    setTokens(teacherPair);
    renderBanner(
      profileFixture({
        username: 'aluno.demo',
        first_name: 'Pedro',
        last_name: 'Santos',
        email: null,
        is_teacher: false,
        is_student: true,
        impersonator: { id: 2, name: 'Rafael Lima', email: 'equipe@aula.demo' },
      }),
    );
    expect(screen.getByText('Você está acessando como Pedro Santos (aluno.demo)')).toBeTruthy();
  });
});
