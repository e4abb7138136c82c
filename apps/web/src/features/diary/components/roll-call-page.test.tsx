import type { DiaryRecord } from '@aula/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { teacherClassroomFixture } from '@/test/fixtures';
import { renderRoute, signedInTestSession } from '@/test/render-app';
import { RollCallPage } from './roll-call-page';

signedInTestSession('Marta', { isTeacher: true, isStudent: false, isStaff: false });

const student = (id: number, first_name: string) => ({ id, first_name, last_name: 'Dias' });
const draft: DiaryRecord = {
  date: '2026-02-09',
  period_index: 1,
  recorded: false,
  aulas: 2,
  absences: [],
  content: 'Exercícios de frações',
  skills: [{ code: 'EF05MA03', text: 'Identificar e representar frações' }],
  lessons: [{ id: 7, title: 'Frações equivalentes' }],
  students: [student(1, 'Ana'), student(2, 'Bruno'), student(3, 'Carla')],
  activities: [{ id: 4, title: 'Exercícios de frações' }],
  updated_at: null,
};

function renderRollCall() {
  const api = fakeApi({
    'GET /api/content/classrooms/5/': () => [200, teacherClassroomFixture({ id: 5, name: '5º ano A' })],
    'GET /api/content/classrooms/5/diary/2026-02-09/': () => [200, draft],
    'PUT /api/content/classrooms/5/diary/2026-02-09/': (request) => [
      200,
      {
        ...draft,
        recorded: true,
        updated_at: '2026-02-09T15:00:00Z',
        absences: [],
        ...(request.body as object),
      },
    ],
  });
  renderRoute(
    <RollCallPage />,
    '/dashboard/classrooms/:classroomId/roll-call/:date',
    '/dashboard/classrooms/5/roll-call/2026-02-09',
  );
  return api;
}

describe('the roll call', () => {
  it('starts with everyone present, marks a falta and a falta justificada, and sends the day’s record', async () => {
    const api = renderRollCall();
    expect(await screen.findByRole('heading', { name: 'Chamada — 5º ano A' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 presentes · 0 faltas');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Presença de Ana Dias' })).getByRole('button', {
        name: 'F: falta',
      }),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Presença de Bruno Dias' })).getByRole('button', {
        name: 'FJ: falta justificada',
      }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Motivo (opcional)' }), {
      target: { value: 'Atestado' },
    });
    expect(screen.getByRole('status').textContent).toBe('1 presente · 2 faltas');
    expect((screen.getByRole('textbox', { name: 'Conteúdo trabalhado' }) as HTMLTextAreaElement).value).toBe(
      'Exercícios de frações',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar chamada' }));
    await waitFor(() => expect(api.callsTo('/api/content/classrooms/5/diary/2026-02-09/').length).toBe(2));
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      aulas: 2,
      absences: [
        { student: 1, justified: false, reason: '' },
        { student: 2, justified: true, reason: 'Atestado' },
      ],
      content: 'Exercícios de frações',
      skills: ['EF05MA03'],
      lessons: [7],
    });
  });
});
