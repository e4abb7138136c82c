import { z } from 'zod';

/** Apart from bncc.ts: a class's activity list carries its coverage, and every student screen loads that. */
/** `assessed`: a quiz of the class assessed it (which implies it was taught). */
export const SKILL_STATUSES = ['not_started', 'taught', 'assessed'] as const;
export const skillStatusSchema = z.enum(SKILL_STATUSES);
export type SkillStatus = z.infer<typeof skillStatusSchema>;

/** Coverage of the class's ano × componentes ("o que falta trabalhar"). */
export const coverageSkillSchema = z.object({
  code: z.string(),
  text: z.string(),
  componente: z.string().nullable(),
  unidade_tematica: z.string().nullable(),
  planned_period: z.int().nullable(),
  status: skillStatusSchema,
});
export const coverageSummarySchema = z.object({
  total: z.int(),
  planned: z.int(),
  taught: z.int(),
  assessed: z.int(),
});
