import { describe, expect, it } from 'vitest';
import { assignmentFixture } from '@/test/fixtures';
import { defaultQuizDraft, quizDraftOf, quizInputOf, totalPoints } from './quiz-draft';

const chosen = (id: number, points: number, override: string) => ({
  id,
  type: 'essay' as const,
  statement: '',
  skills: [],
  points,
  override,
});

describe('the quiz fields of the activity form', () => {
  it('sends the questions in order, the points typed (blank: the question’s own) and the time limit', () => {
    const draft = {
      questions: [chosen(4, 1, ''), chosen(2, 1, '2,5')],
      settings: { ...defaultQuizDraft().settings, attempts: 3, time_limit: '40' },
    };
    expect(quizInputOf(draft)).toEqual({
      questions: [{ question: 4 }, { question: 2, points: 2.5 }],
      quiz: {
        shuffle_questions: false,
        shuffle_options: false,
        attempts: 3,
        time_limit_minutes: 40,
        show_answers: 'after_submit',
      },
    });
    expect(totalPoints(draft)).toBe(3.5);
    expect(quizInputOf(defaultQuizDraft()).quiz?.time_limit_minutes).toBeNull();
  });

  it('reads an existing quiz back, its points and settings', () => {
    const draft = quizDraftOf(
      assignmentFixture({
        submission_type: 'quiz',
        questions: [
          {
            question: 9,
            points: 1.5,
            type: 'essay',
            statement: '<p>E</p>',
            skills: ['EF05MA03'],
            explanation: '',
            printed: {},
          },
        ],
        quiz: {
          shuffle_questions: true,
          shuffle_options: false,
          attempts: 2,
          time_limit_minutes: 30,
          show_answers: 'never',
        },
      }),
    );
    expect(draft.questions).toEqual([
      { id: 9, type: 'essay', statement: '<p>E</p>', skills: ['EF05MA03'], points: 1.5, override: '1,5' },
    ]);
    expect(draft.settings).toEqual({
      shuffle_questions: true,
      shuffle_options: false,
      attempts: 2,
      time_limit: '30',
      show_answers: 'never',
    });
    expect(quizDraftOf(assignmentFixture())).toEqual(defaultQuizDraft());
  });
});
