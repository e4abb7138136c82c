import type { FamilyView } from '@aula/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { installDomShims, renderRoute } from '@/test/render-app';
import { FamilyPage } from './family-page';

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'fam-abcdefghijklmnopqrstuv';
const VIEW = `/api/family/${token}/`;
const view: FamilyView = {
  student: { first_name: 'Lia' },
  classes: [{ name: '5º ano B', teacher: 'Marta Souza' }],
  todo: [{ title: 'Leitura do capítulo 2', classroom: '5º ano B', due_at: '2026-03-10T12:00:00.000Z' }],
  late: [],
  returned: [
    {
      title: 'Frações no caderno',
      classroom: '5º ano B',
      grade: 8.5,
      feedback: 'Muito bem!',
      returned_at: '2026-03-05T12:00:00.000Z',
    },
  ],
  attendance_rate: 0.95,
  posts: [
    {
      classroom: '5º ano B',
      body_html: '<p>Reunião de pais na <strong>sexta</strong>.</p>',
      created_at: '2026-03-04T12:00:00.000Z',
    },
  ],
};

describe('the family page', () => {
  it("shows the child's week: to do, late, corrected with grade and feedback, attendance and the mural", async () => {
    fakeApi({ [`GET ${VIEW}`]: () => [200, view] });
    renderRoute(<FamilyPage token={token} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lia na escola' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Para fazer' })).getByText('Leitura do capítulo 2'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Atrasadas' })).getByText('Nenhuma tarefa atrasada.'),
    ).toBeTruthy();
    const returned = screen.getByRole('region', { name: 'Corrigidas' });
    expect(within(returned).getByText('8,5')).toBeTruthy();
    expect(within(returned).getByText('“Muito bem!”')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Frequência' })).getByText(/95%.*de presença/),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Mural da turma' })).getByText('sexta').tagName).toBe(
      'STRONG',
    );
  });

  it('says plainly that a switched-off link no longer works', async () => {
    fakeApi({ [`GET ${VIEW}`]: () => [404, { detail: 'Não encontrado.' }] });
    renderRoute(<FamilyPage token={token} />);
    expect(await screen.findByRole('heading', { name: 'Este link não funciona mais.' })).toBeTruthy();
  });
});
