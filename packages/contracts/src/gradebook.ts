import { z } from 'zod';
import type { SchoolCalendar } from './bncc';
import { currentPeriodIndex } from './diary';
import { isoDay } from './format';
import { dbIdParam } from './ids';
import { requiredLine } from './text-fields';

// ---- How a class is graded ----

export const GRADING_SCHEMES = ['numeric', 'concept', 'descriptive'] as const;
export const GRADE_FORMULAS = ['weighted_mean', 'sum'] as const;
export const RECOVERY_RULES = ['none', 'replace_if_higher', 'mean_with_recovery'] as const;

export const GRADING_SCHEME_LABELS: Record<(typeof GRADING_SCHEMES)[number], string> = {
  numeric: 'Nota numérica',
  concept: 'Conceito',
  descriptive: 'Parecer descritivo',
};
export const GRADE_FORMULA_LABELS: Record<(typeof GRADE_FORMULAS)[number], string> = {
  weighted_mean: 'Média ponderada pelos pesos',
  sum: 'Soma: cada atividade vale o seu peso em pontos',
};
export const RECOVERY_RULE_LABELS: Record<(typeof RECOVERY_RULES)[number], string> = {
  none: 'Sem recuperação',
  replace_if_higher: 'A recuperação substitui a média, se for maior',
  mean_with_recovery: 'Média entre a média e a recuperação, se for maior',
};

export const conceptSchema = z.object({
  code: requiredLine('o código do conceito', 8),
  label: requiredLine('o nome do conceito', 60),
  /** The lowest final (in the class's scale) that earns it. */
  min: z.number({ error: 'Informe a nota mínima do conceito.' }).min(0, 'A nota mínima não é negativa.'),
});
export type Concept = z.infer<typeof conceptSchema>;

export const DEFAULT_CONCEPTS: Concept[] = [
  { code: 'A', label: 'Plenamente satisfatório', min: 9 },
  { code: 'B', label: 'Satisfatório', min: 7 },
  { code: 'C', label: 'Regular', min: 5 },
  { code: 'D', label: 'Insatisfatório', min: 0 },
];

const scaleSchema = z.union([z.literal(10), z.literal(100)], {
  error: 'A escala é de 0 a 10 ou de 0 a 100.',
});
const decimalsSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'Use 0, 1 ou 2 casas decimais.',
});

export const gradingSchema = z
  .object({
    scheme: z.enum(GRADING_SCHEMES, { error: 'Escolha nota, conceito ou parecer.' }),
    scale_max: scaleSchema,
    decimals: decimalsSchema,
    passing: z.number({ error: 'Informe a média para aprovação.' }).min(0, 'A média não é negativa.'),
    formula: z.enum(GRADE_FORMULAS, { error: 'Escolha média ponderada ou soma.' }),
    recovery: z.enum(RECOVERY_RULES, { error: 'Escolha a regra da recuperação.' }),
    concepts: z.array(conceptSchema).max(10, 'No máximo 10 conceitos.'),
  })
  .superRefine((g, ctx) => {
    if (g.passing > g.scale_max) {
      ctx.addIssue({ code: 'custom', path: ['passing'], message: `A média vai até ${g.scale_max}.` });
    }
    g.concepts.forEach((c, i) => {
      if (c.min > g.scale_max) {
        ctx.addIssue({ code: 'custom', path: ['concepts', i, 'min'], message: `Vai até ${g.scale_max}.` });
      }
    });
    if (new Set(g.concepts.map((c) => c.code.toUpperCase())).size !== g.concepts.length) {
      ctx.addIssue({ code: 'custom', path: ['concepts'], message: 'Cada conceito tem um código diferente.' });
    }
    if (g.scheme === 'concept' && (g.concepts.length < 2 || !g.concepts.some((c) => c.min === 0))) {
      ctx.addIssue({
        code: 'custom',
        path: ['concepts'],
        message: 'Informe ao menos dois conceitos, um deles a partir de 0.',
      });
    }
  });
export type Grading = z.infer<typeof gradingSchema>;

/** A new class's grading: numeric 0–10, one decimal, 6 to pass; Educação Infantil writes pareceres. */
export function defaultGrading(etapa: string | null): Grading {
  return {
    scheme: etapa === 'educacao-infantil' ? 'descriptive' : 'numeric',
    scale_max: 10,
    decimals: 1,
    passing: 6,
    formula: 'weighted_mean',
    recovery: 'replace_if_higher',
    concepts: DEFAULT_CONCEPTS,
  };
}

// ---- Activities in the gradebook ----

export const ASSIGNMENT_CATEGORIES = [
  'avaliacao',
  'trabalho',
  'atividade',
  'participacao',
  'recuperacao',
] as const;
export const assignmentCategorySchema = z.enum(ASSIGNMENT_CATEGORIES, { error: 'Categoria inválida.' });
export type AssignmentCategory = z.infer<typeof assignmentCategorySchema>;
export const ASSIGNMENT_CATEGORY_LABELS: Record<AssignmentCategory, string> = {
  avaliacao: 'Avaliação',
  trabalho: 'Trabalho',
  atividade: 'Atividade',
  participacao: 'Participação',
  recuperacao: 'Recuperação',
};

