import type { LessonPlanDetail } from '@aula/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';
import { installDomShims } from '@/test/render-app';
import { PlanPage } from './plan-page';

beforeAll(installDomShims);
afterEach(cleanup);

function plan(isCustom: boolean): LessonPlanDetail {
  return {
    id: 12,
    title: isCustom ? 'Minhas frações' : 'Frações',
    description: '',
    cover: null,
    cover_url: null,
    etapa: 'fundamental-1',
    ano: 'ef-5',
    componente: 'matematica',
    bncc_codes: [],
    collection: null,
    position: 0,
    published: true,
    premium: false,
    lessons_count: 0,
    is_custom: isCustom,
    copied_from: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    lessons: [],
  };
}

async function backLinkAt(path: string, isCustom: boolean) {
  fakeApi({
    'GET /api/content/lessonplans/12/': () => [200, plan(isCustom)],
    'GET /api/content/lessonplans/12/lessons/': () => [
      200,
      { count: 0, next: null, previous: null, results: [] },
    ],
  });
  const router = createMemoryRouter([{ path: '/dashboard/books/:id', element: <PlanPage /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('link', { name: /^Voltar/ });
}

describe('"back" on a book', () => {
  it("returns from a teacher's own book to Meus livros", async () => {
    const back = await backLinkAt('/dashboard/books/12', true);
    expect(back.textContent).toBe('Voltar aos meus livros');
    expect(back.getAttribute('href')).toBe('/dashboard/my-books');
  });

  it('returns from a catalogue book to the catalogue', async () => {
    const back = await backLinkAt('/dashboard/books/12', false);
    expect(back.textContent).toBe('Voltar aos livros');
    expect(back.getAttribute('href')).toBe('/dashboard/books');
  });

  it('returns to the classroom a lesson was opened from', async () => {
    const back = await backLinkAt('/dashboard/books/12?aula=5&turma=7', true);
    expect(back.textContent).toBe('Voltar à turma');
    expect(back.getAttribute('href')).toBe('/dashboard/classrooms/7');
  });
});
