import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';
import { installDomShims } from '@/test/render-app';
import { StudentClassroomPage } from './student-classroom-page';

beforeAll(installDomShims);
afterEach(cleanup);

const lesson = (id: number, title: string) => ({
  id,
  title,
  duration_minutes: 50,
  student_content: `<p>Material de ${title}</p>`,
  lesson_plan: { id: 1, title: 'Frações' },
  attachments: [],
});

function renderAt(path: string, lessons = [lesson(3, 'Dividindo a pizza'), lesson(4, 'Frações no relógio')]) {
  fakeApi({
    'GET /api/content/classrooms/7/': () => [
      200,
      {
        id: 7,
        name: '5º ano C',
        teacher_name: 'Helena Souza',
        school_year: 2026,
        lessons_count: 2,
        archived: false,
        lessons,
      },
    ],
  });
  return renderPage(path);
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [{ path: '/student-dashboard/classrooms/:id', element: <StudentClassroomPage joinForm={null} /> }],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const summary = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe("a student's classroom", () => {
  it('opens the lesson its link points at, and gives each opened lesson its own address', async () => {
    const router = renderAt('/student-dashboard/classrooms/7?aula=4');
    await screen.findByRole('heading', { level: 1, name: '5º ano C' });
    expect(summary('Frações no relógio').getAttribute('aria-expanded')).toBe('true');
    expect(summary('Dividindo a pizza').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(summary('Dividindo a pizza'));
    expect(router.state.location.search).toBe('?aula=3');
    expect(summary('Dividindo a pizza').getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(summary('Dividindo a pizza'));
    expect(router.state.location.search).toBe('');
    expect(summary('Dividindo a pizza').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the only lesson of a class by itself, and lets it close', async () => {
    renderAt('/student-dashboard/classrooms/7', [lesson(3, 'Dividindo a pizza')]);
    await screen.findByRole('heading', { level: 1, name: '5º ano C' });
    expect(summary('Dividindo a pizza').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(summary('Dividindo a pizza'));
    expect(summary('Dividindo a pizza').getAttribute('aria-expanded')).toBe('false');
  });

  it('names the tab while loading', async () => {
    fakeApi({ 'GET /api/content/classrooms/7/': () => new Promise(() => undefined) });
    renderPage('/student-dashboard/classrooms/7');
    await screen.findByRole('status');
    await waitFor(() => expect(document.title).toBe('Turma | Aula'));
  });

  it('keeps an h1 and the tab name when the classroom cannot be loaded', async () => {
    fakeApi({ 'GET /api/content/classrooms/7/': () => [500, { detail: 'Falha no servidor.' }] });
    renderPage('/student-dashboard/classrooms/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Turma' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Falha no servidor.');
    expect(document.title).toBe('Turma | Aula');
  });
});
