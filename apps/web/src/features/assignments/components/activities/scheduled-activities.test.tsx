import type { Progress } from '@aula/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { assignmentFixture, teacherClassroomFixture } from '@/test/fixtures';
import { renderRoute, signedInTestSession } from '@/test/render-app';
import { AssignmentsTab } from './assignments-tab';
import { ProgressTab } from './progress-tab';

const FUTURE = '2099-12-02T10:00:00.000Z';
const PAST = '2026-01-05T10:00:00.000Z';

const activity = (id: number, title: string, publishAt: string | null) =>
  assignmentFixture({
    id,
    title,
    publish_at: publishAt,
    created_at: '2026-01-01T12:00:00.000Z',
    targeted_count: 1,
  });

const classroom = teacherClassroomFixture({ students_count: 1 });

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
    renderRoute(<AssignmentsTab classroom={classroom} lessons={() => null} />);
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
    renderRoute(<ProgressTab classroom={classroom} />);
    const header = await screen.findByRole('columnheader', { name: /Prova surpresa/ });
    expect(within(header).getByText('Agendada para qua., 02/12 às 07:00')).toBeTruthy();
    const [read, scheduled] = within(screen.getByRole('row', { name: /Ana Souza/ })).getAllByRole('cell');
    expect(within(read!).getByText('Não aberta')).toBeTruthy();
    expect(within(scheduled!).getByText('Agendada')).toBeTruthy();
    expect(within(scheduled!).queryByText('Não aberta')).toBeNull();
  });
});
