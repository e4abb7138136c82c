import { z } from 'zod';
import { bnccCodeSchema } from './content-taxonomy';
import { paginatedSchema, paginationQuerySchema } from './errors';
import { questionContentShape, questionTypeSchema, type QuestionType } from './question-types';
import { requiredLine } from './text-fields';

// ---- The question bank: each teacher's own questions and the staff's catalogue ----

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single_choice: 'Múltipla escolha (uma correta)',
  multiple_choice: 'Múltipla escolha (várias corretas)',
  true_false: 'Verdadeiro ou falso',
  numeric: 'Resposta numérica',
  short_text: 'Resposta curta',
  matching: 'Associação',
  ordering: 'Ordenação',
  essay: 'Dissertativa',
};

const MAX_CHOICES = 10;
const line = (label: string) => requiredLine(label, 500);

const optionSchema = z.object({ text: line('o texto da alternativa'), correct: z.boolean().default(false) });
const options = z
  .array(optionSchema)
  .min(2, 'Informe ao menos duas alternativas.')
  .max(MAX_CHOICES, `No máximo ${MAX_CHOICES} alternativas.`);

const common = {
  statement: z
    .string({ error: 'Escreva o enunciado.' })
    .trim()
    .min(1, 'Escreva o enunciado.')
    .max(20_000, 'O enunciado pode ter no máximo 20.000 caracteres.'),
  skills: z
    .array(bnccCodeSchema)
    .max(10, 'No máximo 10 habilidades por questão.')
    .transform((codes) => [...new Set(codes)])
    .default([]),
  points: z
    .number({ error: 'Informe quantos pontos vale a questão.' })
    .gt(0, 'A questão vale mais que zero pontos.')
    .max(100, 'No máximo 100 pontos por questão.'),
  explanation: z.string().trim().max(5000, 'A explicação pode ter no máximo 5.000 caracteres.').default(''),
};

/** One shape per type: a field another type uses is refused, so a question never carries two answers. */
export const questionInputSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('single_choice'),
      ...common,
      options: options.refine((list) => list.filter((o) => o.correct).length === 1, {
        message: 'Marque exatamente uma alternativa correta.',
      }),
    }),
    z.strictObject({
      type: z.literal('multiple_choice'),
      ...common,
      options: options.refine((list) => list.some((o) => o.correct), {
        message: 'Marque ao menos uma alternativa correta.',
      }),
    }),
    z.strictObject({
      type: z.literal('true_false'),
      ...common,
      answer: z.boolean({ error: 'Diga se a afirmação é verdadeira ou falsa.' }),
    }),
    z.strictObject({
      type: z.literal('numeric'),
      ...common,
      answer: z.number({ error: 'Informe a resposta numérica.' }),
      tolerance: z
        .number({ error: 'A tolerância é um número.' })
        .min(0, 'A tolerância não é negativa.')
        .default(0),
    }),
    z.strictObject({
      type: z.literal('short_text'),
      ...common,
      accepted: z
        .array(line('a resposta aceita'))
        .min(1, 'Informe ao menos uma resposta aceita.')
        .max(20, 'No máximo 20 respostas aceitas.'),
    }),
    z.strictObject({
      type: z.literal('matching'),
      ...common,
      pairs: z
        .array(z.object({ left: line('o item da esquerda'), right: line('o item da direita') }))
        .min(2, 'Informe ao menos dois pares.')
        .max(MAX_CHOICES, `No máximo ${MAX_CHOICES} pares.`),
    }),
    z.strictObject({
      type: z.literal('ordering'),
      ...common,
      items: z
        .array(line('o item'))
        .min(2, 'Informe ao menos dois itens.')
        .max(MAX_CHOICES, `No máximo ${MAX_CHOICES} itens.`),
    }),
    z.strictObject({ type: z.literal('essay'), ...common }),
  ],
  { error: 'Escolha o tipo da questão.' },
);
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionData = z.output<typeof questionInputSchema>;

/** A question as its author sees it: everything, the answer included. */
export const questionSchema = z.object({
  id: z.int(),
  ...questionContentShape,
  /** A staff question of the catalogue, readable by every teacher, editable only by staff. */
  catalogue: z.boolean(),
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionListQuerySchema = paginationQuerySchema.extend({
  skill: bnccCodeSchema.optional(),
  type: questionTypeSchema.optional(),
  search: z.string().trim().max(200).optional(),
});
export const questionPageSchema = paginatedSchema(questionSchema);
