import { z } from 'zod';
import {
  catalogueQuerySchema,
  copyLessonPlanInputSchema,
  customLessonPlanInputSchema,
  customLessonPlanPatchSchema,
  customPlanQuotaSchema,
  customPlansQuerySchema,
  documentSchema,
  faqEntrySchema,
  fileDownloadQuerySchema,
  fileIdParamSchema,
  lessonInputSchema,
  lessonPatchSchema,
  lessonPlanCollectionSchema,
  lessonPlanDetailSchema,
  lessonPlanSearchPageSchema,
  lessonSchema,
  lessonsPageQuerySchema,
  planAndLessonParamSchema,
  planLessonParamSchema,
  reorderInputSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsSchema,
  shortListQuerySchema,
  storedFileSchema,
  uploadQuerySchema,
} from '../content';
import { paginatedSchema } from '../errors';
import { dbIdParam, idParamSchema } from '../ids';
import { planShareSchema, sharedPlanSchema, shareTokenParamSchema } from '../print';
import { defineRoute, withErrors } from '../route';

const PLAN = '/api/content/lessonplans/:lessonplanId/';

/** What teachers (and staff) read: the catalogue, its collections, documents, FAQ and files. */
export const contentRoutes = withErrors([400, 401, 403, 404], {
  catalogue: defineRoute({
    method: 'GET',
    path: '/api/content/lessonplans/',
    summary: 'Catálogo de livros publicados, com busca e filtros',
    query: catalogueQuerySchema,
    responses: { 200: lessonPlanSearchPageSchema },
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/api/content/search-suggestions/',
    summary: 'Sugestões enquanto se digita a busca: livros e códigos BNCC',
    query: searchSuggestionsQuerySchema,
    responses: { 200: searchSuggestionsSchema },
  }),
  plan: defineRoute({
    method: 'GET',
    path: PLAN,
    summary: 'Um livro (do catálogo ou do próprio professor) com o resumo das aulas',
    params: planLessonParamSchema,
    responses: { 200: lessonPlanDetailSchema },
  }),
  planLessons: defineRoute({
    method: 'GET',
    path: `${PLAN}lessons/`,
    summary: 'As aulas do livro; as premium vêm bloqueadas (locked) para quem não assina',
    params: planLessonParamSchema,
    query: lessonsPageQuerySchema,
    responses: { 200: paginatedSchema(lessonSchema) },
  }),
  planLesson: defineRoute({
    method: 'GET',
    path: `${PLAN}lessons/:lessonId/`,
    summary: 'Uma aula do livro',
    params: planAndLessonParamSchema,
    responses: { 200: lessonSchema },
  }),
  collections: defineRoute({
    method: 'GET',
    path: '/api/content/lessonplan-collections/',
    summary: 'Coleções do catálogo',
    query: shortListQuerySchema,
    responses: { 200: paginatedSchema(lessonPlanCollectionSchema) },
  }),
  documents: defineRoute({
    method: 'GET',
    path: '/api/content/documents/',
    summary: 'Documentos para download',
    query: shortListQuerySchema,
    responses: { 200: paginatedSchema(documentSchema) },
  }),
  faq: defineRoute({
    method: 'GET',
    path: '/api/content/faq/',
    summary: 'Perguntas frequentes',
    query: shortListQuerySchema,
    responses: { 200: paginatedSchema(faqEntrySchema) },
  }),
  /** The file itself (not JSON): the answer is documented by its headers only. */
  file: defineRoute({
    method: 'GET',
    path: '/api/content/files/:id',
    summary:
      'Baixa um arquivo (ou parte dele, com Range: bytes=início-fim): capas são públicas; os demais exigem o link assinado',
    params: fileIdParamSchema,
    query: fileDownloadQuerySchema,
    errors: [],
    responses: {},
  }),
});

const CUSTOM = '/api/content/custom-lessonplans/';
const CUSTOM_PLAN = `${CUSTOM}:id/`;
const customLessonParamSchema = idParamSchema.extend({ lessonId: dbIdParam() });

