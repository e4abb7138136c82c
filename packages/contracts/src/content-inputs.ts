import { z } from 'zod';
import { dbId } from './ids';
import { anoSchema, bnccCodeSchema, componenteSchema, etapaSchema } from './content-taxonomy';
import { videoEmbedUrl } from './content-video';
import { requiredLine } from './text-fields';
import { sharedSchema } from './shared-schema';

const longText = sharedSchema((max: number) => z.string().trim().max(max, `No máximo ${max} caracteres.`));

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const ACCEPTED_UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** What an upload is for: covers and inline images are public; attachments and documents are not. */
export const uploadKindSchema = z.enum(['cover', 'inline', 'attachment', 'document'], {
  error: 'Tipo de envio inválido.',
});
export type UploadKind = z.infer<typeof uploadKindSchema>;
export const uploadQuerySchema = z.object({ kind: uploadKindSchema.default('attachment') });

const bnccCodes = z
  .array(bnccCodeSchema)
  .max(30, 'No máximo 30 códigos BNCC.')
  .transform((codes) => [...new Set(codes)]);

const planFields = {
  title: requiredLine('o título', 200),
  description: longText(5000).default(''),
  cover: z.uuid('Capa inválida.').nullable().optional(),
  bncc_codes: bnccCodes.default([]),
};

/** What a plan patch may change of those: any of them, nothing defaulted. */
const planPatchFields = {
  title: planFields.title.optional(),
  description: longText(5000).optional(),
  cover: planFields.cover,
  bncc_codes: bnccCodes.optional(),
};

/** Staff create catalogue plans: etapa, ano and componente are required there. */
export const lessonPlanInputSchema = z.object({
  ...planFields,
  etapa: etapaSchema,
  ano: anoSchema,
  componente: componenteSchema,
  collection: dbId().nullable().optional(),
  published: z.boolean().default(false),
  premium: z.boolean().default(false),
});
export type LessonPlanInput = z.input<typeof lessonPlanInputSchema>;

export const lessonPlanPatchSchema = z.object({
  ...planPatchFields,
  etapa: etapaSchema.optional(),
  ano: anoSchema.optional(),
  componente: componenteSchema.optional(),
  collection: dbId().nullable().optional(),
  published: z.boolean().optional(),
  premium: z.boolean().optional(),
});
export type LessonPlanPatch = z.input<typeof lessonPlanPatchSchema>;

/** A teacher's own plan: only the title is required. */
export const customLessonPlanInputSchema = z.object({
  ...planFields,
  etapa: etapaSchema.nullable().optional(),
  ano: anoSchema.nullable().optional(),
  componente: componenteSchema.nullable().optional(),
});
export type CustomLessonPlanInput = z.input<typeof customLessonPlanInputSchema>;

export const customLessonPlanPatchSchema = z.object({
  ...planPatchFields,
  etapa: etapaSchema.nullable().optional(),
  ano: anoSchema.nullable().optional(),
  componente: componenteSchema.nullable().optional(),
});
export type CustomLessonPlanPatch = z.input<typeof customLessonPlanPatchSchema>;

export const copyLessonPlanInputSchema = z.object({
  lessonplan: dbId('Informe o livro a copiar.'),
});

export const videoUrlSchema = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || videoEmbedUrl(value) !== null, {
    message: 'Use um link de vídeo do YouTube ou do Vimeo.',
  });

export const attachmentInputSchema = z.object({
  file: z.uuid('Arquivo inválido.'),
  title: requiredLine('o nome do anexo', 200),
  /** Shown to the students of a classroom the lesson is linked to. */
  for_students: z.boolean().default(false),
});

const lessonFields = {
  title: requiredLine('o título', 200),
  duration_minutes: z
    .number({ error: 'Informe a duração em minutos.' })
    .int('Use minutos inteiros.')
    .min(1, 'A duração mínima é 1 minuto.')
    .max(600, 'A duração máxima é 600 minutos.'),
  objectives: longText(5000),
  materials: longText(5000),
  content_html: z.string().max(200_000, 'Conteúdo longo demais.'),
  student_content: z.string().max(200_000, 'Material do aluno longo demais.'),
  video_url: videoUrlSchema,
  bncc_codes: bnccCodes,
  attachments: z.array(attachmentInputSchema).max(20, 'No máximo 20 anexos.'),
};

