import { cleanup, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';
import { installDomShims } from '@/test/render-app';
import { statisticsKey } from '@/lib/shared-query-keys';
import { FirstSteps } from './first-steps';

beforeAll(installDomShims);
afterEach(cleanup);

function statistics(counts: { classrooms: number; students: number; assignments: number }) {
  return {
    students: { count: counts.students, limit: 5 },
    classrooms: { count: counts.classrooms },
    linked_lessons: { count: 0 },
    assignments: { count: counts.assignments },
    favorites: { count: 0 },
    custom_lesson_plans: { count: 0, limit: 1 },
  };
}

function renderWith(counts: Parameters<typeof statistics>[0]) {
  fakeApi({ 'GET /api/profile/my-statistics': () => [200, statistics(counts)] });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <FirstSteps />
            <p>Depois</p>
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return queryClient;
}

const checklist = () => screen.findByRole('region', { name: 'Primeiros passos' });
const step = (section: HTMLElement, title: string) => within(section).getByRole('link', { name: title });

describe('first steps on the teacher home', () => {
  it('shows a new teacher all three steps to do, each linking to where it is done', async () => {
    renderWith({ classrooms: 0, students: 0, assignments: 0 });
    const section = await checklist();
    expect(within(section).getByText('0 de 3 concluídos')).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Criar uma turma (a fazer)'),
      expect.stringContaining('Convidar alunos (a fazer)'),
      expect.stringContaining('Passar uma atividade (a fazer)'),
    ]);
    expect(step(section, 'Criar uma turma').getAttribute('href')).toBe('/dashboard/classrooms');
    expect(step(section, 'Convidar alunos').getAttribute('href')).toBe('/dashboard/students');
    expect(step(section, 'Passar uma atividade').getAttribute('href')).toBe('/dashboard/classrooms');
  });

  it('ticks the steps the data shows as done', async () => {
    renderWith({ classrooms: 2, students: 3, assignments: 0 });
    const section = await checklist();
    expect(within(section).getByText('2 de 3 concluídos')).toBeTruthy();
    const [classroom, students, activity] = within(section).getAllByRole('listitem');
    expect(classroom?.textContent).toContain('Criar uma turma (concluído)');
    expect(students?.textContent).toContain('Convidar alunos (concluído)');
    expect(activity?.textContent).toContain('Passar uma atividade (a fazer)');
    expect(within(section).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
  });

  it('disappears once the last step is done', async () => {
    const counts = { classrooms: 1, students: 1, assignments: 0 };
    const queryClient = renderWith(counts);
    const section = await checklist();
    counts.assignments = 1;
    void queryClient.invalidateQueries({ queryKey: statisticsKey });
    await waitForElementToBeRemoved(section);
    expect(screen.getByText('Depois')).toBeTruthy();
  });
});
