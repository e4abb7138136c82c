import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { planDetailFixture } from '@/test/fixtures';
import { profileFixture } from '@/test/profiles';
import { renderApp, staffTestSession } from '@/test/render-app';

const staff = profileFixture({ id: 2, first_name: 'Rafael', is_teacher: false, is_staff: true });

const plan = planDetailFixture();

staffTestSession();

describe('the admin plan page', () => {
  it('unpublishes only after confirmation, since teachers lose the plan at once', async () => {
    let published = true;
    const api = fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/content/lessonplans/12': () => [200, { ...plan, published }],
      'PATCH /api/admin/content/lessonplans/12': (request) => {
        published = (request.body as { published: boolean }).published;
        return [200, { ...plan, published }];
      },
    });
    renderApp('/admin-dashboard/content/lesson-plans/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Despublicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Despublicar este livro?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/admin/content/lessonplans/12').filter((c) => c.method === 'PATCH')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Despublicar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Despublicar' }));
    expect(await screen.findByText('Livro despublicado: saiu do catálogo.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Publishing again needs no confirmation.
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Livro publicado no catálogo.')).toBeTruthy();
    expect(published).toBe(true);
  });
});
