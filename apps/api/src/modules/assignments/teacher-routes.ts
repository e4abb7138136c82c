import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentInputSchema,
  assignmentPatchSchema,
  assignmentSchema,
  idParamSchema,
  paginatedSchema,
  paginationQuerySchema,
  submissionParamsSchema,
  submissionPatchSchema,
  submissionSchema,
} from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { authOf, type RequireAuth } from '../../plugins/auth';
import { errorResponses as errors } from '../content/route-helpers';
import type { TeacherAssignmentsService } from './teacher-service';

const tags = ['atividades'];

export function teacherAssignmentRoutes(
  app: FastifyInstance,
  deps: { assignments: TeacherAssignmentsService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { assignments } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.requireAuth({ roles: ['teacher'] });

  r.get(
    '/api/content/classrooms/:id/assignments/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Atividades da turma, as mais novas primeiro',
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(assignmentSchema), ...errors },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const list = await assignments.list(authOf(request).user, request.params.id, page, page_size);
      return pageOf(request, deps.publicUrl, list, request.query);
    },
  );
  r.post(
    '/api/content/classrooms/:id/assignments/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Passa uma atividade (students null: toda a turma, também quem entrar depois)',
        params: idParamSchema,
        body: assignmentInputSchema,
        response: { 201: assignmentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await assignments.create(authOf(request).user, request.params.id, request.body)),
  );
  r.get(
    '/api/content/assignments/:id/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Uma atividade',
        params: idParamSchema,
        response: { 200: assignmentSchema, ...errors },
      },
    },
    (request) => assignments.detail(authOf(request).user, request.params.id),
  );
  r.patch(
    '/api/content/assignments/:id/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edita uma atividade',
        params: idParamSchema,
        body: assignmentPatchSchema,
        response: { 200: assignmentSchema, ...errors },
      },
    },
    (request) => assignments.update(authOf(request).user, request.params.id, request.body),
  );
  r.delete(
    '/api/content/assignments/:id/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Exclui uma atividade',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await assignments.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/api/content/assignments/:id/submissions/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Uma linha por aluno que recebeu a atividade, com status, nota e devolutiva',
        params: idParamSchema,
        response: { 200: z.array(submissionSchema), ...errors },
      },
    },
    (request) => assignments.submissions(authOf(request).user, request.params.id),
  );
  r.patch(
    '/api/content/assignments/:id/submissions/:studentId/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Dá nota (0 a 10, uma casa decimal), escreve a devolutiva e devolve ao aluno',
        params: submissionParamsSchema,
        body: submissionPatchSchema,
        response: { 200: submissionSchema, ...errors },
      },
    },
    (request) =>
      assignments.grade(authOf(request).user, request.params.id, request.params.studentId, request.body),
  );
}
