import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from './errors';
import { dbId } from './ids';
import { anoSchema, bnccCodeSchema, componenteSchema, etapaSchema } from './content-taxonomy';
import { skillStatusSchema } from './bncc-coverage';
import { requiredLine } from './text-fields';

/** Credit the BNCC data set's licence (CC BY 4.0) asks for wherever the product shows it. */
export const BNCC_DATA_CREDIT = {
  text: 'Dados da BNCC: bncc.dev (mantido pela Profy), licença CC BY 4.0.',
  source: 'bncc.dev (mantido pela Profy)',
  url: 'https://github.com/bncc-dev/bncc-dados',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/deed.pt-br',
} as const;

/** The 400 an unknown (well-formed) code answers, wherever a BNCC code is written. */
export const bnccCodeNotFoundMessage = (code: string) => `Código BNCC não encontrado: ${code}.`;

const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const bnccSkillQuerySchema = paginationQuerySchema.extend({
  etapa: optionalParam(etapaSchema),
  ano: optionalParam(anoSchema),
  componente: optionalParam(componenteSchema),
  unidade_tematica: optionalParam(z.string().trim().max(200, 'Unidade temática longa demais.')),
  search: optionalParam(z.string().trim().max(200, 'Busca longa demais.')),
});
export type BnccSkillQuery = z.infer<typeof bnccSkillQuerySchema>;

export const bnccSkillSchema = z.object({
  code: z.string(),
  text: z.string(),
  etapa: z.string(),
  anos: z.array(z.string()),
  componente: z.string().nullable(),
  unidade_tematica: z.string().nullable(),
  objetos_conhecimento: z.array(z.string()),
});
export type BnccSkill = z.infer<typeof bnccSkillSchema>;
export const bnccSkillPageSchema = paginatedSchema(bnccSkillSchema);

export const bnccSkillDetailSchema = bnccSkillSchema.extend({
  /** Published catalogue lessons and the caller's own that work the skill. */
  lessons: z.array(
    z.object({
      id: z.int(),
      title: z.string(),
      lesson_plan: z.object({ id: z.int(), title: z.string() }),
    }),
  ),
});
export type BnccSkillDetail = z.infer<typeof bnccSkillDetailSchema>;
export const bnccCodeParamSchema = z.object({ code: z.string().trim().toUpperCase().max(20) });

/** Unidades temáticas of an ano × componente, for the browser's filter. */
export const bnccUnidadesQuerySchema = z.object({
  ano: optionalParam(anoSchema),
  componente: optionalParam(componenteSchema),
});
export const bnccUnidadesSchema = z.object({ results: z.array(z.string()) });

// ---- The school calendar of a class ----

export const PERIOD_KINDS = [
  { value: 'bimestre', label: 'Bimestres', count: 4 },
  { value: 'trimestre', label: 'Trimestres', count: 3 },
  { value: 'semestre', label: 'Semestres', count: 2 },
] as const;
export const periodKindSchema = z.enum(['bimestre', 'trimestre', 'semestre'], {
  error: 'Escolha bimestres, trimestres ou semestres.',
});
export type PeriodKind = z.infer<typeof periodKindSchema>;
export const periodCount = (kind: PeriodKind) => PERIOD_KINDS.find((k) => k.value === kind)!.count;
/** "1º bimestre", "3º trimestre". */
export const periodName = (kind: PeriodKind, index: number) => `${index}º ${kind}`;

export const NON_SCHOOL_DAY_KINDS = [
  { value: 'feriado', label: 'Feriado' },
  { value: 'recesso', label: 'Recesso' },
  { value: 'outro', label: 'Outro' },
] as const;
export const nonSchoolDayKindSchema = z.enum(['feriado', 'recesso', 'outro'], {
  error: 'Escolha feriado, recesso ou outro.',
});

