import type { Submission } from '@aula/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';
import { assignmentFixture } from '@/test/fixtures';
import { signedInTestSession } from '@/test/render-app';
import { QuizAnswersReview } from './quiz-answers-review';

const question = { skills: [], explanation: '', statement: '<p>Enunciado</p>', printed: {} };
const activity = assignmentFixture({
  id: 3,
  classroom: 1,
  submission_type: 'quiz',
  max_score: 3,
  questions: [
    {
      ...question,
      question: 11,
      points: 1,
      type: 'single_choice',
      options: [
        { text: '10', correct: false },
        { text: '12', correct: true },
      ],
    },
    { ...question, question: 12, points: 2, type: 'essay' },
  ],
});
const submission: Submission = {
  student: { id: 5, first_name: 'Ana', last_name: 'Souza' },
  status: 'submitted',
  opened_at: null,
  submitted_at: '2026-03-03T12:00:00.000Z',
  returned_at: null,
  grade: null,
  feedback: '',
  text: '',
  files: [],
  late: false,
  redo_requested: false,
  rubric_levels: null,
  attempts: [],
  score: 0,
  max_score: 3,
  quiz: {
    answers: [
      { question: 11, value: 0 },
      { question: 12, value: 'Porque sim.' },
    ],
    marks: [
      { question: 11, correct: false, points: 0, pending: false },
      { question: 12, correct: null, points: null, pending: true },
    ],
    pending: 1,
    attempts_used: 1,
    paper: false,
  },
};

signedInTestSession('professora');

describe('a quiz in the correction view', () => {
  it('shows each answer in words with its mark, and sends an essay’s points as question_points', async () => {
    const api = fakeApi({
      'PATCH /api/content/assignments/3/submissions/5/': () => [200, { ...submission, score: 1.5 }],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <QuizAnswersReview activity={activity} submission={submission} />
      </AppProviders>,
    );
    expect(screen.getByText('A) 10')).toBeTruthy();
    expect(screen.getByText('✗ Errada · 0 de 1')).toBeTruthy();
    expect(screen.getByText('Aguardando sua correção')).toBeTruthy();
    expect(screen.getByText('1 dissertativa espera seus pontos.')).toBeTruthy();

    const points = screen.getByRole('textbox', { name: 'Pontos (0 a 2)' });
    fireEvent.change(points, { target: { value: '3' } });
    expect(screen.getByText('De 0 a 2.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Salvar pontos' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(points, { target: { value: '1,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar pontos' }));
    const path = '/api/content/assignments/3/submissions/5/';
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
    expect(api.callsTo(path)[0]!.body).toEqual({ question_points: [{ question: 12, points: 1.5 }] });
  });
});
