import { z } from 'zod';

// Apart from questions.ts: a student's activity names its questions' types, and her screens should
// not load the bank's schemas for that.
export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'numeric',
  'short_text',
  'matching',
  'ordering',
  'essay',
] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES, { error: 'Tipo de questão inválido.' });
export type QuestionType = z.infer<typeof questionTypeSchema>;

/** A question as a teacher reads it, answer included: in the bank and in each quiz's own copy. */
export const questionContentShape = {
  type: questionTypeSchema,
  statement: z.string(),
  skills: z.array(z.string()),
  points: z.number(),
  explanation: z.string(),
  options: z.array(z.object({ text: z.string(), correct: z.boolean() })).optional(),
  answer: z.union([z.boolean(), z.number()]).optional(),
  tolerance: z.number().optional(),
  accepted: z.array(z.string()).optional(),
  pairs: z.array(z.object({ left: z.string(), right: z.string() })).optional(),
  items: z.array(z.string()).optional(),
};
