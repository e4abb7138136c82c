import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequestSchema,
  bulkCreatedStudentsSchema,
  createdStudentSchema,
  detailErrorSchema,
  idParamSchema,
  studentBulkInputSchema,
  studentInputSchema,
  studentListQuerySchema,
  studentPageSchema,
  studentSchema,
  studentUpdateSchema,
} from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { authOf, type RequireAuth } from '../../plugins/auth';
import type { StudentsService } from '../students/service';

const tags = ['alunos'];
const errors = {
  400: badRequestSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  429: detailErrorSchema,
};

/** The teacher's students, kept by the students module. */
export function myStudentsRoutes(
  app: FastifyInstance,
  deps: { students: StudentsService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { students, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teacher = deps.requireAuth({ roles: ['teacher'] });

  r.get(
    '/api/profile/my-students/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Alunos do professor',
        querystring: studentListQuerySchema,
        response: { 200: studentPageSchema, ...errors },
      },
    },
    async (request) =>
      pageOf(request, publicUrl, await students.list(authOf(request).user, request.query), request.query),
  );
  r.post(
    '/api/profile/my-students/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Cria um aluno (usuário e senha temporária gerados se omitidos)',
        body: studentInputSchema,
        response: { 201: createdStudentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await students.create(authOf(request).user, request.body)),
  );
  r.post(
    '/api/profile/my-students/bulk/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Cria vários alunos de uma lista de nomes',
        body: studentBulkInputSchema,
        response: { 201: bulkCreatedStudentsSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await students.createMany(authOf(request).user, request.body.students, request.body.classroom)),
  );
  r.put(
    '/api/profile/my-students/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Edita um aluno',
        params: idParamSchema,
        body: studentUpdateSchema,
        response: { 200: studentSchema, ...errors },
      },
    },
    (request) => students.update(authOf(request).user, request.params.id, request.body),
  );
  r.delete(
    '/api/profile/my-students/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Exclui a conta do aluno',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await students.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
