import {
  classroomRoutes,
  teacherClassroomSchema,
  diaryRoutes,
  printRoutes,
  routeUrl,
  type ClassSchedule,
  type DiaryRecordInput,
} from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { todayClassesKey } from './homes';
import { downloadFile } from '@/lib/download';

export const diaryKeys = {
  all: (classroomId: number) => ['diary', classroomId] as const,
  schedule: (classroomId: number) => ['diary', classroomId, 'schedule'] as const,
  days: (classroomId: number, from: string, to: string) => ['diary', classroomId, 'days', from, to] as const,
  record: (classroomId: number, date: string) => ['diary', classroomId, 'record', date] as const,
  attendance: (classroomId: number, period: number | null) =>
    ['diary', classroomId, 'attendance', period] as const,
};

/** The class's name for the roll call's heading (the teacher's view of the class). */
export function useClassroomName(classroomId: number) {
  return useQuery({
    queryKey: ['classrooms', 'detail', classroomId],
    queryFn: ({ signal }) =>
      callRoute(classroomRoutes.detail, {
        params: { id: classroomId },
        schema: teacherClassroomSchema,
        signal,
      }),
    select: (classroom) => classroom.name,
  });
}

export function useSchedule(classroomId: number) {
  return useQuery({
    queryKey: diaryKeys.schedule(classroomId),
    queryFn: ({ signal }) => callRoute(diaryRoutes.schedule, { params: { id: classroomId }, signal }),
  });
}

/** Saving the schedule changes every list of class days: the whole diary of the class is refetched. */
export function useSaveSchedule(classroomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassSchedule) =>
      callRoute(diaryRoutes.saveSchedule, { params: { id: classroomId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: diaryKeys.all(classroomId) });
      await queryClient.invalidateQueries({ queryKey: todayClassesKey });
    },
  });
}

export function useDiaryDays(classroomId: number, from: string, to: string) {
  return useQuery({
    queryKey: diaryKeys.days(classroomId, from, to),
    queryFn: ({ signal }) =>
      callRoute(diaryRoutes.days, { params: { id: classroomId }, query: { from, to }, signal }),
  });
}

export function useDiaryRecord(classroomId: number, date: string) {
  return useQuery({
    queryKey: diaryKeys.record(classroomId, date),
    queryFn: ({ signal }) => callRoute(diaryRoutes.record, { params: { id: classroomId, date }, signal }),
  });
}

export function useSaveRecord(classroomId: number, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiaryRecordInput) =>
      callRoute(diaryRoutes.saveRecord, { params: { id: classroomId, date }, body }),
    onSuccess: async (record) => {
      queryClient.setQueryData(diaryKeys.record(classroomId, date), record);
      await queryClient.invalidateQueries({ queryKey: diaryKeys.all(classroomId) });
      await queryClient.invalidateQueries({ queryKey: todayClassesKey });
    },
  });
}

export function useAttendance(classroomId: number, period: number | null) {
  return useQuery({
    queryKey: diaryKeys.attendance(classroomId, period),
    queryFn: ({ signal }) =>
      callRoute(diaryRoutes.attendance, {
        params: { id: classroomId },
        query: { period: period ?? undefined },
        signal,
      }),
  });
}

const fileSafe = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, '-');

export const downloadDiaryCsv = (classroomId: number, period: number, name: string) =>
  downloadFile(
    routeUrl(diaryRoutes.csv, { id: classroomId }, { period }),
    `diario-${fileSafe(name)}-${period}.csv`,
  );

export const downloadDiaryPdf = (classroomId: number, period: number, name: string) =>
  downloadFile(
    routeUrl(printRoutes.diary, { id: classroomId }, { period }),
    `diario-${fileSafe(name)}-${period}.pdf`,
  );
