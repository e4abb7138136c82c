import type { ClassroomPost } from '@aula/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';
import { assignmentFixture, teacherClassroomFixture } from '@/test/fixtures';
import { signedInTestSession } from '@/test/render-app';
import { AssignmentDialog } from './assignment-dialog';
import { EditPostDialog } from './edit-post-dialog';

const renderIn = (ui: ReactNode) =>
  render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);

const post: ClassroomPost = {
  id: 9,
  classroom: 1,
  body: '<p>Tragam o livro.</p><p>Até amanhã!</p>',
  author_name: 'Maria Silva',
  assignment: { id: 4, title: 'Frações' },
  created_at: '2026-03-02T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
};

const assignment = assignmentFixture({
  instructions: '<p>Leia o texto.<br>Responda no caderno.</p>',
  publish_at: '2026-03-10T13:00:00.000Z',
});

const classroom = teacherClassroomFixture();

const calendar = {
  period_kind: 'bimestre',
  periods: [
    { index: 1, name: '1º bimestre', start: '2026-02-02', end: '2026-04-17' },
    { index: 2, name: '2º bimestre', start: '2026-04-20', end: '2026-07-03' },
  ],
  non_school_days: [],
};

const choose = async (field: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

signedInTestSession('professora');

describe('editing a mural post', () => {
  it('opens with the post as text and sends only what changed', async () => {
    const api = fakeApi({
      'PATCH /api/content/posts/9/': (request) => [200, { ...post, ...(request.body as object) }],
    });
    renderIn(
      <EditPostDialog
        classroomId={1}
        post={post}
        activities={[{ id: 4, title: 'Frações' }]}
        onClose={() => {}}
      />,
    );
    const text = screen.getByRole('textbox', { name: 'Escreva um aviso para a turma' });
    expect((text as HTMLTextAreaElement).value).toBe('Tragam o livro.\n\nAté amanhã!');
    fireEvent.change(text, { target: { value: 'Tragam o livro de frações.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('/api/content/posts/9/')).toHaveLength(1));
    expect(api.callsTo('/api/content/posts/9/')[0]!.body).toEqual({
      body: '<p>Tragam o livro de frações.</p>',
    });
    await screen.findByText('Aviso atualizado.');
  });
});

describe('editing an activity', () => {
  it('shows and saves the instructions and "Publicar em"', async () => {
    const api = fakeApi({
      'GET /api/content/classrooms/1/calendar/': () => [200, calendar],
      'PATCH /api/content/assignments/3/': (request) => [200, { ...assignment, ...(request.body as object) }],
    });
    renderIn(
      <AssignmentDialog classroom={classroom} lesson={null} editing={assignment} open onClose={() => {}} />,
    );
    const instructions = screen.getByRole('textbox', { name: 'Instruções para os alunos' });
    expect((instructions as HTMLTextAreaElement).value).toBe('Leia o texto.\nResponda no caderno.');
    expect((screen.getByRole('checkbox', { name: 'Agendar a publicação' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // Brasília time (UTC−3), whatever the computer's zone.
    expect(screen.getByRole('group', { name: 'Publicar em' }).textContent).toBe('10/03/2026 10:00');

    fireEvent.change(instructions, { target: { value: 'Leia o texto duas vezes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('/api/content/assignments/3/')).toHaveLength(1));
    expect(api.callsTo('/api/content/assignments/3/')[0]!.body).toMatchObject({
      instructions: '<p>Leia o texto duas vezes.</p>',
      publish_at: '2026-03-10T13:00:00.000Z',
    });
  });
});

describe('how an activity counts in the grades', () => {
  it('starts as Atividade, weight 1, by the due date, and sends the category, weight and bimestre chosen', async () => {
    const api = fakeApi({
      'GET /api/content/classrooms/1/calendar/': () => [200, calendar],
      'POST /api/content/classrooms/1/assignments/': (request) => [
        201,
        assignmentFixture(request.body as object),
      ],
    });
    renderIn(<AssignmentDialog classroom={classroom} lesson={null} open onClose={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Categoria' }).textContent).toBe('Atividade');
    expect((screen.getByRole('textbox', { name: 'Peso' }) as HTMLInputElement).value).toBe('1');
    expect(screen.getByRole('combobox', { name: 'Bimestre' }).textContent).toBe('Pelo prazo (automático)');

    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), { target: { value: 'Recuperação 1' } });
    await choose('Categoria', 'Recuperação');
    await choose('Bimestre', '2º bimestre');
    const weight = screen.getByRole('textbox', { name: 'Peso' });
    fireEvent.change(weight, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passar atividade' }));
    expect(await screen.findByText('O peso é um número maior que zero.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(weight, { target: { value: '1,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passar atividade' }));
    await waitFor(() => expect(api.callsTo('/api/content/classrooms/1/assignments/')).toHaveLength(1));
    expect(api.callsTo('/api/content/classrooms/1/assignments/')[0]!.body).toMatchObject({
      title: 'Recuperação 1',
      category: 'recuperacao',
      weight: 1.5,
      period: 2,
    });
  });

  it('an edit sends the due date, weight and bimestre only when they changed (a closed period refuses them)', async () => {
    const graded = assignmentFixture({
      due_at: '2026-03-10T13:00:00.000Z',
      weight: 2,
      category: 'avaliacao',
    });
    const api = fakeApi({
      'GET /api/content/classrooms/1/calendar/': () => [200, calendar],
      'PATCH /api/content/assignments/3/': (request) => [200, { ...graded, ...(request.body as object) }],
    });
    renderIn(
      <AssignmentDialog classroom={classroom} lesson={null} editing={graded} open onClose={() => {}} />,
    );
    expect((screen.getByRole('textbox', { name: 'Peso' }) as HTMLInputElement).value).toBe('2');
    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), { target: { value: 'Prova 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('/api/content/assignments/3/')).toHaveLength(1));
    const body = api.callsTo('/api/content/assignments/3/')[0]!.body as Record<string, unknown>;
    expect(body.title).toBe('Prova 1');
    for (const field of ['due_at', 'weight', 'period', 'category']) expect(body).not.toHaveProperty(field);
  });
});
