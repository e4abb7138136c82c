import type { StudentReportCard } from '@aula/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoute, signedInTestSession } from '@/test/render-app';
import { ReportCardSlot } from './report-card-slot';

signedInTestSession('Ana', { isTeacher: false, isStudent: true, isStaff: false });

const marks = {
  average: 6.5,
  recovery: 7,
  final: 7,
  concept: null,
  parecer: null,
  attendance_rate: 0.925,
  status: 'aprovado' as const,
};

function renderSlot(card: StudentReportCard) {
  const api = fakeApi({ 'GET /api/student/report-card/': () => [200, card] });
  renderRoute(<ReportCardSlot classroomId={7} />);
  return api;
}

describe("the student's boletim on her class page", () => {
  it('shows each closed period of this class: the final and the frequência', async () => {
    renderSlot({
      results: [
        {
          classroom: { id: 3, name: 'Outra turma' },
          scheme: 'numeric',
          scale_max: 10,
          decimals: 1,
          periods: [{ index: 1, name: '1º trimestre', ...marks, final: 4 }],
        },
        {
          classroom: { id: 7, name: '5º ano C' },
          scheme: 'numeric',
          scale_max: 10,
          decimals: 1,
          periods: [
            { index: 1, name: '1º bimestre', ...marks },
            { index: 2, name: '2º bimestre', ...marks, final: 8.5, attendance_rate: 1 },
          ],
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Boletim' });
    const first = within(card).getByRole('heading', { name: '1º bimestre' }).parentElement!;
    expect(first.textContent).toBe('1º bimestreMédia final: 7,0Frequência: 93%');
    const second = within(card).getByRole('heading', { name: '2º bimestre' }).parentElement!;
    expect(second.textContent).toBe('2º bimestreMédia final: 8,5Frequência: 100%');
    expect(within(card).queryByText('1º trimestre')).toBeNull();
  });

  it('shows the parecer when the class is graded by pareceres', async () => {
    renderSlot({
      results: [
        {
          classroom: { id: 7, name: 'Infantil' },
          scheme: 'descriptive',
          scale_max: 10,
          decimals: 1,
          periods: [{ index: 1, name: '1º semestre', ...marks, final: null, parecer: 'Brinca e cria.' }],
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Boletim' });
    expect(within(card).getByText('Brinca e cria.')).toBeTruthy();
  });

  it('shows nothing while no period of the class is closed', async () => {
    await import('./class-report-card'); // a card that did render would be on screen by the check below
    const api = renderSlot({
      results: [
        {
          classroom: { id: 7, name: '5º ano C' },
          scheme: 'numeric',
          scale_max: 10,
          decimals: 1,
          periods: [],
        },
      ],
    });
    await waitFor(() => expect(api.callsTo('/api/student/report-card/')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Boletim' })).toBeNull();
  });
});
