import { z } from 'zod';
import { defineRoute, withErrors } from './route';

export const diaryDayStatusSchema = z.enum(['pending', 'recorded', 'no_school']);
export type DiaryDayStatus = z.infer<typeof diaryDayStatusSchema>;

/** A student's attendance in a class: absences in aulas, the rate the law counts, under 75% or not. */
export const rateFields = {
  absences: z.int(),
  justified: z.int(),
  /** 0–1 with two decimals; null before the first recorded day. */
  attendance_rate: z.number().nullable(),
  below_75: z.boolean(),
};

export const studentAttendanceSchema = z.object({
  results: z.array(
    z.object({
      classroom: z.object({ id: z.int(), name: z.string() }),
      aulas_given: z.int(),
      ...rateFields,
    }),
  ),
});
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;

/** The teacher's classes that meet today, for the roll call from her home. */
export const todayClassesSchema = z.object({
  date: z.string(),
  results: z.array(
    z.object({
      classroom: z.object({ id: z.int(), name: z.string() }),
      aulas: z.int(),
      status: diaryDayStatusSchema,
      non_school_reason: z.string().nullable(),
    }),
  ),
});
export type TodayClasses = z.infer<typeof todayClassesSchema>;

/**
 * What the homes show of the diary, apart from its routes: "Chamada de hoje" on the teacher's and
 * "Minha frequência" on the student's, without the schemas of the whole diary.
 */
export const diaryHomeRoutes = withErrors([401, 403], {
  today: defineRoute({
    method: 'GET',
    path: '/api/content/diary/today/',
    summary: 'As turmas da professora que têm aula hoje, com a situação da chamada',
    responses: { 200: todayClassesSchema },
  }),
  studentAttendance: defineRoute({
    method: 'GET',
    path: '/api/student/attendance/',
    summary: 'A frequência do aluno em cada turma',
    responses: { 200: studentAttendanceSchema },
  }),
});
