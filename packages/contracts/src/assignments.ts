import { z } from 'zod';
import { coverageSkillSchema, coverageSummarySchema } from './bncc-coverage';
import { storedFileSchema } from './content';
import { videoEmbedUrl } from './content-video';
import { assignmentCategorySchema, assignmentWeightSchema, periodIndexSchema } from './gradebook';
import { attemptSchema, rubricLevelsSchema, rubricSchema } from './correction';
import { dbId, dbIdParam, pageParam } from './ids';
import {
  questionPointsInputSchema,
  quizAnswersSchema,
  quizQuestionSchema,
  quizQuestionsInputSchema,
  quizSettingsSchema,
  studentQuestionSchema,
  studentQuizSchema,
  submissionQuizSchema,
} from './quizzes';
import { requiredLine } from './text-fields';

const required = (label: string) => `Informe ${label}.`;
const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}: use data e hora no formato ISO.` }).nullable();
const richText = (max: number) => z.string().max(max, 'Texto longo demais.');

export const SUBMISSION_TYPES = ['none', 'text', 'file', 'quiz'] as const;
export const submissionTypeSchema = z.enum(SUBMISSION_TYPES, { error: 'Tipo de entrega inválido.' });
export type SubmissionType = z.infer<typeof submissionTypeSchema>;

export const SUBMISSION_STATUSES = ['assigned', 'opened', 'submitted', 'late', 'returned'] as const;
export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

/** Student files for a hand-in: images or PDF, smaller than lesson attachments (phone photos). */
export const MAX_SUBMISSION_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_SUBMISSION_FILES = 10;

/** What an activity carries for its students: the teacher's files (PDF or images) and links. */
export const MAX_ASSIGNMENT_ATTACHMENTS = 10;
export const MAX_ASSIGNMENT_LINKS = 10;

const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

export const assignmentLinkInputSchema = z.object({
  url: z
    .string({ error: 'Informe o endereço do link.' })
    .trim()
    .min(1, 'Informe o endereço do link.')
    .max(2000, 'Link longo demais.')
    .regex(HTTP_URL, 'Use um link que comece com http:// ou https://.'),
  title: z.string().trim().max(200, 'No máximo 200 caracteres.').optional(),
});
export type AssignmentLinkInput = z.input<typeof assignmentLinkInputSchema>;

/** A link as students see it: `embed_url` set for YouTube and Vimeo (shown as a player). */
export const assignmentLinkSchema = z.object({
  url: z.string(),
  title: z.string(),
  embed_url: z.string().nullable(),
});
export type AssignmentLink = z.infer<typeof assignmentLinkSchema>;

/** The stored link with what the screens need: the player address of a video. */
export function presentAssignmentLink(link: { url: string; title: string }): AssignmentLink {
  return { url: link.url, title: link.title, embed_url: videoEmbedUrl(link.url) };
}

const assignmentFields = {
  lesson: dbId().nullable(),
  title: requiredLine('o título', 200),
  instructions: richText(50_000),
  due_at: dateTime('Prazo'),
  /** null: the whole class, including students who join later. */
  students: z
    .array(dbId())
    .min(1, 'Escolha ao menos um aluno ou passe para toda a turma.')
    .max(500)
    .transform((ids) => [...new Set(ids)])
    .nullable(),
  submission_type: submissionTypeSchema,
  publish_at: dateTime('Publicação'),
  /** Ids from the teacher's upload route (PDF or images). */
  attachments: z
    .array(z.uuid('Arquivo inválido.'))
    .max(MAX_ASSIGNMENT_ATTACHMENTS, `No máximo ${MAX_ASSIGNMENT_ATTACHMENTS} arquivos.`)
    .transform((ids) => [...new Set(ids)]),
  links: z
    .array(assignmentLinkInputSchema)
    .max(MAX_ASSIGNMENT_LINKS, `No máximo ${MAX_ASSIGNMENT_LINKS} links.`),
  /** A draft is not shown to students until published (false). */
  draft: z.boolean(),
  /** Optional grading grid (null: none). */
  rubric: rubricSchema.nullable(),
  /** The class calendar's period it is graded in; null: the period of its due date (or of its creation). */
  period: periodIndexSchema.nullable(),
  /** Weight in the period's mean (or its points, when the class sums). */
  weight: assignmentWeightSchema,
  category: assignmentCategorySchema,
  /** A quiz's questions, from the bank (only for `submission_type: "quiz"`). */
  questions: quizQuestionsInputSchema,
  /** A quiz's settings (null: the defaults; only for quizzes). */
  quiz: quizSettingsSchema.nullable(),
};

export const assignmentInputSchema = z.object({
  ...assignmentFields,
  lesson: assignmentFields.lesson.default(null),
  instructions: assignmentFields.instructions.default(''),
  due_at: assignmentFields.due_at.default(null),
  students: assignmentFields.students.default(null),
  submission_type: assignmentFields.submission_type.default('text'),
  publish_at: assignmentFields.publish_at.default(null),
  attachments: assignmentFields.attachments.default([]),
  links: assignmentFields.links.default([]),
  draft: assignmentFields.draft.default(false),
  rubric: assignmentFields.rubric.default(null),
  period: assignmentFields.period.default(null),
  weight: assignmentFields.weight.default(1),
  category: assignmentFields.category.default('atividade'),
  questions: assignmentFields.questions.default([]),
  quiz: assignmentFields.quiz.default(null),
});
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

/** Only what is sent changes (no defaults here: a missing field must not reset the activity). */
export const assignmentPatchSchema = z.object(assignmentFields).partial();
export type AssignmentPatch = z.input<typeof assignmentPatchSchema>;

const lessonRefSchema = z.object({
  id: z.int(),
  title: z.string(),
  lesson_plan: z.object({ id: z.int(), title: z.string() }),
});

export const assignmentSchema = z.object({
  id: z.int(),
  classroom: z.int(),
  lesson: lessonRefSchema.nullable(),
  title: z.string(),
  instructions: z.string(),
  due_at: z.string().nullable(),
  publish_at: z.string().nullable(),
  students: z.array(z.int()).nullable(),
  submission_type: submissionTypeSchema,
  attachments: z.array(storedFileSchema),
  links: z.array(assignmentLinkSchema),
  draft: z.boolean(),
  created_at: z.string(),
  /** Students it is for right now, and how many of them handed in (or had it returned). */
  targeted_count: z.int(),
  done_count: z.int(),
  rubric: rubricSchema.nullable(),
  /** The period it counts in (null: the class has no such period); `period_auto`: set by its dates. */
  period: z.int().nullable(),
  period_auto: z.boolean(),
  weight: z.number(),
  category: assignmentCategorySchema,
  /** A quiz's questions as they were put in it, answers included (the teacher's view). */
  questions: z.array(quizQuestionSchema),
  quiz: quizSettingsSchema.nullable(),
  /** A quiz's total points. */
  max_score: z.number().nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** The same activity into other classes of the teacher, for the whole of each, without hand-ins. */
export const assignmentCopyInputSchema = z.object({
  classrooms: z
    .array(dbId())
    .min(1, 'Escolha ao menos uma turma.')
    .max(50, 'No máximo 50 turmas de uma vez.')
    .transform((ids) => [...new Set(ids)]),
  due_at: dateTime('Prazo').default(null),
  publish_at: dateTime('Publicação').default(null),
});
export type AssignmentCopyInput = z.input<typeof assignmentCopyInputSchema>;

export const assignmentCopyResultSchema = z.object({
  created: z.array(z.object({ classroom: z.int(), assignment: assignmentSchema })),
});

export const studentRefSchema = z.object({
  id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
});

export const submissionSchema = z.object({
  student: studentRefSchema,
  status: submissionStatusSchema,
  opened_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  returned_at: z.string().nullable(),
  grade: z.number().nullable(),
  feedback: z.string(),
  text: z.string(),
  files: z.array(storedFileSchema),
  /** Handed in after the due date; stays true once returned. */
  late: z.boolean(),
  /** Returned with "refaça": the student may hand in again. */
  redo_requested: z.boolean(),
  rubric_levels: rubricLevelsSchema.nullable(),
  /** Earlier hand-ins, oldest first. */
  attempts: z.array(attemptSchema),
  /** On a quiz: the points she earned (null until she hands in) out of the quiz's. */
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  quiz: submissionQuizSchema.nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const gradeSchema = z
  .number({ error: 'A nota vai de 0 a 10.' })
  .min(0, 'A nota vai de 0 a 10.')
  .max(10, 'A nota vai de 0 a 10.')
  .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, 'Use no máximo uma casa decimal.');

export const submissionPatchSchema = z.object({
  grade: gradeSchema.nullable().optional(),
  feedback: z.string().trim().max(5000, 'No máximo 5000 caracteres.').optional(),
  returned: z.boolean().optional(),
  /** With returned: true, asks the student to do it again (earlier hand-ins are kept). */
  redo: z.boolean().optional(),
  /** One chosen level per rubric criterion; fills the grade when no grade is sent. */
  rubric_levels: rubricLevelsSchema.nullable().optional(),
  /** A quiz's essays, marked by the teacher; the grade follows the score unless a grade is sent. */
  question_points: questionPointsInputSchema.optional(),
});
export type SubmissionPatch = z.input<typeof submissionPatchSchema>;

export const submissionParamsSchema = z.object({
  id: dbIdParam(),
  studentId: dbIdParam(),
});

/** The student's side. */
export const studentAssignmentQuerySchema = z.object({
  status: z.enum(['todo', 'done']).optional(),
  page: pageParam().default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});

export const studentAssignmentSummarySchema = z.object({
  id: z.int(),
  classroom: z.object({ id: z.int(), name: z.string() }),
  title: z.string(),
  due_at: z.string().nullable(),
  submission_type: submissionTypeSchema,
  status: submissionStatusSchema,
  /** Past its due date and not handed in. */
  overdue: z.boolean(),
  grade: z.number().nullable(),
  /** A timed quiz's minutes (its clock starts at the first opening); null otherwise. */
  time_limit_minutes: z.int().nullable(),
});
export type StudentAssignmentSummary = z.infer<typeof studentAssignmentSummarySchema>;

/** A lesson file meant for pupils; `size` in bytes, shown on the download button. */
export const studentAttachmentSchema = z.object({
  id: z.int(),
  title: z.string(),
  url: z.string(),
  size: z.int(),
});

export const studentAssignmentSchema = studentAssignmentSummarySchema.extend({
  instructions: z.string(),
  teacher_name: z.string(),
  /** Only what a pupil may read of the lesson: title, student material and attachments for students. */
  lesson: z
    .object({
      id: z.int(),
      title: z.string(),
      student_content: z.string(),
      attachments: z.array(studentAttachmentSchema),
    })
    .nullable(),
  text: z.string(),
  files: z.array(storedFileSchema),
  submitted_at: z.string().nullable(),
  returned_at: z.string().nullable(),
  feedback: z.string(),
  /** The teacher's files and links for this activity. */
  attachments: z.array(storedFileSchema),
  links: z.array(assignmentLinkSchema),
  /** The class was archived: the work can be read, no longer handed in. */
  archived: z.boolean(),
  late: z.boolean(),
  redo_requested: z.boolean(),
  /** The activity's grid, and the levels the teacher chose (once returned). */
  rubric: rubricSchema.nullable(),
  rubric_levels: rubricLevelsSchema.nullable(),
  attempts: z.array(attemptSchema),
  /** A quiz's questions (empty for other activities). */
  questions: z.array(studentQuestionSchema),
  quiz: studentQuizSchema.nullable(),
});
export type StudentAssignment = z.infer<typeof studentAssignmentSchema>;

export const submitInputSchema = z.object({
  text: z.string().trim().max(20_000, 'Resposta longa demais.').optional(),
  files: z
    .array(z.uuid('Arquivo inválido.'))
    .max(MAX_SUBMISSION_FILES, `No máximo ${MAX_SUBMISSION_FILES} arquivos.`)
    .optional(),
  /** A quiz's answers. */
  answers: quizAnswersSchema.optional(),
});
export type SubmitInput = z.infer<typeof submitInputSchema>;

/** Students × activities of a classroom. A cell is null when the activity is not for that student. */
export const progressSchema = z.object({
  assignments: z.array(
    z.object({
      id: z.int(),
      title: z.string(),
      due_at: z.string().nullable(),
      /** Students see it from then on (null: right away). */
      publish_at: z.string().nullable(),
    }),
  ),
  rows: z.array(
    z.object({
      student: studentRefSchema,
      cells: z.array(z.object({ status: submissionStatusSchema, grade: z.number().nullable() }).nullable()),
    }),
  ),
});
export type Progress = z.infer<typeof progressSchema>;

export const bnccCoverageSchema = z.object({
  results: z.array(
    z.object({
      code: z.string(),
      /** The skill's text (null only for a code the BNCC table does not know). */
      text: z.string().nullable(),
      lessons: z.array(z.object({ id: z.int(), title: z.string() })),
      assignments_count: z.int(),
      /** Targeted students who submitted or had it returned, over all targeted students (0–1). */
      done_share: z.number(),
    }),
  ),
  /** When the class has ano and componentes: every skill of them, planned or taught or still missing. */
  skills: z.array(coverageSkillSchema).optional(),
  summary: coverageSummarySchema.optional(),
});
export type BnccCoverage = z.infer<typeof bnccCoverageSchema>;

export const postInputSchema = z.object({
  body: z
    .string({ error: required('a mensagem') })
    .trim()
    .min(1, required('a mensagem'))
    .max(20_000, 'Mensagem longa demais.'),
  assignment: dbId().nullable().default(null),
});
export const postPatchSchema = z.object({
  body: postInputSchema.shape.body.optional(),
  assignment: dbId().nullable().optional(),
});
export type PostInput = z.input<typeof postInputSchema>;

export const postSchema = z.object({
  id: z.int(),
  classroom: z.int(),
  body: z.string(),
  author_name: z.string(),
  assignment: z.object({ id: z.int(), title: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClassroomPost = z.infer<typeof postSchema>;
