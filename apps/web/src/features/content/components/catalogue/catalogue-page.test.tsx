import type { LessonPlanResult } from '@aula/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { renderApp, signedInTestSession } from '@/test/render-app';

const plan: LessonPlanResult = {
  id: 12,
  title: 'Frações no cotidiano',
  description: 'Pizzas e receitas',
  cover: null,
  cover_url: null,
  etapa: 'fundamental-1',
  ano: 'ef-5',
  componente: 'matematica',
  bncc_codes: ['EF05MA03'],
  collection: null,
  position: 0,
  published: true,
  premium: false,
  lessons_count: 4,
  is_custom: false,
  copied_from: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  search_match: null,
};

/** The teacher area around the catalogue, and its pages as `results` answers for a query. */
function catalogueApi(results: (query: URLSearchParams) => LessonPlanResult[]) {
  return fakeApi({
    'GET /api/profile/me': () => [200, profileFixture()],
    'GET /api/payment/user-subscription-info': () => [
      200,
      { subscription: null, payment_information_updated: true },
    ],
    'GET /api/content/lessonplan-collections/': () => [
      200,
      { count: 0, next: null, previous: null, results: [] },
    ],
    'GET /api/content/lessonplans/': ({ path }) => [
      200,
      {
        count: 1,
        next: null,
        previous: null,
        results: results(new URLSearchParams(path.split('?')[1])),
        suggestion: null,
      },
    ],
  });
}

signedInTestSession('professora');

describe('the catalogue', () => {
  it('sends a page past the last one (an old link) to the last page instead of showing nothing', async () => {
    const api = catalogueApi((query) => (query.get('page') === '5' ? [] : [plan]));
    const router = renderApp('/dashboard/books?search=fracoes&page=5');
    expect(await screen.findByRole('heading', { level: 2, name: plan.title })).toBeTruthy();
    expect(router.state.location.search).toBe('?search=fracoes');
    // Replaced, not added: "back" does not return to the empty page.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(
        api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/content/lessonplans/')),
      ).toEqual([
        '/api/content/lessonplans/?search=fracoes&page=5&page_size=12',
        '/api/content/lessonplans/?search=fracoes&page_size=12',
      ]),
    );
  });

  it('says the most relevant come first only when the search ranked them', async () => {
    const ranked = {
      ...plan,
      search_match: {
        title: [
          { text: 'Frações', match: true },
          { text: ' no cotidiano', match: false },
        ],
        description: [{ text: plan.description, match: false }],
        lessons_matched: 0,
        lessons: [],
      },
    };
    catalogueApi((query) => [query.get('search') === 'fracoes' ? ranked : plan]);
    renderApp('/dashboard/books?search=fracoes');
    expect(await screen.findByText('1 livro encontrado, os mais relevantes primeiro')).toBeTruthy();
  });

  it('lists the catalogue in its order for a search of no words', async () => {
    catalogueApi(() => [plan]);
    renderApp('/dashboard/books?search=%3F%21');
    await screen.findByRole('heading', { level: 2, name: plan.title });
    expect(screen.getByRole('status').textContent).toBe('1 livro encontrado');
  });

  it('adds a history entry for each filter chosen, so "back" undoes it', async () => {
    catalogueApi(() => [plan]);
    const router = renderApp('/dashboard/books?search=fracoes');
    await screen.findByRole('heading', { level: 2, name: plan.title });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Etapa' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ensino Fundamental I' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=fracoes&etapa=fundamental-1'));
    expect(router.state.historyAction).toBe('PUSH');
    const etapa = () => screen.getByRole('combobox', { name: 'Etapa' }).textContent;
    await waitFor(() => expect(etapa()).toBe('Ensino Fundamental I'));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?search=fracoes');
    await waitFor(() => expect(etapa()).not.toContain('Ensino Fundamental I'));
  });
});
