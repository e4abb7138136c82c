import { z } from 'zod';
import { storedFileSchema } from './content';
import { dbIdParam } from './ids';
import { requiredLine } from './text-fields';

/** A grading grid: each criterion has levels worth points; the chosen levels make the grade (0–10). */
export const MAX_RUBRIC_CRITERIA = 20;
export const MAX_RUBRIC_LEVELS = 6;

export const rubricLevelSchema = z.object({
  label: requiredLine('o nome do nível', 120),
  points: z
    .number({ error: 'Informe os pontos do nível.' })
    .min(0, 'Os pontos vão de 0 a 100.')
    .max(100, 'Os pontos vão de 0 a 100.'),
});

export const rubricCriterionSchema = z.object({
  criterion: requiredLine('o critério', 200),
  levels: z
    .array(rubricLevelSchema)
    .min(2, 'Cada critério precisa de ao menos 2 níveis.')
    .max(MAX_RUBRIC_LEVELS, `No máximo ${MAX_RUBRIC_LEVELS} níveis por critério.`),
});

export const rubricSchema = z
  .array(rubricCriterionSchema)
  .min(1, 'Inclua ao menos um critério ou tire a rubrica.')
  .max(MAX_RUBRIC_CRITERIA, `No máximo ${MAX_RUBRIC_CRITERIA} critérios.`)
  .refine(
    (criteria) => criteria.some((c) => Math.max(...c.levels.map((l) => l.points)) > 0),
    'Algum nível precisa valer mais de 0 pontos.',
  );
export type Rubric = z.infer<typeof rubricSchema>;

/** One chosen level (its index) per criterion; null where none was chosen yet. */
export const rubricLevelsSchema = z
  .array(
    z
      .number()
      .int()
      .min(0)
      .max(MAX_RUBRIC_LEVELS - 1)
      .nullable(),
  )
  .max(MAX_RUBRIC_CRITERIA);

/**
 * The grade the chosen levels give: their points over the best possible, scaled to 0–10 with one
 * decimal; null until every criterion has a level.
 */
export function rubricGrade(rubric: Rubric, levels: readonly (number | null)[]): number | null {
  let got = 0;
  let best = 0;
  for (const [i, criterion] of rubric.entries()) {
    const chosen = levels[i];
    const level = chosen === null || chosen === undefined ? undefined : criterion.levels[chosen];
    if (!level) return null;
    got += level.points;
    best += Math.max(...criterion.levels.map((l) => l.points));
  }
  return best > 0 ? Math.round((got / best) * 100) / 10 : null;
}

/** An earlier hand-in, kept when the student hands in again after a "refaça". */
export const attemptSchema = z.object({
  text: z.string(),
  files: z.array(storedFileSchema),
  submitted_at: z.string(),
  late: z.boolean(),
  grade: z.number().nullable(),
  feedback: z.string(),
  rubric_levels: rubricLevelsSchema.nullable(),
  /** A quiz attempt's points (null for other activities). */
  score: z.number().nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** The private thread between a teacher and one student about one activity. */
export const commentInputSchema = z.object({
  text: z
    .string({ error: 'Escreva o comentário.' })
    .trim()
    .min(1, 'Escreva o comentário.')
    .max(2000, 'No máximo 2000 caracteres.'),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentSchema = z.object({
  id: z.int(),
  author: z.object({
    id: z.int(),
    first_name: z.string(),
    role: z.enum(['teacher', 'student']),
  }),
  text: z.string(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Hand-ins waiting for the teacher, across all her classes, oldest first. */
export const reviewQueueQuerySchema = z.object({ classroom: dbIdParam().optional() });

export const reviewQueueItemSchema = z.object({
  assignment: z.object({ id: z.int(), title: z.string() }),
  classroom: z.object({ id: z.int(), name: z.string() }),
  student: z.object({ id: z.int(), first_name: z.string(), last_name: z.string() }),
  submitted_at: z.string(),
  late: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueSchema = z.object({
  count: z.int(),
  results: z.array(reviewQueueItemSchema),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** "Devolver todas as corrigidas": every graded hand-in not yet returned. */
export const returnGradedSchema = z.object({ returned: z.int() });
