import type { DiaryRecord } from '@aula/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOfflineData } from '@/lib/offline/forget-offline-data';
import { flushOutbox, registerSender } from '@/lib/offline/outbox';
import { setTokens } from '@/lib/session';
import { fakeApi, fakeJwt, tokenPair } from '@/test/fake-api';
import { teacherClassroomFixture } from '@/test/fixtures';
import { renderRoute, signedInTestSession } from '@/test/render-app';
import { ROLL_CALL_WORK, sendRollCall } from '../api/roll-call-outbox';
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
        // A record as the server answers it: the day's aulas as sent, the rest as in the fixture.
        aulas: (request.body as { aulas: number }).aulas,
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
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
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

  describe('without signal', () => {
    beforeEach(() => {
      setTokens({ ...tokenPair('Marta'), access: fakeJwt({ typ: 'access', sub: '31' }) });
      registerSender(ROLL_CALL_WORK, async () => sendRollCall);
    });
    afterEach(() => forgetOfflineData());

    it('keeps the roll call, tied to the record it was made on, and sends it once the signal returns', async () => {
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const api = renderRollCall();
      await screen.findByRole('heading', { name: 'Chamada — 5º ano A' });
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Presença de Carla Dias' })).getByRole('button', {
          name: 'F: falta',
        }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Salvar chamada' }));
      expect(await screen.findByText('Aguardando internet — será enviado automaticamente.')).toBeTruthy();
      expect(await screen.findByText('2 aulas · 1 falta: Carla Dias')).toBeTruthy();
      expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

      online.mockReturnValue(true);
      await flushOutbox();
      expect(await screen.findByText('Enviado.')).toBeTruthy();
      const puts = api.calls.filter((call) => call.method === 'PUT');
      expect(puts).toHaveLength(1);
      expect(puts[0]!.body).toMatchObject({
        absences: [{ student: 3, justified: false, reason: '' }],
        expected_updated_at: null,
      });
    });
  });
});
