import { quizRoutes, type QuizDraftInput } from '@aula/contracts';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { useHandIn } from './student-assignments';

// Apart from student-assignments.ts: the student's home loads that file, and the quiz routes' schemas are
// only needed once a quiz is open.

/** A quiz's progress (answers so far and the question she is on), saved as she goes; failures are tried again. */
export function useSaveQuizDraft(id: number) {
  return useMutation({
    retry: 2,
    mutationFn: (draft: QuizDraftInput) => callRoute(quizRoutes.saveDraft, { params: { id }, body: draft }),
  });
}

/** Another attempt at a quiz (when `quiz.can_attempt` after a hand-in). */
export const useRetryQuiz = (id: number) =>
  useHandIn<void>(id, () => callRoute(quizRoutes.retry, { params: { id } }));
