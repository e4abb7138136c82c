import { INVITATION_TEMPLATE, TOKEN_INVALID_CODE } from '@aula/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setTokens, writeRoles } from '@/lib/session';
import { fakeApi, tokenPair } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { fill } from '@/test/fill';
import { signedOutTestSession } from '@/test/render-app';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

const classroom = { id: 7, name: '5º ano C', teacher_name: 'Helena Souza' };
const student = profileFixture({
  id: 9,
  username: 'rafa.costa',
  first_name: 'Rafaela',
  last_name: 'Costa',
  email: null,
  is_teacher: false,
  is_student: true,
});
const detail = {
  ...classroom,
  school_year: 2026,
  lessons_count: 1,
  archived: false,
  lessons: [
    {
      id: 3,
      title: 'Dividindo a pizza',
      duration_minutes: 50,
      student_content: '<p>Quantos pedaços tem a pizza?</p>',
      lesson_plan: { id: 1, title: 'Frações' },
      attachments: [],
    },
  ],
};

/** The real routes in StrictMode, as in production, where effects run twice in development. */
function renderStrict(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return router;
}

signedOutTestSession();

// The journeys cross lazily loaded screens; transforming them cold on a busy CI machine once outlasted
// a findBy wait, so they are loaded before the clock of any assertion starts.
beforeAll(async () => {
  await Promise.all([
    import('./layouts/student-dashboard-layout'),
    import('./routes/student/classroom'),
    import('./routes/code/join'),
    import('./routes/code/missing-data'),
    import('./routes/code/landing'),
  ]);
}, 120_000);

