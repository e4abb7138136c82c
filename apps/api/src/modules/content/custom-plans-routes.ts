import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  copyLessonPlanInputSchema,
  customLessonPlanInputSchema,
  customLessonPlanPatchSchema,
  customPlanQuotaSchema,
  idParamSchema,
  lessonInputSchema,
  lessonPatchSchema,
  lessonPlanDetailSchema,
  lessonPlanSearchPageSchema,
  customPlansQuerySchema,
  lessonSchema,
  reorderInputSchema,
  storedFileSchema,
  uploadQuerySchema,
  dbIdParam,
} from '@aula/contracts';
import { authOf, type RequireAuth } from '../../plugins/auth';
import type { CustomPlansService } from './custom-plans-service';
import type { FilesService } from './files-service';
import { errorResponses as errors, receiveUpload, searchPageOf, UPLOAD_BODY_LIMIT } from './route-helpers';

const tags = ['meus livros'];
const base = '/api/content/custom-lessonplans';
const lessonParams = idParamSchema.extend({ lessonId: dbIdParam() });

export function customPlansRoutes(
  app: FastifyInstance,
  deps: { custom: CustomPlansService; files: FilesService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { custom, files, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['teacher'] });

  r.get(
    `${base}/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Os livros do professor',
        querystring: customPlansQuerySchema,
        response: { 200: lessonPlanSearchPageSchema, ...errors },
      },
    },
    async (request) =>
      searchPageOf(request, publicUrl, await custom.list(authOf(request).user, request.query), request.query),
  );
  r.post(
    `${base}/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cria um livro próprio (limitado por max_custom_lessons)',
        body: customLessonPlanInputSchema,
        response: { 201: lessonPlanDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await custom.create(authOf(request).user, request.body)),
  );
  r.get(
    `${base}/quota/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Quantos livros próprios o professor tem e pode ter',
        response: { 200: customPlanQuotaSchema, ...errors },
      },
    },
    (request) => custom.quota(authOf(request).user),
  );
  r.post(
    `${base}/copy/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Copia um livro do catálogo para os livros do professor',
        body: copyLessonPlanInputSchema,
        response: { 201: lessonPlanDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await custom.copy(authOf(request).user, request.body.lessonplan)),
  );
  r.post(
    `${base}/uploads/`,
    {
      onRequest,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Envia capa, imagem ou anexo (PDF, PNG, JPEG, WebP; até 20 MB) no campo "file"',
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
  r.get(
    `${base}/:id/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Um livro próprio',
        params: idParamSchema,
        response: { 200: lessonPlanDetailSchema, ...errors },
      },
    },
    (request) => custom.detail(authOf(request).user, request.params.id),
  );
  r.patch(
    `${base}/:id/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edita um livro próprio',
        params: idParamSchema,
        body: customLessonPlanPatchSchema,
        response: { 200: lessonPlanDetailSchema, ...errors },
      },
    },
    (request) => custom.patch(authOf(request).user, request.params.id, request.body),
  );
  r.delete(
    `${base}/:id/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Exclui um livro próprio e suas aulas',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await custom.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    `${base}/:id/lessons/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Adiciona uma aula ao fim do livro próprio',
        params: idParamSchema,
        body: lessonInputSchema,
        response: { 201: lessonSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await custom.createLesson(authOf(request).user, request.params.id, request.body)),
  );
  r.post(
    `${base}/:id/lessons/reorder/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reordena as aulas (lista completa de ids, na nova ordem)',
        params: idParamSchema,
        body: reorderInputSchema,
        response: { 200: lessonPlanDetailSchema, ...errors },
      },
    },
    (request) => custom.reorderLessons(authOf(request).user, request.params.id, request.body.ids),
  );
  r.get(
    `${base}/:id/lessons/:lessonId/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Uma aula do livro próprio',
        params: lessonParams,
        response: { 200: lessonSchema, ...errors },
      },
    },
    (request) => custom.lesson(authOf(request).user, request.params.id, request.params.lessonId),
  );
  r.patch(
    `${base}/:id/lessons/:lessonId/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edita uma aula do livro próprio',
        params: lessonParams,
        body: lessonPatchSchema,
        response: { 200: lessonSchema, ...errors },
      },
    },
    (request) =>
      custom.patchLesson(authOf(request).user, request.params.id, request.params.lessonId, request.body),
  );
  r.delete(
    `${base}/:id/lessons/:lessonId/`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Exclui uma aula do livro próprio',
        params: lessonParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await custom.removeLesson(authOf(request).user, request.params.id, request.params.lessonId);
      return reply.status(204).send(null);
    },
  );
}
