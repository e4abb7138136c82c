import { reviewQueueRoutes } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { correctionKeys } from './correction-keys';

/** "Para corrigir": the hand-ins waiting, across the teacher's classes (or one of them). */
export function useReviewQueue(classroomId?: number) {
  return useQuery({
    queryKey: correctionKeys.queue(classroomId),
    queryFn: ({ signal }) =>
      callRoute(reviewQueueRoutes.list, {
        query: classroomId ? { classroom: classroomId } : {},
        signal,
      }),
  });
}
