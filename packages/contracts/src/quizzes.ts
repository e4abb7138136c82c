import { z } from 'zod';
import { formatPoints } from './format';
import { dbId } from './ids';
import { questionContentShape, questionTypeSchema } from './question-types';

// ---- Quiz activities: an activity whose hand-in is the answers to questions of the bank ----

export const SHOW_ANSWERS = ['after_submit', 'after_due', 'after_return', 'never'] as const;
export const showAnswersSchema = z.enum(SHOW_ANSWERS, { error: 'Escolha quando o aluno vê as respostas.' });
export type ShowAnswers = z.infer<typeof showAnswersSchema>;
export const SHOW_ANSWERS_LABELS: Record<ShowAnswers, string> = {
  after_submit: 'Logo depois de entregar',
  after_due: 'Depois do prazo',
  after_return: 'Quando eu devolver',
  never: 'Nunca',
};

/** An option's letter on screen and on paper: 0 → "A". */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
/** 1 → "1 ponto", 2.5 → "2,5 pontos". */
export const pointsLabel = (points: number) => `${formatPoints(points)} ${points === 1 ? 'ponto' : 'pontos'}`;

export const MAX_QUIZ_ATTEMPTS = 5;
export const MAX_QUIZ_QUESTIONS = 100;
/** A submission this long after the time limit is still taken: the network is not the student's fault. */
export const QUIZ_GRACE_SECONDS = 60;

export const quizSettingsSchema = z.object({
  shuffle_questions: z.boolean().default(false),
  shuffle_options: z.boolean().default(false),
  attempts: z
    .number({ error: 'Informe quantas tentativas o aluno tem.' })
    .int('Tentativas: um número inteiro.')
    .min(1, `De 1 a ${MAX_QUIZ_ATTEMPTS} tentativas.`)
    .max(MAX_QUIZ_ATTEMPTS, `De 1 a ${MAX_QUIZ_ATTEMPTS} tentativas.`)
    .default(1),
  time_limit_minutes: z
    .number({ error: 'O tempo é um número de minutos.' })
    .int('O tempo é um número inteiro de minutos.')
    .min(1, 'O tempo vai de 1 a 600 minutos.')
    .max(600, 'O tempo vai de 1 a 600 minutos.')
    .nullable()
    .default(null),
  show_answers: showAnswersSchema.default('after_submit'),
});
export type QuizSettingsInput = z.input<typeof quizSettingsSchema>;
export type QuizSettings = z.output<typeof quizSettingsSchema>;

const pointsSchema = z
  .number({ error: 'Os pontos são um número.' })
  .gt(0, 'A questão vale mais que zero pontos.')
  .max(100, 'No máximo 100 pontos por questão.');

/** A question of the bank in a quiz; `points` overrides the question's own. */
export const quizQuestionsInputSchema = z
  .array(z.object({ question: dbId('Questão inválida.'), points: pointsSchema.optional() }))
  .max(MAX_QUIZ_QUESTIONS, `No máximo ${MAX_QUIZ_QUESTIONS} questões.`)
  .refine((list) => new Set(list.map((q) => q.question)).size === list.length, {
    message: 'A mesma questão aparece duas vezes.',
  });
export type QuizQuestionsInput = z.input<typeof quizQuestionsInputSchema>;

/**
 * An answer's value, by question type: an option's index (single choice), indexes (multiple choice), a
 * boolean, a number, a text (short answer, essay), `[[left, right]]` pairs (matching) or the items'
 * indexes in the right order (ordering). A student's indexes are positions as she was shown them.
 */
export const quizValueSchema = z.union([
  z.number(),
  z.boolean(),
  z.string().max(20_000, 'Resposta longa demais.'),
  z.array(z.int().min(0).max(99)).max(100),
  z.array(z.tuple([z.int().min(0).max(99), z.int().min(0).max(99)])).max(100),
]);
export type QuizValue = z.infer<typeof quizValueSchema>;

export const quizAnswerSchema = z.object({
  question: dbId('Questão inválida.'),
  value: quizValueSchema.nullable(),
});
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;
export const quizAnswersSchema = z
  .array(quizAnswerSchema)
  .max(MAX_QUIZ_QUESTIONS)
  .refine((list) => new Set(list.map((a) => a.question)).size === list.length, {
    message: 'A mesma questão foi respondida duas vezes.',
  });

