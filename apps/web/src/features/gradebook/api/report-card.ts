import { gradebookRoutes } from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

/** The student's boletim: in each of her classes, the periods already closed. */
export function useStudentReportCard() {
  return useQuery({
    queryKey: ['student', 'report-card'],
    queryFn: ({ signal }) => callRoute(gradebookRoutes.studentReportCard, { signal }),
  });
}
