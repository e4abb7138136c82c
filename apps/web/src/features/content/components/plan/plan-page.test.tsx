import type { LessonPlanDetail, LessonSummary } from '@aula/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';
import { installDomShims } from '@/test/render-app';
import { PlanPage } from './plan-page';

beforeAll(installDomShims);
afterEach(cleanup);

function lesson(id: number, title: string): LessonSummary {
  return {
    id,
    lesson_plan: 12,
    title,
    position: id,
    duration_minutes: 50,
    objectives: '',
    bncc_codes: [],
    premium: false,
    locked: false,
    favorite_id: null,
  };
}

const plan: LessonPlanDetail = {
  id: 12,
  title: 'Frações',
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
  lessons_count: 2,
  is_custom: false,
  copied_from: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  lessons: [lesson(1, 'Metades e quartos'), lesson(2, 'Frações equivalentes')],
};

function renderPlanPage() {
  const router = createMemoryRouter([{ path: '/dashboard/books/:id', element: <PlanPage /> }], {
    initialEntries: ['/dashboard/books/12'],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a book page', () => {
  it("names each lesson's print and PDF buttons after the lesson", async () => {
    fakeApi({
      'GET /api/content/lessonplans/12/': () => [200, plan],
      'GET /api/content/lessonplans/12/lessons/': () => [
        200,
        { count: 0, next: null, previous: null, results: [] },
      ],
    });
    renderPlanPage();
    expect(await screen.findByRole('button', { name: 'Imprimir a aula Metades e quartos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar PDF da aula Metades e quartos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir a aula Frações equivalentes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar PDF da aula Frações equivalentes' })).toBeTruthy();
  });

  it('names the tab while the book loads', async () => {
    fakeApi({
      'GET /api/content/lessonplans/12/': () => new Promise(() => undefined),
      'GET /api/content/lessonplans/12/lessons/': () => new Promise(() => undefined),
    });
    renderPlanPage();
    await screen.findByRole('status');
    await waitFor(() => expect(document.title).toBe('Livro | Aula'));
  });
});
