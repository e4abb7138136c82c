import { z } from 'zod';
import {
  adminLessonInputSchema,
  adminLessonPlanQuerySchema,
  adminLessonQuerySchema,
  adminLessonSchema,
  collectionInputSchema,
  collectionPatchSchema,
  documentInputSchema,
  documentPatchSchema,
  documentSchema,
  faqEntrySchema,
  faqInputSchema,
  faqPatchSchema,
  lessonPatchSchema,
  lessonPlanCollectionSchema,
  lessonPlanDetailSchema,
  lessonPlanInputSchema,
  lessonPlanPatchSchema,
  lessonPlanSearchPageSchema,
  reorderInputSchema,
  shortListQuerySchema,
  storedFileSchema,
  uploadQuerySchema,
} from '../content';
import { paginatedSchema } from '../errors';
import { defineRoute, withErrors } from '../route';
import { idParamSchema } from '../ids';

const PLANS = '/api/admin/content/lessonplans';
const LESSONS = '/api/admin/content/lessons';

/** The staff's catalogue: plans (published or not), their lessons and uploads. */
export const contentAdminRoutes = withErrors([400, 401, 403, 404], {
  plans: defineRoute({
    method: 'GET',
    path: PLANS,
    summary: 'Livros do catálogo, inclusive não publicados',
    query: adminLessonPlanQuerySchema,
    responses: { 200: lessonPlanSearchPageSchema },
  }),
  createPlan: defineRoute({
    method: 'POST',
    path: PLANS,
    summary: 'Cria um livro no catálogo (no fim da ordem)',
    body: lessonPlanInputSchema,
    responses: { 201: lessonPlanDetailSchema },
  }),
  reorderPlans: defineRoute({
    method: 'POST',
    path: `${PLANS}/reorder`,
    summary: 'Reordena o catálogo: todos os ids, na nova ordem, numa transação',
    body: reorderInputSchema,
    responses: { 204: z.null() },
  }),
  plan: defineRoute({
    method: 'GET',
    path: `${PLANS}/:id`,
    summary: 'Um livro do catálogo',
    params: idParamSchema,
    responses: { 200: lessonPlanDetailSchema },
  }),
  updatePlan: defineRoute({
    method: 'PATCH',
    path: `${PLANS}/:id`,
    summary: 'Edita, publica ou despublica um livro',
    params: idParamSchema,
    body: lessonPlanPatchSchema,
    responses: { 200: lessonPlanDetailSchema },
  }),
  reorderLessons: defineRoute({
    method: 'POST',
    path: `${PLANS}/:id/lessons/reorder`,
    summary: 'Reordena as aulas de um livro (todos os ids, na nova ordem)',
    params: idParamSchema,
    body: reorderInputSchema,
    responses: { 200: lessonPlanDetailSchema },
  }),
  lessons: defineRoute({
    method: 'GET',
    path: LESSONS,
    summary: 'Todas as aulas do catálogo',
    query: adminLessonQuerySchema,
    responses: { 200: paginatedSchema(adminLessonSchema) },
  }),
  createLesson: defineRoute({
    method: 'POST',
    path: LESSONS,
    summary: 'Cria uma aula no fim do livro (o HTML é sanitizado)',
    body: adminLessonInputSchema,
    responses: { 201: adminLessonSchema },
  }),
  lesson: defineRoute({
    method: 'GET',
    path: `${LESSONS}/:id`,
    summary: 'Uma aula',
    params: idParamSchema,
    responses: { 200: adminLessonSchema },
  }),
  updateLesson: defineRoute({
    method: 'PATCH',
    path: `${LESSONS}/:id`,
    summary: 'Edita uma aula (anexos, se enviados, substituem a lista)',
    params: idParamSchema,
    body: lessonPatchSchema,
    responses: { 200: adminLessonSchema },
  }),
  removeLesson: defineRoute({
    method: 'DELETE',
    path: `${LESSONS}/:id`,
    summary: 'Exclui uma aula',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
  /** A multipart body (the "file" field): no JSON body to declare. */
  upload: defineRoute({
    method: 'POST',
    path: '/api/admin/content/uploads',
    consumes: ['multipart/form-data'],
    summary: 'Envia capa, imagem, anexo ou documento (PDF, PNG, JPEG, WebP; até 20 MB) no campo "file"',
    query: uploadQuerySchema,
    responses: { 201: storedFileSchema },
  }),
});

const COLLECTIONS = '/api/admin/content/lessonplan-collections';

/** Collections cannot be deleted: plans point to them. */
export const collectionAdminRoutes = withErrors([400, 401, 403, 404], {
  list: defineRoute({
    method: 'GET',
    path: COLLECTIONS,
    summary: 'Coleções',
    query: shortListQuerySchema,
    responses: { 200: paginatedSchema(lessonPlanCollectionSchema) },
  }),
  create: defineRoute({
    method: 'POST',
    path: COLLECTIONS,
    summary: 'Cria uma coleção',
    body: collectionInputSchema,
    responses: { 201: lessonPlanCollectionSchema },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: `${COLLECTIONS}/:id`,
    summary: 'Edita uma coleção',
    params: idParamSchema,
    body: collectionPatchSchema,
    responses: { 200: lessonPlanCollectionSchema },
  }),
});

const DOCUMENTS = '/api/admin/content/documents';

export const documentAdminRoutes = withErrors([400, 401, 403, 404], {
  list: defineRoute({
    method: 'GET',
    path: DOCUMENTS,
    summary: 'Documentos',
    query: shortListQuerySchema,
    responses: { 200: paginatedSchema(documentSchema) },
  }),
  create: defineRoute({
    method: 'POST',
    path: DOCUMENTS,
    summary: 'Cria um documento (envie o arquivo antes)',
    body: documentInputSchema,
    responses: { 201: documentSchema },
  }),
  detail: defineRoute({
    method: 'GET',
    path: `${DOCUMENTS}/:id`,
    summary: 'Um documento',
    params: idParamSchema,
    responses: { 200: documentSchema },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: `${DOCUMENTS}/:id`,
    summary: 'Edita um documento',
    params: idParamSchema,
    body: documentPatchSchema,
    responses: { 200: documentSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${DOCUMENTS}/:id`,
    summary: 'Exclui um documento',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
});

const FAQ = '/api/admin/content/faq';

export const faqAdminRoutes = withErrors([400, 401, 403, 404], {
  list: defineRoute({
    method: 'GET',
    path: FAQ,
    summary: 'Perguntas frequentes',
    query: shortListQuerySchema,
    responses: { 200: paginatedSchema(faqEntrySchema) },
  }),
  create: defineRoute({
    method: 'POST',
    path: FAQ,
    summary: 'Cria uma pergunta',
    body: faqInputSchema,
    responses: { 201: faqEntrySchema },
  }),
  detail: defineRoute({
    method: 'GET',
    path: `${FAQ}/:id`,
    summary: 'Uma pergunta',
    params: idParamSchema,
    responses: { 200: faqEntrySchema },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: `${FAQ}/:id`,
    summary: 'Edita uma pergunta',
    params: idParamSchema,
    body: faqPatchSchema,
    responses: { 200: faqEntrySchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${FAQ}/:id`,
    summary: 'Exclui uma pergunta',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
});