describe('joining a classroom by code', () => {
  it('explains an unknown code in Portuguese', async () => {
    fakeApi({
      'GET /api/content/classrooms/code/ZZZZZ9/': () => [
        404,
        { detail: 'Não encontramos uma turma com este código.' },
      ],
    });
    renderStrict('/code/zzzzz9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Não encontramos essa turma' })).toBeTruthy();
    expect(screen.getByText('ZZZZZ9')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Código da turma' })).toBeTruthy();
  });

  it('shows the classroom the server wrote into the invitation page without asking the API again', async () => {
    const api = fakeApi({});
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = INVITATION_TEMPLATE.dataElementId;
    data.textContent = JSON.stringify({ code: 'ABC234', classroom });
    document.head.append(data);
    try {
      renderStrict('/code/abc234');
      expect(await screen.findByRole('heading', { level: 1, name: '5º ano C' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Já tenho conta' }).getAttribute('href')).toBe(
        '/code/ABC234/login',
      );
      expect(api.calls).toHaveLength(0);
    } finally {
      data.remove();
    }
  });

  it('spends a one-time login token once, then opens her "Para fazer"', async () => {
    const pair = tokenPair('rafa');
    const api = fakeApi({
      'POST /api/accounts/student-token-login/': () => [200, pair],
      'GET /api/profile/me': () => [200, student],
      'GET /api/content/classrooms/code/ABC234/': () => [200, classroom],
      'GET /api/content/classrooms/7/': () => [200, detail],
    });
    const router = renderStrict('/code/ABC234/student-login-token?token=um-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard/home'));
    expect(router.state.location.search).toBe('');
    const logins = api.calls.filter((call) => call.path === '/api/accounts/student-token-login/');
    expect(logins).toHaveLength(1);
    expect(logins[0]?.body).toEqual({ token: 'um-token' });
  });

  it('says when the login link was already used', async () => {
    fakeApi({
      'POST /api/accounts/student-token-login/': () => [
        401,
        { detail: 'Este link de acesso é inválido, já foi usado ou expirou.', code: TOKEN_INVALID_CODE },
      ],
    });
    renderStrict('/code/ABC234/student-login-token?token=usado');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este link não funciona mais' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar com usuário e senha' }).getAttribute('href')).toBe(
      '/code/ABC234/login',
    );
  });

  it('signs a new student up into the classroom, and words a full classroom for a child', async () => {
    let full = true;
    const api = fakeApi({
      'GET /api/content/classrooms/code/ABC234/': () => [200, classroom],
      'POST /api/accounts/student-sign-in/': () =>
        full
          ? [
              403,
              { detail: 'Seu plano permite até 5 alunos e você já tem 5.', code: 'student_limit_reached' },
            ]
          : [201, tokenPair('lucas')],
      'GET /api/profile/me': () => [200, { ...student, first_name: 'Lucas', last_name: 'Ferreira' }],
      'GET /api/content/classrooms/7/': () => [200, detail],
    });
    const router = renderStrict('/code/ABC234/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Criar conta de aluno' })).toBeTruthy();
    // Sent empty, the focus goes to the first field on screen, not the first the form registered.
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta e entrar na turma' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Seu nome/)));
    fill(/^Seu nome/, 'Lucas');
    fill(/^Seu sobrenome/, 'Ferreira Gomes');
    expect((screen.getByLabelText(/^Usuário/) as HTMLInputElement).value).toBe('lucas.ferreira');
    fill(/^Crie uma senha/, 'Girassol#Amarelo-42');
    for (const [name, path] of [
      ['Termos de Uso (abre em nova aba)', '/termos-de-uso'],
      ['Política de Privacidade (abre em nova aba)', '/politica-de-privacidade'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(path);
      expect(link.getAttribute('target')).toBe('_blank');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta e entrar na turma' }));
    expect(await screen.findByText(/não está aceitando alunos novos agora/, {})).toBeTruthy();
    expect(screen.queryByText(/Seu plano permite/)).toBeNull();

    full = false;
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta e entrar na turma' }));
    expect(await screen.findByRole('heading', { level: 1, name: '5º ano C' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/student-dashboard/classrooms/7');
    const signUps = api.calls.filter((call) => call.path === '/api/accounts/student-sign-in/');
    expect(signUps.at(-1)?.body).toMatchObject({
      first_name: 'Lucas',
      last_name: 'Ferreira Gomes',
      username: 'lucas.ferreira',
      classroom_code: 'ABC234',
    });
  });

  it('asks a student without a name to complete it, then to confirm joining', async () => {
    setTokens(tokenPair('sem-nome'));
    writeRoles({ isTeacher: false, isStudent: true, isStaff: false });
    let profile = { ...student, first_name: '', last_name: '' };
    const api = fakeApi({
      'GET /api/content/classrooms/code/ABC234/': () => [200, classroom],
      'GET /api/profile/me': () => [200, profile],
      'PUT /api/profile/me': ({ body }) => {
        profile = { ...profile, ...(body as object) };
        return [200, profile];
      },
      'GET /api/content/classrooms/': () => [200, { count: 0, next: null, previous: null, results: [] }],
      'POST /api/content/classrooms/7/self-link/': () => [200, detail],
      'GET /api/content/classrooms/7/': () => [200, detail],
    });
    const router = renderStrict('/code/ABC234/join');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete seu nome' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/code/ABC234/missing-data');
    fill(/^Seu nome/, 'Rafaela');
    fill(/^Seu sobrenome/, 'Costa');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar na turma?' })).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      first_name: 'Rafaela',
      last_name: 'Costa',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sim, entrar na turma' }));
    expect(await screen.findByRole('heading', { level: 1, name: '5º ano C' })).toBeTruthy();
    expect(api.calls.find((call) => call.path.endsWith('/self-link/'))?.body).toEqual({ code: 'ABC234' });
  });

  it('tells a student already in the classroom so, and opens it', async () => {
    setTokens(tokenPair('ja-na-turma'));
    writeRoles({ isTeacher: false, isStudent: true, isStaff: false });
    const api = fakeApi({
      'GET /api/content/classrooms/code/ABC234/': () => [200, classroom],
      'GET /api/profile/me': () => [200, student],
      'GET /api/content/classrooms/': () => [
        200,
        { count: 1, next: null, previous: null, results: [detail] },
      ],
      'GET /api/content/classrooms/7/': () => [200, detail],
    });
    renderStrict('/code/ABC234/join');
    expect(await screen.findByRole('heading', { level: 1, name: 'Você já está nesta turma' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Abrir a turma' }));
    expect(await screen.findByRole('heading', { level: 1, name: '5º ano C' })).toBeTruthy();
    expect(api.calls.some((call) => call.path.endsWith('/self-link/'))).toBe(false);
  });
});