/** The teacher's own plans ("Meus livros") and their lessons. */
export const customPlanRoutes = withErrors([400, 401, 403, 404], {
  list: defineRoute({
    method: 'GET',
    path: CUSTOM,
    summary: 'Os livros do professor',
    query: customPlansQuerySchema,
    responses: { 200: lessonPlanSearchPageSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: CUSTOM,
    summary: 'Cria um livro próprio (limitado por max_custom_lessons)',
    body: customLessonPlanInputSchema,
    responses: { 201: lessonPlanDetailSchema },
  }),
  quota: defineRoute({
    method: 'GET',
    path: `${CUSTOM}quota/`,
    summary: 'Quantos livros próprios o professor tem e pode ter',
    responses: { 200: customPlanQuotaSchema },
  }),
  copy: defineRoute({
    method: 'POST',
    path: `${CUSTOM}copy/`,
    summary: 'Copia um livro do catálogo para os livros do professor',
    body: copyLessonPlanInputSchema,
    responses: { 201: lessonPlanDetailSchema },
  }),
  /** A multipart body (the "file" field): no JSON body to declare. */
  upload: defineRoute({
    method: 'POST',
    path: `${CUSTOM}uploads/`,
    consumes: ['multipart/form-data'],
    summary: 'Envia capa, imagem ou anexo (PDF, PNG, JPEG, WebP; até 20 MB) no campo "file"',
    query: uploadQuerySchema,
    errors: [400, 401, 403, 404, 429],
    responses: { 201: storedFileSchema },
  }),
  detail: defineRoute({
    method: 'GET',
    path: CUSTOM_PLAN,
    summary: 'Um livro próprio',
    params: idParamSchema,
    responses: { 200: lessonPlanDetailSchema },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: CUSTOM_PLAN,
    summary: 'Edita um livro próprio',
    params: idParamSchema,
    body: customLessonPlanPatchSchema,
    responses: { 200: lessonPlanDetailSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: CUSTOM_PLAN,
    summary: 'Exclui um livro próprio e suas aulas',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
  createLesson: defineRoute({
    method: 'POST',
    path: `${CUSTOM_PLAN}lessons/`,
    summary: 'Adiciona uma aula ao fim do livro próprio',
    params: idParamSchema,
    body: lessonInputSchema,
    responses: { 201: lessonSchema },
  }),
  reorderLessons: defineRoute({
    method: 'POST',
    path: `${CUSTOM_PLAN}lessons/reorder/`,
    summary: 'Reordena as aulas (lista completa de ids, na nova ordem)',
    params: idParamSchema,
    body: reorderInputSchema,
    responses: { 200: lessonPlanDetailSchema },
  }),
  lesson: defineRoute({
    method: 'GET',
    path: `${CUSTOM_PLAN}lessons/:lessonId/`,
    summary: 'Uma aula do livro próprio',
    params: customLessonParamSchema,
    responses: { 200: lessonSchema },
  }),
  updateLesson: defineRoute({
    method: 'PATCH',
    path: `${CUSTOM_PLAN}lessons/:lessonId/`,
    summary: 'Edita uma aula do livro próprio',
    params: customLessonParamSchema,
    body: lessonPatchSchema,
    responses: { 200: lessonSchema },
  }),
  removeLesson: defineRoute({
    method: 'DELETE',
    path: `${CUSTOM_PLAN}lessons/:lessonId/`,
    summary: 'Exclui uma aula do livro próprio',
    params: customLessonParamSchema,
    responses: { 204: z.null() },
  }),
});

const SHARE = `${CUSTOM_PLAN}share/`;
const SHARED = '/api/content/shared-lessonplans/:token/';

/** Sharing one's own plan by link; a colleague sees it and copies it into "Meus livros". */
export const planShareRoutes = withErrors([400, 401, 403, 404], {
  current: defineRoute({
    method: 'GET',
    path: SHARE,
    summary: 'O link de compartilhamento do livro, se houver',
    params: idParamSchema,
    responses: { 200: z.object({ share: planShareSchema.nullable() }) },
  }),
  /** 201 when the link is new, 200 when it already existed. */
  start: defineRoute({
    method: 'POST',
    path: SHARE,
    summary: 'Cria (ou devolve) o link para uma colega copiar o livro',
    params: idParamSchema,
    responses: { 200: planShareSchema, 201: planShareSchema },
  }),
  stop: defineRoute({
    method: 'DELETE',
    path: SHARE,
    summary: 'Desativa o link: quem o tiver não consegue mais copiar',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
  view: defineRoute({
    method: 'GET',
    path: SHARED,
    summary: 'Um livro compartilhado por link: resumo, aulas e quem compartilhou',
    params: shareTokenParamSchema,
    responses: { 200: sharedPlanSchema },
  }),
  copy: defineRoute({
    method: 'POST',
    path: `${SHARED}copy/`,
    summary: 'Copia o livro compartilhado para Meus livros (dentro do limite do plano)',
    params: shareTokenParamSchema,
    responses: { 201: lessonPlanDetailSchema },
  }),
});
