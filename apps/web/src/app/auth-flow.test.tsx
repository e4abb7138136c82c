import { LOGIN_FAILED_DETAIL, PASSWORD_CHANGE_REQUIRED_CODE } from '@aula/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED_MESSAGE } from '@/lib/access';
import { identifyUser } from '@/lib/analytics';
import { cookieValue, fakeApi, tokenPair } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { fill } from '@/test/fill';
import { renderApp, signedOutTestSession } from '@/test/render-app';

vi.mock('@/lib/analytics', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  identifyUser: vi.fn(),
}));

const pair = tokenPair('professora');

signedOutTestSession();

describe('login journey', () => {
  it('refuses an anonymous visit with the alert, then returns to the page after login', async () => {
    const api = fakeApi({
      'POST /api/accounts/login/': ({ body }) =>
        (body as { password: string }).password === 'Planejar-Aulas-2026'
          ? [200, pair]
          : [401, { detail: LOGIN_FAILED_DETAIL }],
      'GET /api/profile/me': () => [200, profileFixture()],
    });
    const router = renderApp('/dashboard/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar na Aula' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(ACCESS_DENIED_MESSAGE)).toBeTruthy();
    expect(cookieValue('originalUrl')).toBe('/dashboard/account');

    fill(/^E-mail/, 'professora@aula.demo');
    fill(/^Senha/, 'errada-123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email e/ou senha incorretos', {})).toBeTruthy();

    fill(/^Senha/, 'Planejar-Aulas-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/account');
    expect(cookieValue('accessToken')).toBe(pair.access);
    expect(JSON.parse(cookieValue('ua') ?? '')).toEqual({
      isTeacher: true,
      isStudent: false,
      isStaff: false,
    });
    expect(cookieValue('originalUrl')).toBeUndefined();
    expect(api.callsTo('/api/accounts/login/')[1]?.body).toEqual({
      username: 'professora@aula.demo',
      password: 'Planejar-Aulas-2026',
      recaptcha: '',
    });
    await waitFor(() => expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Helena'));
    // The fixture has ads on: a free user, reported as an inactive subscription.
    expect(identifyUser).toHaveBeenLastCalledWith({
      id: 1,
      roles: ['teacher'],
      teacher_subscription: 'inactive',
    });
  });

  it('asks a student with a temporary password for a new one before anything else', async () => {
    let pending = true;
    const api = fakeApi({
      'POST /api/accounts/student-login/': () => [200, pair],
      'GET /api/profile/me': () =>
        pending
          ? [403, { detail: 'Você precisa definir uma nova senha.', code: PASSWORD_CHANGE_REQUIRED_CODE }]
          : [
              200,
              profileFixture({
                username: 'aluno.demo',
                first_name: 'Pedro',
                email: null,
                is_teacher: false,
                is_student: true,
              }),
            ],
      'POST /api/accounts/change-password-first-time/': () => {
        pending = false;
        return [200, { status: 'OK' }];
      },
    });
    renderApp('/login?perfil=aluno');

    await screen.findByRole('heading', { level: 1, name: 'Entrar na Aula' });
    fill(/^Usuário/, 'aluno.demo');
    fill(/^Senha/, 'Temporaria-123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Crie sua senha' })).toBeTruthy();
    expect(JSON.parse(cookieValue('ua') ?? '')).toEqual({
      isTeacher: false,
      isStudent: true,
      isStaff: false,
    });
    fill(/^Sua senha nova/, 'Girassol#2026x');
    fill(/^Repita a senha nova/, 'Girassol#2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar minha senha' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Pedro!' })).toBeTruthy();
    expect(api.callsTo('/api/accounts/change-password-first-time/')[0]?.body).toEqual({
      password: 'Girassol#2026x',
    });
  });

  it('keeps a student out of the teacher area', async () => {
    fakeApi({ 'GET /api/profile/me': () => [200, profileFixture({ is_teacher: false, is_student: true })] });
    document.cookie = `accessToken=${pair.access}; path=/`;
    document.cookie = `ua=${encodeURIComponent('{"isTeacher":false,"isStudent":true,"isStaff":false}')}; path=/`;
    const router = renderApp('/dashboard');
    expect(await screen.findByText(ACCESS_DENIED_MESSAGE, {})).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(cookieValue('originalUrl')).toBe('/dashboard');
  });
});

describe('teacher sign-up', () => {
  it('focuses the first invalid field from the top, the first name, when sent empty', async () => {
    const api = fakeApi({});
    renderApp('/signup/teacher');
    fireEvent.click(await screen.findByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nome/)));
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('lands a colleague who opened a shared book on that book once her account exists', async () => {
    fakeApi({
      'POST /api/accounts/sign-in/': () => [201, pair],
      'GET /api/profile/me': () => [200, profileFixture()],
    });
    const router = renderApp('/dashboard/shared-books/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar na Aula' })).toBeTruthy();
    expect(cookieValue('originalUrl')).toBe('/dashboard/shared-books/abc');

    await router.navigate('/signup/teacher');
    await screen.findByRole('button', { name: 'Criar conta' });
    expect(cookieValue('originalUrl')).toBeUndefined();
    fill(/^Nome/, 'Marta');
    fill(/^Sobrenome/, 'Lima');
    fill(/^E-mail/, 'marta@escola.example');
    fill(/^Senha/, 'Planejar-Aulas-2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/shared-books/abc'));
  });
});
