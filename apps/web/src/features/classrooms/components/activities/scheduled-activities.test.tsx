import type { Assignment, Progress, TeacherClassroom } from '@aula/contracts';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';
import { signedInTestSession } from '@/test/render-app';
import { AssignmentsTab } from './assignments-tab';
import { ProgressTab } from './progress-tab';

const FUTURE = '2099-12-02T10:00:00.000Z';
const PAST = '2026-01-05T10:00:00.000Z';

const activity = (id: number, title: string, publishAt: string | null): Assignment => ({
  id,
  classroom: 1,
  lesson: null,
  title,
  instructions: '',
  due_at: null,
  publish_at: publishAt,
  students: null,
  submission_type: 'text',
  created_at: '2026-01-01T12:00:00.000Z',
  targeted_count: 1,
  done_count: 0,
});

const classroom: TeacherClassroom = {
  id: 1,
  name: '5º ano A',
  school_year: 2026,
  code: 'K7M2QX',
  code_enabled: true,
  card_login: false,
  created_at: '2026-02-01T12:00:00.000Z',
  students_count: 1,
  lessons_count: 0,
  students: [],
  lessons: [],
};

const renderIn = (ui: ReactNode) => {
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

signedInTestSession('professora');

describe('a scheduled activity, for the teacher', () => {
  it('says in the list when it opens to the students, and only while it is ahead', async () => {
    const list = [activity(2, 'Prova surpresa', FUTURE), activity(1, 'Leitura', PAST)];
    fakeApi({
      'GET /api/content/classrooms/1/assignments/': () => [
        200,
        { count: 2, next: null, previous: null, results: list },
      ],
    });
    renderIn(<AssignmentsTab classroom={classroom} />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Agendada para qua., 02/12 às 07:00')).toBeTruthy();
    expect(within(items[1]!).queryByText(/Agendada/)).toBeNull();
  });

  it('reads "Agendada" in the progress grid instead of "Não aberta"', async () => {
    const progress: Progress = {
      assignments: [
        { id: 1, title: 'Leitura', due_at: null, publish_at: PAST },
        { id: 2, title: 'Prova surpresa', due_at: null, publish_at: FUTURE },
      ],
      rows: [
        {
          student: { id: 5, first_name: 'Ana', last_name: 'Souza' },
          cells: [
            { status: 'assigned', grade: null },
            { status: 'assigned', grade: null },
          ],
        },
      ],
    };
    fakeApi({ 'GET /api/content/classrooms/1/progress/': () => [200, progress] });
    renderIn(<ProgressTab classroom={classroom} />);
    const header = await screen.findByRole('columnheader', { name: /Prova surpresa/ });
    expect(within(header).getByText('Agendada para qua., 02/12 às 07:00')).toBeTruthy();
    const [read, scheduled] = within(screen.getByRole('row', { name: /Ana Souza/ })).getAllByRole('cell');
    expect(within(read!).getByText('Não aberta')).toBeTruthy();
    expect(within(scheduled!).getByText('Agendada')).toBeTruthy();
    expect(within(scheduled!).queryByText('Não aberta')).toBeNull();
  });
});