export const assignmentWeightSchema = z
  .number({ error: 'O peso é um número maior que zero.' })
  .gt(0, 'O peso é um número maior que zero.')
  .max(100, 'O peso vai até 100.')
  .refine(
    (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-9,
    'Use no máximo duas casas decimais no peso.',
  );

export const periodIndexSchema = z
  .number({ error: 'Escolha o período.' })
  .int('Escolha o período.')
  .min(1, 'Escolha o período.')
  .max(4, 'Escolha o período.');

/** The period an activity counts in: the one chosen, else the one of its due date (or of its creation). */
export function activityPeriodIndex(
  calendar: SchoolCalendar,
  activity: { periodIndex: number | null; dueAt: Date | null; createdAt: Date },
): number | null {
  const chosen = activity.periodIndex;
  if (chosen !== null) return calendar.periods.some((p) => p.index === chosen) ? chosen : null;
  return currentPeriodIndex(calendar, isoDay(0, (activity.dueAt ?? activity.createdAt).getTime()));
}

// ---- The gradebook of a period ----

export const GRADEBOOK_STATUSES = ['aprovado', 'recuperacao', 'sem_nota'] as const;
export const gradebookStatusSchema = z.enum(GRADEBOOK_STATUSES);
export type GradebookStatus = z.infer<typeof gradebookStatusSchema>;
export const GRADEBOOK_STATUS_LABELS: Record<GradebookStatus, string> = {
  aprovado: 'Acima da média',
  recuperacao: 'Abaixo da média',
  sem_nota: 'Sem nota',
};

export const gradebookQuerySchema = z.object({ period: z.coerce.number().int().min(1).max(4).optional() });

const gradebookPeriodSchema = z.object({
  index: z.int(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  closed: z.boolean(),
  closed_at: z.string().nullable(),
});

/** What the period's row says of a student (the marks of a closed period are the boletim's). */
const periodMarksFields = {
  average: z.number().nullable(),
  recovery: z.number().nullable(),
  final: z.number().nullable(),
  concept: z.string().nullable(),
  parecer: z.string().nullable(),
  attendance_rate: z.number().nullable(),
  status: gradebookStatusSchema,
};

export const gradebookSchema = z.object({
  period: gradebookPeriodSchema,
  grading: gradingSchema,
  columns: z.array(
    z.object({
      assignment: z.object({ id: z.int(), title: z.string() }),
      weight: z.number(),
      category: assignmentCategorySchema,
      /** Nobody has a grade yet: the activity does not count. */
      graded: z.boolean(),
      submission_type: z.enum(['none', 'text', 'file', 'quiz']),
    }),
  ),
  results: z.array(
    z.object({
      student: z.object({ id: z.int(), first_name: z.string(), last_name: z.string() }),
      /** Only the activities given to this student; null: no grade yet. */
      grades: z.record(z.string(), z.number().nullable()),
      ...periodMarksFields,
      /** Counted activities without her grade: left out while open, zero once the period is closed. */
      missing: z.int(),
      absences: z.int(),
      adjustment_note: z.string().nullable(),
    }),
  ),
});
export type Gradebook = z.infer<typeof gradebookSchema>;
export type GradebookRow = Gradebook['results'][number];

export const gradebookEntryParamSchema = z.object({
  id: dbIdParam(),
  studentId: dbIdParam(),
  index: z.coerce.number().int().min(1).max(4),
});
export const gradebookEntryInputSchema = z.object({
  concept: z.string().trim().max(8).nullable().optional(),
  parecer: z
    .string()
    .trim()
    .max(5000, 'O parecer pode ter no máximo 5.000 caracteres.')
    .nullable()
    .optional(),
  adjustment_note: z
    .string()
    .trim()
    .max(1000, 'A observação pode ter no máximo 1.000 caracteres.')
    .nullable()
    .optional(),
});
export type GradebookEntryInput = z.infer<typeof gradebookEntryInputSchema>;
export const gradebookEntrySchema = z.object({
  student: z.int(),
  period_index: z.int(),
  concept: z.string().nullable(),
  parecer: z.string().nullable(),
  adjustment_note: z.string().nullable(),
});

// ---- The student's boletim ----

export const studentReportCardSchema = z.object({
  results: z.array(
    z.object({
      classroom: z.object({ id: z.int(), name: z.string() }),
      scheme: z.enum(GRADING_SCHEMES),
      scale_max: z.int(),
      decimals: z.int(),
      /** Closed periods only: what the school received. */
      periods: z.array(z.object({ index: z.int(), name: z.string(), ...periodMarksFields })),
    }),
  ),
});
export type StudentReportCard = z.infer<typeof studentReportCardSchema>;
