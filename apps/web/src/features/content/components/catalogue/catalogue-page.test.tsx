import type { LessonPlanResult } from '@aula/contracts';
import { screen, waitFor } from '@testing-library/react';
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

signedInTestSession('professora');

describe('the catalogue', () => {
  it('sends a page past the last one (an old link) to the last page instead of showing nothing', async () => {
    const api = fakeApi({
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
          results: new URLSearchParams(path.split('?')[1]).get('page') === '5' ? [] : [plan],
          suggestion: null,
        },
      ],
    });
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
});