/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDateSchema = z
  .string({ error: 'Informe a data.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (use AAAA-MM-DD).')
  .refine((value) => {
    const date = new Date(`${value}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Data inválida.');

export const calendarPeriodSchema = z.object({
  index: z.int(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
});
export const nonSchoolDaySchema = z.object({
  date: z.string(),
  name: z.string(),
  kind: nonSchoolDayKindSchema,
});
export const calendarSchema = z.object({
  period_kind: periodKindSchema,
  periods: z.array(calendarPeriodSchema),
  non_school_days: z.array(nonSchoolDaySchema),
});
export type SchoolCalendar = z.infer<typeof calendarSchema>;

export const calendarEditSchema = z.object({
  period_kind: periodKindSchema,
  periods: z
    .array(
      z.object({
        index: z.int().min(1).max(4),
        name: requiredLine('o nome do período', 40).optional(),
        start: isoDateSchema,
        end: isoDateSchema,
      }),
    )
    .min(2, 'Informe os períodos.')
    .max(4, 'No máximo 4 períodos.'),
  non_school_days: z
    .array(
      z.object({
        date: isoDateSchema,
        name: requiredLine('o nome do dia', 80),
        kind: nonSchoolDayKindSchema,
      }),
    )
    .max(200, 'No máximo 200 dias sem aula.'),
});
export type CalendarEdit = z.infer<typeof calendarEditSchema>;
export const calendarCopySchema = z.object({ copy_from: dbId('Escolha a turma de onde copiar.') });
export const calendarInputSchema = z.union([calendarCopySchema, calendarEditSchema], {
  error: 'Envie o calendário ou a turma de onde copiá-lo.',
});
export type CalendarInput = z.infer<typeof calendarInputSchema>;

// ---- The annual plan ----

export const planInputSchema = z.object({
  periods: z
    .array(
      z.object({
        index: z.int().min(1, 'Período inválido.').max(4, 'Período inválido.'),
        skills: z.array(bnccCodeSchema).max(200, 'No máximo 200 habilidades por período.').default([]),
        lessons: z.array(dbId()).max(200, 'No máximo 200 aulas por período.').default([]),
        notes: z
          .string()
          .trim()
          .max(5000, 'As observações podem ter no máximo 5.000 caracteres.')
          .default(''),
      }),
    )
    .max(4, 'No máximo 4 períodos.'),
});
export type PlanInput = z.input<typeof planInputSchema>;

const activityRefSchema = z.object({ id: z.int(), title: z.string() });
export const planSkillSchema = z.object({
  code: z.string(),
  text: z.string(),
  /** "taught": an activity of the class used a lesson that works it. */
  status: skillStatusSchema,
  activities: z.array(activityRefSchema),
});
export const planLessonSchema = z.object({
  id: z.int(),
  title: z.string(),
  bncc_codes: z.array(z.string()),
  lesson_plan: z.object({ id: z.int(), title: z.string() }),
});
export const classroomPlanSchema = z.object({
  periods: z.array(
    z.object({
      index: z.int(),
      name: z.string(),
      start: z.string(),
      end: z.string(),
      /** Codes and lesson ids, as PUT takes them. */
      skills: z.array(z.string()),
      lessons: z.array(z.int()),
      notes: z.string(),
      /** The same skills with their text, status and the activities that worked them. */
      skill_details: z.array(planSkillSchema),
      lesson_details: z.array(planLessonSchema),
    }),
  ),
});
export type ClassroomPlan = z.infer<typeof classroomPlanSchema>;

const DEFAULT_RANGES: Record<PeriodKind, [string, string][]> = {
  bimestre: [
    ['02-02', '04-17'],
    ['04-20', '07-03'],
    ['07-20', '09-30'],
    ['10-01', '12-15'],
  ],
  trimestre: [
    ['02-02', '05-22'],
    ['06-01', '09-11'],
    ['09-14', '12-15'],
  ],
  semestre: [
    ['02-02', '07-03'],
    ['07-20', '12-15'],
  ],
};

const shiftToWeekday = (iso: string, step: 1 | -1) => {
  const date = new Date(`${iso}T12:00:00Z`);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + step);
  return date.toISOString().slice(0, 10);
};

/**
 * The periods a class of `year` starts with: early February to mid December, each starting on a
 * weekday and ending on one, with the July recess between the first and second halves.
 */
export function defaultPeriods(year: number, kind: PeriodKind) {
  return DEFAULT_RANGES[kind].map(([start, end], i) => ({
    index: i + 1,
    name: periodName(kind, i + 1),
    start: shiftToWeekday(`${year}-${start}`, 1),
    end: shiftToWeekday(`${year}-${end}`, -1),
  }));
}