export const lessonInputSchema = z.object({
  title: lessonFields.title,
  duration_minutes: lessonFields.duration_minutes.default(50),
  objectives: lessonFields.objectives.default(''),
  materials: lessonFields.materials.default(''),
  content_html: lessonFields.content_html.default(''),
  student_content: lessonFields.student_content.default(''),
  video_url: lessonFields.video_url,
  bncc_codes: lessonFields.bncc_codes.default([]),
  attachments: lessonFields.attachments.default([]),
});
export type LessonInput = z.input<typeof lessonInputSchema>;

export const lessonPatchSchema = z.object({
  title: lessonFields.title.optional(),
  duration_minutes: lessonFields.duration_minutes.optional(),
  objectives: lessonFields.objectives.optional(),
  materials: lessonFields.materials.optional(),
  content_html: lessonFields.content_html.optional(),
  student_content: lessonFields.student_content.optional(),
  video_url: lessonFields.video_url.optional(),
  bncc_codes: lessonFields.bncc_codes.optional(),
  attachments: lessonFields.attachments.optional(),
});
export type LessonPatch = z.input<typeof lessonPatchSchema>;

export const adminLessonInputSchema = lessonInputSchema.extend({
  lesson_plan: dbId('Informe o livro.'),
});
export type AdminLessonInput = z.input<typeof adminLessonInputSchema>;

export const reorderInputSchema = z.object({
  ids: z
    .array(dbId())
    .min(1, 'Informe a ordem.')
    .max(50_000)
    .refine((ids) => new Set(ids).size === ids.length, 'A lista tem itens repetidos.'),
});
export type ReorderInput = z.infer<typeof reorderInputSchema>;

/** Where an item stands in a staff-ordered list (0 first); left out, it goes to the end. */
const positionSchema = z
  .number({ error: 'Informe a posição como número.' })
  .int('Use um número inteiro.')
  .min(0, 'A posição não pode ser negativa.')
  .max(1_000_000, 'A posição vai até 1.000.000.');

export const collectionInputSchema = z.object({
  name: requiredLine('o nome', 150),
  description: longText(2000).default(''),
  position: positionSchema.optional(),
});
export const collectionPatchSchema = z.object({
  name: requiredLine('o nome', 150).optional(),
  description: longText(2000).optional(),
  position: positionSchema.optional(),
});
export type CollectionInput = z.input<typeof collectionInputSchema>;
export type CollectionPatch = z.input<typeof collectionPatchSchema>;

export const favoriteInputSchema = z.object({
  lesson: dbId('Informe a aula.'),
});

export const documentInputSchema = z.object({
  title: requiredLine('o título', 200),
  description: longText(2000).default(''),
  file: z.uuid('Arquivo inválido.'),
  position: positionSchema.optional(),
});
export const documentPatchSchema = z.object({
  title: requiredLine('o título', 200).optional(),
  description: longText(2000).optional(),
  file: z.uuid('Arquivo inválido.').optional(),
  position: positionSchema.optional(),
});
export type DocumentInput = z.input<typeof documentInputSchema>;
export type DocumentPatch = z.input<typeof documentPatchSchema>;

export const faqInputSchema = z.object({
  question: requiredLine('a pergunta', 500),
  answer: requiredLine('a resposta', 10_000),
  position: positionSchema.optional(),
});
export const faqPatchSchema = z.object({
  question: requiredLine('a pergunta', 500).optional(),
  answer: requiredLine('a resposta', 10_000).optional(),
  position: positionSchema.optional(),
});
export type FaqInput = z.input<typeof faqInputSchema>;
export type FaqPatch = z.input<typeof faqPatchSchema>;
