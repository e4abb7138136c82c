import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bnccCoverageSchema,
  idParamSchema,
  paginatedSchema,
  paginationQuerySchema,
  postInputSchema,
  postPatchSchema,
  postSchema,
  progressSchema,
} from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { authOf, type RequireAuth } from '../../plugins/auth';
import { errorResponses as errors } from '../content/route-helpers';
import type { ClassroomPostsService } from './posts-service';
import type { ClassroomReportsService } from './reports-service';

const tags = ['turmas'];

/** Progress, grade sheet, BNCC coverage and the class feed. */
export function classroomActivityRoutes(
  app: FastifyInstance,
  deps: {
    reports: ClassroomReportsService;
    posts: ClassroomPostsService;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { reports, posts } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teacher = deps.requireAuth({ roles: ['teacher'] });

  r.get(
    '/api/content/classrooms/:id/progress/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Alunos × atividades: status e nota de cada um (null: a atividade não é para o aluno)',
        params: idParamSchema,
        response: { 200: progressSchema, ...errors },
      },
    },
    (request) => reports.progress(authOf(request).user, request.params.id),
  );
  r.get(
    '/api/content/classrooms/:id/grades.csv',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Notas da turma em CSV (UTF-8 com BOM, separador ";") para o Excel',
        params: idParamSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await reports.gradesCsv(authOf(request).user, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="notas-turma-${request.params.id}.csv"`)
        .send(csv);
    },
  );
  r.get(
    '/api/content/classrooms/:id/bncc-coverage/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Habilidades da BNCC trabalhadas nas atividades da turma e quanto da turma entregou',
        params: idParamSchema,
        response: { 200: bnccCoverageSchema, ...errors },
      },
    },
    (request) => reports.bnccCoverage(authOf(request).user, request.params.id),
  );

  r.get(
    '/api/content/classrooms/:id/posts/',
    {
      onRequest: deps.requireAuth({ roles: ['teacher', 'student'] }),
      schema: {
        tags,
        summary: 'Mural da turma, o mais novo primeiro (professor e alunos da turma)',
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(postSchema), ...errors },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const list = await posts.list(authOf(request).user, request.params.id, page, page_size);
      return pageOf(request, deps.publicUrl, list, request.query);
    },
  );
  r.post(
    '/api/content/classrooms/:id/posts/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Publica um aviso no mural',
        params: idParamSchema,
        body: postInputSchema,
        response: { 201: postSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await posts.create(authOf(request).user, request.params.id, request.body)),
  );
  r.patch(
    '/api/content/posts/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Edita um aviso do mural',
        params: idParamSchema,
        body: postPatchSchema,
        response: { 200: postSchema, ...errors },
      },
    },
    (request) => posts.update(authOf(request).user, request.params.id, request.body),
  );
  r.delete(
    '/api/content/posts/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Apaga um aviso do mural',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await posts.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
