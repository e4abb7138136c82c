import { z } from 'zod';
import { isoDateSchema, type SchoolCalendar } from './bncc';
import { bnccCodeSchema } from './content-taxonomy';
import { diaryDayStatusSchema, rateFields } from './diary-homes';
import { dbId, dbIdParam } from './ids';

/** Weekdays a class can meet on: 1 = segunda … 6 = sábado (ISO numbering, Sunday never). */
export const WEEKDAYS = [
  { value: 1, label: 'Segunda-feira', short: 'Seg' },
  { value: 2, label: 'Terça-feira', short: 'Ter' },
  { value: 3, label: 'Quarta-feira', short: 'Qua' },
  { value: 4, label: 'Quinta-feira', short: 'Qui' },
  { value: 5, label: 'Sexta-feira', short: 'Sex' },
  { value: 6, label: 'Sábado', short: 'Sáb' },
] as const;
export const MAX_AULAS_PER_DAY = 8;
/** The LDB's minimum attendance (art. 24, VI). */
export const MIN_ATTENDANCE_RATE = 0.75;
export const PERIOD_CLOSED_MESSAGE = 'Bimestre fechado: reabra para alterar.';

const aulasSchema = (what: string) =>
  z
    .number({ error: `Informe quantas aulas ${what}.` })
    .int('O número de aulas é inteiro.')
    .min(1, 'No mínimo 1 aula.')
    .max(MAX_AULAS_PER_DAY, `No máximo ${MAX_AULAS_PER_DAY} aulas por dia.`);

// ---- Schedule: the weekdays the class meets ----
export const scheduleSchema = z.object({
  weekdays: z
    .array(
      z.object({
        weekday: z
          .number({ error: 'Escolha o dia da semana.' })
          .int()
          .min(1, 'Escolha um dia de segunda a sábado.')
          .max(6, 'Escolha um dia de segunda a sábado.'),
        aulas: aulasSchema('a turma tem nesse dia'),
      }),
    )
    .max(6, 'No máximo seis dias por semana.')
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, {
      message: 'Cada dia da semana aparece uma vez só.',
    }),
});
export type ClassSchedule = z.infer<typeof scheduleSchema>;

// ---- The diary: one entry per class day ----

export const diaryRangeQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'O início vem antes do fim.', path: ['to'] });

export const diaryDaySchema = z.object({
  date: z.string(),
  aulas: z.int(),
  status: diaryDayStatusSchema,
  non_school_reason: z.string().nullable(),
  period_index: z.int(),
  /** A day after today: listed, not recordable yet. */
  future: z.boolean(),
  absences: z.int(),
});
export const diaryDaysSchema = z.object({
  from: z.string(),
  to: z.string(),
  results: z.array(diaryDaySchema),
});
export type DiaryDay = z.infer<typeof diaryDaySchema>;

export const diaryDateParamSchema = z.object({ id: dbIdParam(), date: isoDateSchema });

export const absenceInputSchema = z.object({
  student: dbId('Escolha o aluno.'),
  /** Omitted: every aula of the day. */
  aulas: aulasSchema('o aluno faltou').optional(),
  justified: z.boolean().default(false),
  reason: z.string().trim().max(300, 'No máximo 300 caracteres.').default(''),
});

export const diaryRecordInputSchema = z.object({
  aulas: aulasSchema('foram dadas'),
  absences: z
    .array(absenceInputSchema)
    .max(200)
    .refine((a) => new Set(a.map((x) => x.student)).size === a.length, {
      message: 'Cada aluno aparece uma vez só nas faltas.',
    })
    .default([]),
  content: z.string().trim().max(5000, 'No máximo 5.000 caracteres.').optional(),
  skills: z.array(bnccCodeSchema).max(50, 'No máximo 50 habilidades por dia.').optional(),
  lessons: z.array(dbId()).max(50, 'No máximo 50 aulas do catálogo por dia.').optional(),
  /**
   * The `updated_at` of the record this roll call was made on (null: nothing saved yet). Sent by a
   * roll call made without signal: if the day was saved since (on another device), 409
   * `roll_call_changed` instead of overwriting it. Omitted: the last save wins, as before.
   */
  expected_updated_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type DiaryRecordInput = z.input<typeof diaryRecordInputSchema>;

export const diaryRecordSchema = z.object({
  date: z.string(),
  period_index: z.int(),
  /** False: nothing saved yet; content, skills and lessons are the suggestion for the day. */
  recorded: z.boolean(),
  aulas: z.int(),
  absences: z.array(
    z.object({
      student: z.int(),
      aulas: z.int(),
      justified: z.boolean(),
      reason: z.string(),
    }),
  ),
  content: z.string(),
  skills: z.array(z.object({ code: z.string(), text: z.string() })),
  lessons: z.array(z.object({ id: z.int(), title: z.string() })),
  /** The class's students, in roll-call order: those not in `absences` are present. */
  students: z.array(z.object({ id: z.int(), first_name: z.string(), last_name: z.string() })),
  /** The class's activities of that day, where the suggestion came from. */
  activities: z.array(z.object({ id: z.int(), title: z.string() })),
  updated_at: z.string().nullable(),
});
export type DiaryRecord = z.infer<typeof diaryRecordSchema>;

// ---- Attendance ----
export const attendanceQuerySchema = z.object({ period: z.coerce.number().int().min(1).max(4).optional() });

export const attendanceSchema = z.object({
  period_index: z.int().nullable(),
  aulas_given: z.int(),
  results: z.array(
    z.object({
      student: z.object({ id: z.int(), first_name: z.string(), last_name: z.string() }),
      ...rateFields,
    }),
  ),
});
export type Attendance = z.infer<typeof attendanceSchema>;

export const diaryExportQuerySchema = z.object({ period: z.coerce.number().int().min(1).max(4).optional() });

// ---- Closing a period (the gradebook closes it; the diary refuses changes inside it) ----
export const periodParamSchema = z.object({ id: dbIdParam(), index: z.coerce.number().int().min(1).max(4) });
export const periodClosureSchema = z.object({
  index: z.int(),
  name: z.string(),
  closed: z.boolean(),
  closed_at: z.string().nullable(),
});

/** 1 = segunda … 7 = domingo, as the schedule numbers a calendar day (YYYY-MM-DD). */
export const weekdayOf = (day: string) => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The period a day falls in, or the last one begun before it (the first before the year starts). */
export function currentPeriodIndex(calendar: SchoolCalendar, today: string): number {
  const begun = calendar.periods.filter((p) => p.start <= today);
  return (begun.at(-1) ?? calendar.periods[0])?.index ?? 1;
}

/** The attendance rate the law counts: justified absences are absences too. */
export function attendanceRate(aulasGiven: number, absences: number): number | null {
  if (aulasGiven <= 0) return null;
  return Math.round(((aulasGiven - absences) / aulasGiven) * 100) / 100;
}
