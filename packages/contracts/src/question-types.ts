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
