import { z } from 'zod';
import { dbIdParam } from './ids';
import { anoSchema, componenteSchema, etapaSchema } from './content-taxonomy';
import { paginatedSchema, paginationQuerySchema } from './errors';

export * from './content-taxonomy';
export * from './content-video';
export * from './content-inputs';

/** An uploaded file as clients see it; `url` is signed (and expires) unless the file is public. */
export const storedFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  content_type: z.string(),
  size: z.int(),
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const lessonPlanCollectionSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  position: z.int(),
});
export type LessonPlanCollection = z.infer<typeof lessonPlanCollectionSchema>;

export const lessonPlanSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  cover: z.uuid().nullable(),
  cover_url: z.string().nullable(),
  etapa: z.string().nullable(),
  ano: z.string().nullable(),
  componente: z.string().nullable(),
  bncc_codes: z.array(z.string()),
  collection: z.object({ id: z.int(), name: z.string() }).nullable(),
  position: z.int(),
  published: z.boolean(),
  premium: z.boolean(),
  lessons_count: z.int(),
  /** A teacher's own plan ("Meus livros") rather than a catalogue one. */
  is_custom: z.boolean(),
  copied_from: z.int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LessonPlan = z.infer<typeof lessonPlanSchema>;

/** Text cut where the searched words are, each piece saying whether it is one of them. */
export const highlightedTextSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type HighlightedText = z.infer<typeof highlightedTextSchema>;

