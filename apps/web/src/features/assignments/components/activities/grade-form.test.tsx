import type { Submission } from '@aula/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';
import { signedInTestSession } from '@/test/render-app';
import { GradeForm } from './grade-form';

const submission: Submission = {
  student: { id: 5, first_name: 'Ana', last_name: 'Souza' },
  status: 'submitted',
  opened_at: '2026-03-02T12:00:00.000Z',
  submitted_at: '2026-03-03T12:00:00.000Z',
  returned_at: null,
  grade: 6,
  feedback: '',
  text: 'Minha resposta.',
  files: [],
  late: false,
  redo_requested: false,
  rubric_levels: null,
  attempts: [],
  score: null,
  max_score: null,
  quiz: null,
};

const path = '/api/content/assignments/3/submissions/5/';

function renderForm(shown: Submission = submission) {
  const api = fakeApi({
    [`PATCH ${path}`]: (request) => [200, { ...submission, ...(request.body as object) }],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <GradeForm classroomId={1} assignmentId={3} submission={shown} />
    </AppProviders>,
  );
  return api;
}

signedInTestSession('professora');

describe('grade form', () => {
  it('says when the student handed in, in Brasília time, and the scale under the grade', () => {
    renderForm({ ...submission, status: 'late', submitted_at: '2026-11-28T02:41:00.000Z' });
    expect(screen.getByText('Entregue com atraso')).toBeTruthy();
    expect(screen.getByText('em 27/11/2026 23:41')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Nota de Ana' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('De 0 a 10');
  });

  it('still dates the hand-in once returned, and says nothing before it', () => {
    renderForm({ ...submission, status: 'returned', returned_at: '2026-03-04T12:00:00.000Z' });
    expect(screen.getByText('Entregue em 03/03/2026 09:00')).toBeTruthy();
    cleanup();
    renderForm({ ...submission, status: 'opened', submitted_at: null, text: '' });
    expect(screen.getByText('Ainda não entregou.')).toBeTruthy();
    expect(screen.queryByText(/Entregue/)).toBeNull();
  });

  it('does not send a grade that is not a number, and says why', () => {
    const api = renderForm();
    const field = screen.getByRole('textbox', { name: 'Nota de Ana' });
    expect((field as HTMLInputElement).value).toBe('6,0');

    fireEvent.change(field, { target: { value: 'sete' } });
    expect(screen.getByText('Digite um número de 0 a 10, como 7,5.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Devolver' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(field, { target: { value: '10,5' } });
    expect(screen.getByText('A nota vai de 0 a 10.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(api.callsTo(path)).toHaveLength(0);
  });

  it('sends "7,5" as 7.5', async () => {
    const api = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nota de Ana' }), {
      target: { value: '7,5' },
    });
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
    expect(api.callsTo(path)[0]!.body).toEqual({ grade: 7.5, feedback: '' });
    await screen.findByText('Nota salva.');
  });
});
