import type { Gradebook } from '@aula/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoute, signedInTestSession } from '@/test/render-app';
import { calendarFixture, gradebookFixture } from './gradebook-fixtures';
import { GradebookTab } from './gradebook-tab';

signedInTestSession('Marta', { isTeacher: true, isStudent: false, isStaff: false });

const CLASS = '/api/content/classrooms/5/';

function renderTab(book: Gradebook, extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET ${CLASS}calendar/`]: () => [200, calendarFixture],
    [`GET ${CLASS}gradebook/`]: () => [200, book],
    ...extra,
  });
  renderRoute(<GradebookTab classroom={{ id: 5, name: '5º ano A' }} />);
  return api;
}

const gradeInput = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the Notas tab', () => {
  it('shows the period’s grid: weights and categories in the header, each row’s marks and what is missing', async () => {
    renderTab(gradebookFixture());
    const table = await screen.findByRole('table', { name: 'Notas de 1º bimestre' });
    expect(within(table).getByRole('button', { name: 'Peso 2: alterar o peso de Prova 1' })).toBeTruthy();
    expect(within(table).getByText('Avaliação')).toBeTruthy();
    expect(within(table).getByText('Atividade · sem notas')).toBeTruthy();
    expect(gradeInput('Nota de Ana Souza em Prova 1').value).toBe('7,5');
    expect(gradeInput('Nota de Bruno Lima em Tarefa de casa').value).toBe('');
    const ana = within(table).getByRole('row', { name: /Ana Souza/ });
    expect(within(ana).getByText('1 nota faltando')).toBeTruthy();
    expect(within(ana).getByText('90%')).toBeTruthy();
    expect(within(ana).getByText('Acima da média')).toBeTruthy();
    expect(within(ana).getAllByText('7,5')).toHaveLength(2); // média and final
    const bruno = within(table).getByRole('row', { name: /Bruno Lima/ });
    expect(within(bruno).getByText('2 notas faltando')).toBeTruthy();
    expect(within(bruno).getByText('Sem nota')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Período' }).textContent).toBe('1º bimestre');
  });

  it('saves a grade typed with a comma through the submission PATCH on Enter, and says why a closed period refused one', async () => {
    let refused = false;
    const api = renderTab(gradebookFixture(), {
      'PATCH /api/content/assignments/11/submissions/2/': () => [200, {}],
      'PATCH /api/content/assignments/12/submissions/1/': () => {
        refused = true;
        return [409, { detail: 'Bimestre fechado: reabra para alterar.', code: 'period_closed' }];
      },
    });
    await screen.findByRole('table');
    const bruno = gradeInput('Nota de Bruno Lima em Prova 1');
    fireEvent.change(bruno, { target: { value: '8,5' } });
    fireEvent.keyDown(bruno, { key: 'Enter' });
    await waitFor(() =>
      expect(api.callsTo('/api/content/assignments/11/submissions/2/')[0]?.body).toEqual({ grade: 8.5 }),
    );

    // Enter on a row that has one below moves down to it; leaving the cell saves it.
    const ana = gradeInput('Nota de Ana Souza em Tarefa de casa');
    ana.focus();
    fireEvent.change(ana, { target: { value: '6' } });
    fireEvent.keyDown(ana, { key: 'Enter' });
    expect(document.activeElement).toBe(gradeInput('Nota de Bruno Lima em Tarefa de casa'));
    expect(await screen.findByText('Bimestre fechado: reabra para alterar.')).toBeTruthy();
    expect(refused).toBe(true);
    await waitFor(() => expect(ana.value).toBe(''));
  });

  it('refuses a grade out of 0–10 in the cell without calling the API', async () => {
    const api = renderTab(gradebookFixture());
    await screen.findByRole('table');
    const cell = gradeInput('Nota de Bruno Lima em Prova 1');
    fireEvent.change(cell, { target: { value: '11' } });
    fireEvent.blur(cell);
    expect(await screen.findByText('Nota de Bruno Lima em Prova 1: A nota vai de 0 a 10.')).toBeTruthy();
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('changes a column’s weight through the activity PATCH', async () => {
    const api = renderTab(gradebookFixture(), {
      'PATCH /api/content/assignments/11/': () => [200, {}],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Peso 2: alterar o peso de Prova 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Peso de Prova 1' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Peso' }), { target: { value: '3,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar peso' }));
    await waitFor(() =>
      expect(api.callsTo('/api/content/assignments/11/')[0]?.body).toEqual({ weight: 3.5 }),
    );
  });

  it('lists what is missing before closing the period, then closes it', async () => {
    const api = renderTab(gradebookFixture(), {
      [`POST ${CLASS}periods/1/close/`]: () => [
        200,
        { index: 1, name: '1º bimestre', closed: true, closed_at: '2026-04-20T12:00:00Z' },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar 1º bimestre' }));
    const dialog = screen.getByRole('dialog', { name: 'Fechar 1º bimestre?' });
    const students = within(dialog).getByRole('region', { name: 'Alunos com notas faltando' });
    expect(
      within(students)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana Souza: 1 nota faltando', 'Bruno Lima: 2 notas faltando']);
    const activities = within(dialog).getByRole('region', { name: 'Atividades sem nenhuma nota' });
    expect(
      within(activities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tarefa de casa']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar 1º bimestre' }));
    await waitFor(() => expect(api.callsTo(`${CLASS}periods/1/close/`)).toHaveLength(1));
    expect(await screen.findByText('1º bimestre fechado.')).toBeTruthy();
  });

  it('a closed period offers Reabrir, and its cells do not change', async () => {
    const closed = gradebookFixture({
      period: { ...gradebookFixture().period, closed: true, closed_at: '2026-04-20T12:00:00Z' },
    });
    const api = renderTab(closed, {
      [`POST ${CLASS}periods/1/reopen/`]: () => [
        200,
        { index: 1, name: '1º bimestre', closed: false, closed_at: null },
      ],
    });
    await screen.findByRole('table');
    expect(screen.getByText('Fechado em 20/04/2026')).toBeTruthy();
    expect(gradeInput('Nota de Ana Souza em Prova 1').readOnly).toBe(true);
    expect(screen.queryByText('1 nota faltando')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reabrir 1º bimestre' }));
    await waitFor(() => expect(api.callsTo(`${CLASS}periods/1/reopen/`)).toHaveLength(1));
  });

  it('saves a concept per row when the class is graded by concepts', async () => {
    const book = gradebookFixture();
    const api = renderTab(
      { ...book, grading: { ...book.grading, scheme: 'concept' } },
      { [`PUT ${CLASS}gradebook/2/periods/1/`]: () => [200, {}] },
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Conceito de Bruno Lima' }));
    fireEvent.click(await screen.findByRole('option', { name: 'B · Satisfatório' }));
    await waitFor(() =>
      expect(api.callsTo(`${CLASS}gradebook/2/periods/1/`)[0]?.body).toEqual({ concept: 'B' }),
    );
  });

  it('saves a parecer per row when the class is graded by pareceres', async () => {
    const book = gradebookFixture();
    const api = renderTab(
      { ...book, grading: { ...book.grading, scheme: 'descriptive' } },
      { [`PUT ${CLASS}gradebook/1/periods/1/`]: () => [200, {}] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Parecer de Ana Souza' }));
    const dialog = screen.getByRole('dialog', { name: 'Parecer de Ana Souza · 1º bimestre' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Parecer de Ana Souza' }), {
      target: { value: 'Lê com fluência e participa das rodas de conversa.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar parecer' }));
    await waitFor(() =>
      expect(api.callsTo(`${CLASS}gradebook/1/periods/1/`)[0]?.body).toEqual({
        parecer: 'Lê com fluência e participa das rodas de conversa.',
      }),
    );
  });

  it('says so when the period has no activity', async () => {
    renderTab(gradebookFixture({ columns: [], results: [] }));
    expect(await screen.findByText('Nenhuma atividade neste bimestre')).toBeTruthy();
  });
});