/** Why a plan matched a search: its title and description marked, and its lessons that matched. */
export const searchMatchSchema = z.object({
  title: highlightedTextSchema,
  description: highlightedTextSchema,
  /** The best ones (at most three), with their number in the plan. */
  lessons: z.array(
    z.object({
      id: z.int(),
      number: z.int(),
      title: highlightedTextSchema,
      /** From the lesson's text, when the words are there. */
      excerpt: highlightedTextSchema.nullable(),
    }),
  ),
  lessons_matched: z.int(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

export const lessonPlanResultSchema = lessonPlanSchema.extend({ search_match: searchMatchSchema.nullable() });
export type LessonPlanResult = z.infer<typeof lessonPlanResultSchema>;

/** A page of a plan search; when nothing matched as typed, the results of `suggestion` instead. */
export const lessonPlanSearchPageSchema = paginatedSchema(lessonPlanResultSchema).extend({
  suggestion: z.string().nullable(),
});
export type LessonPlanSearchPage = z.infer<typeof lessonPlanSearchPageSchema>;

export const lessonSummarySchema = z.object({
  id: z.int(),
  lesson_plan: z.int(),
  title: z.string(),
  position: z.int(),
  duration_minutes: z.int(),
  objectives: z.string(),
  bncc_codes: z.array(z.string()),
  premium: z.boolean(),
  /** True when the reader's plan does not include this premium lesson: content fields are null. */
  locked: z.boolean(),
  favorite_id: z.int().nullable(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const lessonAttachmentSchema = z.object({
  id: z.int(),
  title: z.string(),
  file: storedFileSchema,
  for_students: z.boolean(),
});
export type LessonAttachment = z.infer<typeof lessonAttachmentSchema>;

export const lessonSchema = lessonSummarySchema.extend({
  materials: z.string().nullable(),
  content_html: z.string().nullable(),
  /** "Material do aluno": what a pupil reads or does. */
  student_content: z.string().nullable(),
  video_url: z.string().nullable(),
  video_embed_url: z.string().nullable(),
  attachments: z.array(lessonAttachmentSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonPlanDetailSchema = lessonPlanSchema.extend({ lessons: z.array(lessonSummarySchema) });
export type LessonPlanDetail = z.infer<typeof lessonPlanDetailSchema>;

/** Admin view of a lesson: always the full content, plus its plan's title. */
export const adminLessonSchema = lessonSchema.extend({
  lesson_plan_title: z.string(),
  lesson_plan_published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

export const favoriteSchema = z.object({
  id: z.int(),
  lesson: z.int(),
  created_at: z.string(),
  lesson_detail: z.object({
    id: z.int(),
    title: z.string(),
    duration_minutes: z.int(),
    objectives: z.string(),
    premium: z.boolean(),
    lesson_plan: z.int(),
    lesson_plan_title: z.string(),
  }),
});
export type Favorite = z.infer<typeof favoriteSchema>;

export const documentSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  file: storedFileSchema,
  position: z.int(),
});
export type ContentDocument = z.infer<typeof documentSchema>;

export const faqEntrySchema = z.object({
  id: z.int(),
  question: z.string(),
  answer: z.string(),
  position: z.int(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const customPlanQuotaSchema = z.object({
  count: z.int(),
  max_custom_lessons: z.int(),
  remaining: z.int(),
});
export type CustomPlanQuota = z.infer<typeof customPlanQuotaSchema>;

/** Empty query-string values (a cleared filter) mean "no filter". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** What a search box takes; what is typed is also what its suggestions are asked for. */
export const SEARCH_MAX_LENGTH = 200;
const searchText = () => z.string().trim().max(SEARCH_MAX_LENGTH, 'Busca longa demais.');

export const lessonPlanFiltersSchema = z.object({
  search: optionalParam(searchText()),
  etapa: optionalParam(etapaSchema),
  ano: optionalParam(anoSchema),
  componente: optionalParam(componenteSchema),
  bncc: optionalParam(
    z
      .string()
      .trim()
      .toUpperCase()
      .max(20)
      .regex(/^[A-Z0-9]+$/, 'Código BNCC inválido.'),
  ),
  collection: optionalParam(dbIdParam()),
});
export type LessonPlanFilters = z.infer<typeof lessonPlanFiltersSchema>;

export const catalogueQuerySchema = paginationQuerySchema.extend(lessonPlanFiltersSchema.shape);
/** The page the catalogue screen asks for: a grid of 12 fills 1, 2, 3 or 4 columns evenly. */
export const CATALOGUE_PAGE_SIZE = 12;

/** Search-as-you-type: from the second character. */
export const searchSuggestionsQuerySchema = z.object({
  q: searchText().min(2, 'Digite ao menos 2 caracteres.'),
});

export const searchSuggestionsSchema = z.object({
  plans: z.array(z.object({ id: z.int(), title: z.string() })),
  bncc_codes: z.array(z.string()),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

export const customPlansQuerySchema = paginationQuerySchema.extend({
  search: lessonPlanFiltersSchema.shape.search,
});
export type CustomPlansQuery = z.infer<typeof customPlansQuerySchema>;
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const adminLessonPlanQuerySchema = catalogueQuerySchema.extend({
  published: optionalParam(booleanParam),
  premium: optionalParam(booleanParam),
});
export type AdminLessonPlanQuery = z.infer<typeof adminLessonPlanQuerySchema>;

export const adminLessonQuerySchema = paginationQuerySchema.extend({
  search: optionalParam(searchText()),
  lesson_plan: optionalParam(dbIdParam()),
  etapa: optionalParam(etapaSchema),
  componente: optionalParam(componenteSchema),
  published: optionalParam(booleanParam),
});
export type AdminLessonQuery = z.infer<typeof adminLessonQuerySchema>;

export const fileIdParamSchema = z.object({ id: z.uuid() });
export const planLessonParamSchema = z.object({
  lessonplanId: dbIdParam(),
});
export const planAndLessonParamSchema = planLessonParamSchema.extend({
  lessonId: dbIdParam(),
});

/** A plan's lessons come in one page unless it is very long. */
export const lessonsPageQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(200).default(200),
});

/** Short lists (collections, documents, FAQ) default to a single page. */
export const shortListQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(200).default(100),
});

/** A signed link's expiry, in Unix seconds (never stored: past 2038 it outgrows a database int). */
export const MAX_LINK_EXPIRY_SECONDS = 99_999_999_999;
/**
 * The widths, in pixels, of the WebP copies made of every uploaded image (a lesson's pictures, plan
 * covers), for `srcset`: a phone's column, a tablet's or a laptop's, and a sharp 2x screen.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const fileDownloadQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).max(MAX_LINK_EXPIRY_SECONDS).optional(),
  signature: z.string().max(100).optional(),
  download: z.enum(['1', 'true']).optional(),
  /** An image's copy this wide (WebP); the image itself while the copy is not made, or when none is. */
  w: z.coerce.number().pipe(z.literal(IMAGE_VARIANT_WIDTHS)).optional(),
});
