import { z } from 'zod';
import { lessonPlanSchema } from './content';

/** Who a printout is for: the teacher's plan, or the pupil's sheet ("Folha do aluno"). */
export const printVersionSchema = z.enum(['teacher', 'student'], {
  error: 'Escolha a versão do professor (teacher) ou do aluno (student).',
});
export type PrintVersion = z.infer<typeof printVersionSchema>;

export const printQuerySchema = z.object({ version: printVersionSchema.default('teacher') });

/**
 * An activity prints, by default, as the sheet handed to the pupils. A quiz also prints as the test
 * (`test`, the same as `student`), one answer sheet per student with bubbles (`answer_sheet`) and the
 * teacher's key (`answer_key`, the same as `teacher`).
 */
export const ASSIGNMENT_PRINT_VERSIONS = [
  'student',
  'teacher',
  'test',
  'answer_sheet',
  'answer_key',
] as const;
export const assignmentPrintVersionSchema = z.enum(ASSIGNMENT_PRINT_VERSIONS, {
  error:
    'Escolha a folha do aluno (student), a versão do professor (teacher), a prova (test), a folha de respostas (answer_sheet) ou o gabarito (answer_key).',
});
export type AssignmentPrintVersion = z.infer<typeof assignmentPrintVersionSchema>;
export const assignmentPrintQuerySchema = z.object({
  version: assignmentPrintVersionSchema.default('student'),
});

/** A link a teacher sends a colleague so she can copy one of her own plans. */
export const planShareSchema = z.object({
  token: z.string(),
  lessonplan: z.int(),
  /** The page the colleague opens (the SPA route, not the API). */
  url: z.string(),
  created_at: z.string(),
});
export type PlanShare = z.infer<typeof planShareSchema>;

/** What a colleague sees before copying: the plan and who shared it. */
export const sharedPlanSchema = z.object({
  lessonplan: lessonPlanSchema,
  shared_by: z.string(),
  lesson_titles: z.array(z.string()),
});
export type SharedPlan = z.infer<typeof sharedPlanSchema>;

export const shareTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Link inválido.'),
});
