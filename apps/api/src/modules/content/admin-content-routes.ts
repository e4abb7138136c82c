import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLessonInputSchema,
  adminLessonPlanQuerySchema,
  adminLessonQuerySchema,
  adminLessonSchema,
  idParamSchema,
  lessonPatchSchema,
  lessonPlanDetailSchema,
  lessonPlanInputSchema,
  lessonPlanPatchSchema,
  lessonPlanSearchPageSchema,
  paginatedSchema,
  reorderInputSchema,
  storedFileSchema,
  uploadQuerySchema,
} from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { authOf, type RequireAuth } from '../../plugins/auth';
import type { AdminContentService } from './admin-content-service';
import type { FilesService } from './files-service';
import { errorResponses as errors, receiveUpload, searchPageOf, UPLOAD_BODY_LIMIT } from './route-helpers';

const tags = ['admin: conteúdo'];
const plans = '/api/admin/content/lessonplans';
const lessons = '/api/admin/content/lessons';

export function adminContentRoutes(
  app: FastifyInstance,
  deps: { admin: AdminContentService; files: FilesService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { admin, files, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Reads for any staff session; writes only from staff signed in as themselves.
  const onRequest = requireAuth({ roles: ['staff'], readOnlyWhenImpersonated: true });

  r.get(
    plans,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Livros do catálogo, inclusive não publicados',
        querystring: adminLessonPlanQuerySchema,
        response: { 200: lessonPlanSearchPageSchema, ...errors },
      },
    },
    async (request) => searchPageOf(request, publicUrl, await admin.listPlans(request.query), request.query),
  );
  r.post(
    plans,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cria um livro no catálogo (no fim da ordem)',
        body: lessonPlanInputSchema,
        response: { 201: lessonPlanDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.createPlan(request.body)),
  );
  r.post(
    `${plans}/reorder`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reordena o catálogo: todos os ids, na nova ordem, numa transação',
        body: reorderInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await admin.reorderPlans(request.body.ids);
      return reply.status(204).send(null);
    },
  );
  r.get(
    `${plans}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Um livro do catálogo',
        params: idParamSchema,
        response: { 200: lessonPlanDetailSchema, ...errors },
      },
    },
    (request) => admin.planDetail(request.params.id),
  );
  r.patch(
    `${plans}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edita, publica ou despublica um livro',
        params: idParamSchema,
        body: lessonPlanPatchSchema,
        response: { 200: lessonPlanDetailSchema, ...errors },
      },
    },
    (request) => admin.patchPlan(request.params.id, request.body),
  );
  r.post(
    `${plans}/:id/lessons/reorder`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reordena as aulas de um livro (todos os ids, na nova ordem)',
        params: idParamSchema,
        body: reorderInputSchema,
        response: { 200: lessonPlanDetailSchema, ...errors },
      },
    },
    (request) => admin.reorderLessons(request.params.id, request.body.ids),
  );
  r.get(
    lessons,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Todas as aulas do catálogo',
        querystring: adminLessonQuerySchema,
        response: { 200: paginatedSchema(adminLessonSchema), ...errors },
      },
    },
    async (request) => pageOf(request, publicUrl, await admin.listLessons(request.query), request.query),
  );
  r.post(
    lessons,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cria uma aula no fim do livro (o HTML é sanitizado)',
        body: adminLessonInputSchema,
        response: { 201: adminLessonSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.createLesson(request.body)),
  );
  r.get(
    `${lessons}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Uma aula',
        params: idParamSchema,
        response: { 200: adminLessonSchema, ...errors },
      },
    },
    (request) => admin.lessonById(request.params.id),
  );
  r.patch(
    `${lessons}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edita uma aula (anexos, se enviados, substituem a lista)',
        params: idParamSchema,
        body: lessonPatchSchema,
        response: { 200: adminLessonSchema, ...errors },
      },
    },
    (request) => admin.patchLesson(request.params.id, request.body),
  );
  r.delete(
    `${lessons}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Exclui uma aula',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await admin.deleteLesson(request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/api/admin/content/uploads',
    {
      onRequest,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Envia capa, imagem, anexo ou documento (PDF, PNG, JPEG, WebP; até 20 MB) no campo "file"',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 201: storedFileSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await receiveUpload(request, files, request.query.kind, authOf(request).user.id)),
  );
}
