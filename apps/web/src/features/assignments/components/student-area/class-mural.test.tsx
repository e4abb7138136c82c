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

const classroom = (id: number, name: string) => ({
  id,
  name,
  teacher_name: 'Helena Souza',
  school_year: 2026,
  lessons_count: 0,
  archived: false,
});
const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

function renderMural(feeds: Record<number, { name: string; posts: ClassroomPost[]; count?: number }>) {
  fakeApi({
    'GET /api/content/classrooms/': () => [
      200,
      page(Object.entries(feeds).map(([id, feed]) => classroom(Number(id), feed.name))),
    ],
    ...Object.fromEntries(
      Object.entries(feeds).map(([id, feed]) => [
        `GET /api/content/classrooms/${id}/posts/`,
        () => [200, page(feed.posts, feed.count)],
      ]),
    ),
  });
  const router = createMemoryRouter([{ path: '/', element: <ClassMural /> }]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const EMPTY = 'Ainda não há avisos. Quando o professor ou a professora publicar um, ele aparece aqui.';

describe("the student's mural", () => {
  it('shows the three newest posts of a class, and the rest on request', async () => {
    renderMural({ 7: { name: '5º ano C', posts: [5, 4, 3, 2, 1].map(post) } });
    expect(await screen.findByText('Aviso número 5')).toBeTruthy();
    expect(screen.getByText('Aviso número 3')).toBeTruthy();
    expect(screen.queryByText('Aviso número 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver mais 2 avisos' }));
    expect(screen.getByText('Aviso número 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ver mais/ })).toBeNull();
  });

  it('says there are no posts yet instead of leaving the heading alone', async () => {
    renderMural({ 7: { name: '5º ano C', posts: [] }, 8: { name: 'Reforço', posts: [] } });
    expect(await screen.findByText(EMPTY)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mural' })).toBeTruthy();
  });

  it('names only the classes that have posts', async () => {
    renderMural({ 7: { name: '5º ano C', posts: [] }, 8: { name: 'Reforço', posts: [post(9)] } });
    expect(await screen.findByText('Aviso número 9')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reforço' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '5º ano C' })).toBeNull();
    expect(screen.queryByText(EMPTY)).toBeNull();
  });
});
