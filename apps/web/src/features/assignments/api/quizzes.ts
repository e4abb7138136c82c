import { quizRoutes, routeUrl, printRoutes, type QuizAnswer } from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { activityKeys } from './assignments';
import { correctionKeys } from './correction-keys';

const quizKeys = {
  results: (id: number) => ['quiz', id, 'results'] as const,
};

export function useQuizResults(id: number) {
  return useQuery({
    queryKey: quizKeys.results(id),
    queryFn: ({ signal }) => callRoute(quizRoutes.results, { params: { id }, signal }),
  });
}

export function useSkillsGrid(classroomId: number) {
  return useQuery({
    queryKey: [...activityKeys.classroom(classroomId), 'skills'] as const,
    queryFn: ({ signal }) => callRoute(quizRoutes.skills, { params: { id: classroomId }, signal }),
  });
}

/** A paper test's answers typed in: the results, the hand-ins and the class's grids follow. */
export function useSavePaperAnswers(classroomId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, answers }: { studentId: number; answers: QuizAnswer[] }) =>
      callRoute(quizRoutes.paperAnswers, { params: { id, studentId }, body: { answers } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quizKeys.results(id) });
      void queryClient.invalidateQueries({ queryKey: correctionKeys.submissions(id) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.classroom(classroomId) });
    },
  });
}

export type QuizPdf = 'test' | 'answer_sheet' | 'answer_key';
export const quizPdfUrl = (id: number, version: QuizPdf) =>
  routeUrl(printRoutes.assignment, { id }, { version });
