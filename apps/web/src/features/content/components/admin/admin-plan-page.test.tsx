import type { AdminLesson } from '@aula/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
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

describe('the admin book and lesson screens', () => {
  const lesson: AdminLesson = {
    id: 5,
    lesson_plan: 12,
    title: 'Frações no dia a dia',
    position: 1,
    duration_minutes: 50,
    objectives: 'Comparar frações',
    bncc_codes: [],
    premium: false,
    locked: false,
    favorite_id: null,
    materials: 'Papel',
    content_html: '<p>Dobre o papel ao meio.</p>',
    student_content: '<p>Pinte metade.</p>',
    video_url: null,
    video_embed_url: null,
    attachments: [
      {
        id: 1,
        title: 'Ficha',
        for_students: true,
        file: {
          id: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
          name: 'ficha.pdf',
          url: '/media/ficha.pdf',
          size: 1000,
          content_type: 'application/pdf',
        },
      },
    ],
    lesson_plan_title: 'Frações',
    lesson_plan_published: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };

  /** axe's "moderate" rules of page structure: every part in a landmark, no heading level skipped. */
  async function structureProblems() {
    const result = await axe.run(document.body, { runOnly: ['region', 'heading-order'] });
    return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.html.slice(0, 80)}`));
  }

  it('keep every part in a landmark and no heading level skipped, previews included', async () => {
    fakeApi({
      'GET /api/profile/me': () => [200, staff],
      'GET /api/admin/content/lessonplan-collections': () => [200, []],
      'GET /api/admin/content/lessonplans/12': () => [200, plan],
      'GET /api/admin/content/lessons/5': () => [200, lesson],
    });
    const screens: [path: string, heading: string][] = [
      ['/admin-dashboard/content/lesson-plans/new', 'Capa'],
      ['/admin-dashboard/content/lesson-plans/12/lessons/new', 'Anexos'],
      ['/admin-dashboard/content/lesson-plans/12/lessons/5', 'Objetivos'],
    ];
    for (const [path, heading] of screens) {
      cleanup();
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
      expect(await structureProblems()).toEqual([]);
      const preview = screen.queryByRole('tab', { name: 'Pré-visualizar' });
      if (preview) {
        fireEvent.click(preview);
        await screen.findByText(/^Prévia:/);
        expect(await structureProblems()).toEqual([]);
      }
    }
  });
});
