import {
  assignmentRoutes,
  diaryRoutes,
  gradebookRoutes,
  printRoutes,
  routeUrl,
  type GradebookEntryInput,
  type Grading,
} from '@aula/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { classroomWorkKeys } from '@/lib/shared-query-keys';

const gradebookKeys = {
  period: (classroomId: number, period: number | null) =>
    [...classroomWorkKeys.gradebook(classroomId), period] as const,
};

/** null: the period the server calls current (its answer says which). */
export function useGradebook(classroomId: number, period: number | null) {
  return useQuery({
    queryKey: gradebookKeys.period(classroomId, period),
    queryFn: ({ signal }) =>
      callRoute(gradebookRoutes.gradebook, {
        params: { id: classroomId },
        query: period === null ? {} : { period },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A grade, a weight or a closing changes the activities' screens too (progress, counts): all refetch. */
function useRefreshClassWork(classroomId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: classroomWorkKeys.activitiesOf(classroomId) });
}

/** The grade of one student in one activity (also without a hand-in: a test on paper); null clears it. */
export function useSaveGrade(classroomId: number) {
  const refresh = useRefreshClassWork(classroomId);
  return useMutation({
    mutationFn: ({
      assignmentId,
      studentId,
      grade,
    }: {
      assignmentId: number;
      studentId: number;
      grade: number | null;
    }) => callRoute(assignmentRoutes.grade, { params: { id: assignmentId, studentId }, body: { grade } }),
    onSuccess: refresh,
  });
}

export function useSaveWeight(classroomId: number) {
  const refresh = useRefreshClassWork(classroomId);
  return useMutation({
    mutationFn: ({ assignmentId, weight }: { assignmentId: number; weight: number }) =>
      callRoute(assignmentRoutes.update, { params: { id: assignmentId }, body: { weight } }),
    onSuccess: refresh,
  });
}

/** The scheme changes what every period's gradebook shows (it carries the grading): they all refetch. */
export function useSaveGrading(classroomId: number) {
  const refresh = useRefreshClassWork(classroomId);
  return useMutation({
    mutationFn: (body: Grading) =>
      callRoute(gradebookRoutes.saveGrading, { params: { id: classroomId }, body }),
    onSuccess: refresh,
  });
}

/** A concept or a parecer of one student in a period. */
export function useSaveEntry(classroomId: number, period: number) {
  const refresh = useRefreshClassWork(classroomId);
  return useMutation({
    mutationFn: ({ studentId, entry }: { studentId: number; entry: GradebookEntryInput }) =>
      callRoute(gradebookRoutes.saveEntry, {
        params: { id: classroomId, studentId, index: period },
        body: entry,
      }),
    onSuccess: refresh,
  });
}

export function useClosePeriod(classroomId: number) {
  const refresh = useRefreshClassWork(classroomId);
  return useMutation({
    mutationFn: ({ period, close }: { period: number; close: boolean }) =>
      callRoute(close ? diaryRoutes.closePeriod : diaryRoutes.reopenPeriod, {
        params: { id: classroomId, index: period },
      }),
    onSuccess: refresh,
  });
}

const fileSafe = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, '-');

export type GradebookExport = 'csv' | 'conselho' | 'boletins';

const exportRoutes = {
  csv: { route: gradebookRoutes.csv, prefix: 'notas', ext: 'csv' },
  conselho: { route: printRoutes.conselho, prefix: 'conselho', ext: 'pdf' },
  boletins: { route: printRoutes.reportCards, prefix: 'boletins', ext: 'pdf' },
} as const;

export function downloadGradebookExport(
  kind: GradebookExport,
  classroomId: number,
  period: number,
  name: string,
) {
  const { route, prefix, ext } = exportRoutes[kind];
  return downloadFile(
    routeUrl(route, { id: classroomId }, { period }),
    `${prefix}-${fileSafe(name)}-${period}.${ext}`,
  );
}
