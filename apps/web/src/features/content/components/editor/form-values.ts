import {
  BNCC_CODE_PATTERN,
  videoEmbedUrl,
  type Lesson,
  type LessonInput,
  type LessonPlan,
  type StoredFile,
} from '@aula/contracts';
import { z } from 'zod';

/** "ef05ma12, EF05MA13 EI03EF01" → ["EF05MA12", "EF05MA13", "EI03EF01"]. */
export const splitCodes = (text: string) => [
  ...new Set(
    text
      .toUpperCase()
      .split(/[\s,;]+/)
      .filter(Boolean),
  ),
];

const bnccField = z
  .string()
  .refine((text) => splitCodes(text).every((code) => BNCC_CODE_PATTERN.test(code)), {
    message: 'Há um código BNCC inválido (ex.: EF05MA12, EI03EF01, EM13MAT101).',
  });

export const lessonFormSchema = z.object({
  title: z.string().trim().min(1, 'Informe o título.').max(200, 'No máximo 200 caracteres.'),
  duration_minutes: z
    .number({ error: 'Informe a duração em minutos.' })
    .int('Use minutos inteiros.')
    .min(1, 'A duração mínima é 1 minuto.')
    .max(600, 'A duração máxima é 600 minutos.'),
  objectives: z.string().max(5000, 'No máximo 5000 caracteres.'),
  materials: z.string().max(5000, 'No máximo 5000 caracteres.'),
  content_html: z.string(),
  student_content: z.string(),
  video_url: z
    .string()
    .trim()
    .refine(
      (url) => url === '' || videoEmbedUrl(url) !== null,
      'Use um link de vídeo do YouTube ou do Vimeo.',
    ),
  bncc: bnccField,
  attachments: z.array(
    z.object({
      file: z.custom<StoredFile>(),
      title: z.string().trim().min(1, 'Informe o nome do anexo.').max(200, 'No máximo 200 caracteres.'),
      for_students: z.boolean(),
    }),
  ),
});
export type LessonFormValues = z.infer<typeof lessonFormSchema>;

export function lessonFormDefaults(lesson?: Lesson): LessonFormValues {
  return {
    title: lesson?.title ?? '',
    duration_minutes: lesson?.duration_minutes ?? 50,
    objectives: lesson?.objectives ?? '',
    materials: lesson?.materials ?? '',
    content_html: lesson?.content_html ?? '',
    student_content: lesson?.student_content ?? '',
    video_url: lesson?.video_url ?? '',
    bncc: lesson?.bncc_codes.join(', ') ?? '',
    attachments: (lesson?.attachments ?? []).map((a) => ({
      file: a.file,
      title: a.title,
      for_students: a.for_students,
    })),
  };
}

export function toLessonInput(values: LessonFormValues): LessonInput {
  return {
    title: values.title.trim(),
    duration_minutes: values.duration_minutes,
    objectives: values.objectives,
    materials: values.materials,
    content_html: values.content_html,
    student_content: values.student_content,
    video_url: values.video_url.trim() || null,
    bncc_codes: splitCodes(values.bncc),
    attachments: values.attachments.map((a) => ({
      file: a.file.id,
      title: a.title.trim(),
      for_students: a.for_students,
    })),
  };
}

/** What readers would see, for the preview tab. */
export function previewLesson(values: LessonFormValues, base?: Partial<Lesson>): Lesson {
  return {
    id: base?.id ?? 0,
    lesson_plan: base?.lesson_plan ?? 0,
    position: base?.position ?? 0,
    premium: false,
    locked: false,
    favorite_id: null,
    title: values.title || 'Aula sem título',
    duration_minutes: Number(values.duration_minutes) || 0,
    objectives: values.objectives,
    materials: values.materials,
    content_html: values.content_html,
    student_content: values.student_content,
    video_url: values.video_url || null,
    video_embed_url: videoEmbedUrl(values.video_url),
    bncc_codes: splitCodes(values.bncc),
    attachments: values.attachments.map((a, index) => ({
      id: index,
      title: a.title,
      file: a.file,
      for_students: a.for_students,
    })),
  };
}

export const planFormSchema = (requireTaxonomy: boolean) =>
  z
    .object({
      title: z.string().trim().min(1, 'Informe o título.').max(200, 'No máximo 200 caracteres.'),
      description: z.string().max(5000, 'No máximo 5000 caracteres.'),
      cover: z.custom<Pick<StoredFile, 'id' | 'url'>>().nullable(),
      etapa: z.string(),
      ano: z.string(),
      componente: z.string(),
      bncc: bnccField,
      collection: z.string(),
      published: z.boolean(),
      premium: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (!requireTaxonomy) return;
      if (!values.etapa) ctx.addIssue({ code: 'custom', path: ['etapa'], message: 'Escolha a etapa.' });
      if (!values.ano) ctx.addIssue({ code: 'custom', path: ['ano'], message: 'Escolha o ano.' });
      if (!values.componente) {
        ctx.addIssue({ code: 'custom', path: ['componente'], message: 'Escolha o componente curricular.' });
      }
    });
export type PlanFormValues = z.infer<ReturnType<typeof planFormSchema>>;

export function planFormDefaults(plan?: LessonPlan): PlanFormValues {
  return {
    title: plan?.title ?? '',
    description: plan?.description ?? '',
    cover: plan?.cover && plan.cover_url ? { id: plan.cover, url: plan.cover_url } : null,
    etapa: plan?.etapa ?? '',
    ano: plan?.ano ?? '',
    componente: plan?.componente ?? '',
    bncc: plan?.bncc_codes.join(', ') ?? '',
    collection: plan?.collection ? String(plan.collection.id) : '',
    published: plan?.published ?? false,
    premium: plan?.premium ?? false,
  };
}
