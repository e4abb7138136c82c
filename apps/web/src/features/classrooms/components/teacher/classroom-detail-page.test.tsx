import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';
import { installDomShims } from '@/test/render-app';
import { ClassroomDetailPage } from './classroom-detail-page';

beforeAll(installDomShims);
afterEach(cleanup);

function renderClassroomPage(answer: () => Promise<[number, unknown]>) {
  fakeApi({ 'GET /api/content/classrooms/7/': answer });
  const router = createMemoryRouter(
    [{ path: '/dashboard/classrooms/:classroomId', element: <ClassroomDetailPage /> }],
    { initialEntries: ['/dashboard/classrooms/7'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe("a teacher's classroom before it loads", () => {
  it('names the tab while loading', async () => {
    renderClassroomPage(() => new Promise(() => undefined));
    await screen.findByRole('status');
    await waitFor(() => expect(document.title).toBe('Turma | Aula'));
  });

  it('keeps an h1 and the tab name when the classroom cannot be loaded', async () => {
    renderClassroomPage(async () => [500, { detail: 'Falha no servidor.' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Turma' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Falha no servidor.');
    expect(document.title).toBe('Turma | Aula');
  });
});