/** A question as it was put in the quiz (later edits in the bank do not change a given quiz). */
export const quizQuestionSchema = z.object({
  question: z.int(),
  ...questionContentShape,
  /**
   * The printed test's order where it differs from the quiz's own (a matching's right column, an
   * ordering's items are scrambled on paper): printed position → index in `pairs` / `items`.
   */
  printed: z.object({
    right: z.array(z.int()).optional(),
    items: z.array(z.int()).optional(),
  }),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** A question as a student sees it: nothing that tells the answer; lists in the order she is shown. */
export const studentQuestionSchema = z.object({
  id: z.int(),
  type: questionTypeSchema,
  statement: z.string(),
  points: z.number(),
  options: z.array(z.object({ text: z.string() })).optional(),
  left: z.array(z.string()).optional(),
  right: z.array(z.string()).optional(),
  items: z.array(z.string()).optional(),
});
export type StudentQuestion = z.infer<typeof studentQuestionSchema>;

/** How one answer was marked. `pending`: an essay the teacher has not graded yet. */
export const questionMarkSchema = z.object({
  question: z.int(),
  correct: z.boolean().nullable(),
  points: z.number().nullable(),
  pending: z.boolean(),
});
export type QuestionMark = z.infer<typeof questionMarkSchema>;

/** The student's quiz: her attempts and clock, her saved progress, and her marks when she may see them. */
export const studentQuizSchema = z.object({
  attempts: z.int(),
  attempts_used: z.int(),
  /** She may answer (again) now. */
  can_attempt: z.boolean(),
  time_limit_minutes: z.int().nullable(),
  started_at: z.string().nullable(),
  /** Answers are taken until then (plus a minute's grace); null without a time limit or attempt running. */
  deadline_at: z.string().nullable(),
  show_answers: showAnswersSchema,
  /** What she had answered when she stopped, and on which question. */
  draft: z.object({ answers: z.array(quizAnswerSchema), position: z.int() }).nullable(),
  /** Her last handed-in answers (positions as she was shown them). */
  answers: z.array(quizAnswerSchema),
  /** Only when `show_answers` allows it. */
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  marks: z.array(questionMarkSchema).nullable(),
  /** The right answers, as she was shown the lists, and explanations: once nothing can change them. */
  solutions: z
    .array(z.object({ question: z.int(), value: quizValueSchema, explanation: z.string() }))
    .nullable(),
});
export type StudentQuiz = z.infer<typeof studentQuizSchema>;

export const quizDraftInputSchema = z.object({
  answers: quizAnswersSchema,
  position: z.int().min(0).max(MAX_QUIZ_QUESTIONS),
});
export type QuizDraftInput = z.infer<typeof quizDraftInputSchema>;

export const paperAnswersInputSchema = z.object({ answers: quizAnswersSchema });
export type PaperAnswersInput = z.infer<typeof paperAnswersInputSchema>;

/** The teacher's marks for essays: 0 up to the question's points. */
export const questionPointsInputSchema = z
  .array(
    z.object({
      question: dbId('Questão inválida.'),
      points: z.number({ error: 'Os pontos são um número.' }).min(0, 'Os pontos não são negativos.'),
    }),
  )
  .max(MAX_QUIZ_QUESTIONS);

/** A student's quiz on the teacher's side: answers in the quiz's own order (not as shuffled for her). */
export const submissionQuizSchema = z.object({
  answers: z.array(quizAnswerSchema),
  marks: z.array(questionMarkSchema),
  pending: z.int(),
  attempts_used: z.int(),
  /** Typed in by the teacher from a paper test. */
  paper: z.boolean(),
});
export type SubmissionQuiz = z.infer<typeof submissionQuizSchema>;

const studentRef = z.object({ id: z.int(), first_name: z.string(), last_name: z.string() });

export const quizResultsSchema = z.object({
  questions: z.array(
    z.object({
      question: z.int(),
      /** Share of the hand-ins that got it fully right (0–1); null when nobody answered or essays wait. */
      correct_rate: z.number().nullable(),
      /** Each value given (in the quiz's own order) and how many gave it, the most frequent first. */
      answers: z.array(z.object({ value: quizValueSchema.nullable(), count: z.int() })),
    }),
  ),
  students: z.array(
    z.object({
      student: studentRef,
      score: z.number().nullable(),
      max_score: z.number(),
      pending: z.int(),
    }),
  ),
});
export type QuizResults = z.infer<typeof quizResultsSchema>;

/** Students × BNCC skills assessed by the class's quizzes. */
export const skillsGridSchema = z.object({
  skills: z.array(
    z.object({
      code: z.string(),
      text: z.string().nullable(),
      /** Mean of the students' rates (0–1) where assessed. */
      average: z.number().nullable(),
      quizzes: z.int(),
    }),
  ),
  rows: z.array(
    z.object({
      student: studentRef,
      /** One per skill, same order; null where the skill was never assessed for her. */
      cells: z.array(z.object({ earned: z.number(), possible: z.number(), rate: z.number() }).nullable()),
    }),
  ),
});
export type SkillsGrid = z.infer<typeof skillsGridSchema>;
