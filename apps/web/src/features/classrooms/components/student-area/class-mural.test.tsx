import type { ClassroomPost } from '@aula/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';
import { installDomShims } from '@/test/render-app';
import { ClassMural } from './class-mural';

beforeAll(installDomShims);
afterEach(cleanup);

const post = (id: number): ClassroomPost => ({
  id,
  classroom: 7,
  body: `<p>Aviso número ${id}</p>`,
  author_name: 'Helena Souza',
  assignment: null,
  created_at: '2026-03-02T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
});

describe("the student's mural", () => {
  it('shows the three newest posts of a class, and the rest on request', async () => {
    fakeApi({
      'GET /api/content/classrooms/': () => [
        200,
        {
          count: 1,
          next: null,
          previous: null,
          results: [
            { id: 7, name: '5º ano C', teacher_name: 'Helena Souza', school_year: 2026, lessons_count: 0 },
          ],
        },
      ],
      'GET /api/content/classrooms/7/posts/': () => [
        200,
        { count: 5, next: null, previous: null, results: [5, 4, 3, 2, 1].map(post) },
      ],
    });
    const router = createMemoryRouter([{ path: '/', element: <ClassMural /> }]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Aviso número 5')).toBeTruthy();
    expect(screen.getByText('Aviso número 3')).toBeTruthy();
    expect(screen.queryByText('Aviso número 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver mais 2 avisos' }));
    expect(screen.getByText('Aviso número 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ver mais/ })).toBeNull();
  });
});
