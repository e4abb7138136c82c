import type { LessonPlanDetail, LessonSummary } from '@aula/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { planDetailFixture } from '@/test/fixtures';
import { installDomShims, renderRoute } from '@/test/render-app';
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

/** Book 12 as the API answers it, opened at `path`. */
function renderPlanPage(plan: LessonPlanDetail, path = '/dashboard/books/12') {
  fakeApi({
    'GET /api/content/lessonplans/12/': () => [200, plan],
    'GET /api/content/lessonplans/12/lessons/': () => [
      200,
      { count: 0, next: null, previous: null, results: [] },
    ],
  });
  renderRoute(<PlanPage />, '/dashboard/books/:id', path);
}

async function backLinkAt(path: string, isCustom: boolean) {
  renderPlanPage(
    planDetailFixture({ title: isCustom ? 'Minhas frações' : 'Frações', is_custom: isCustom }),
    path,
  );
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('link', { name: /^Voltar/ });
}

describe('a book page', () => {
  it("names each lesson's print and PDF buttons after the lesson", async () => {
    renderPlanPage(
      planDetailFixture({
        lessons_count: 2,
        lessons: [lesson(1, 'Metades e quartos'), lesson(2, 'Frações equivalentes')],
      }),
    );
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
    renderRoute(<PlanPage />, '/dashboard/books/:id', '/dashboard/books/12');
    await screen.findByRole('status');
    await waitFor(() => expect(document.title).toBe('Livro | Aula'));
  });
});

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
