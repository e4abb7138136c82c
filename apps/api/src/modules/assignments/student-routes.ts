import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  MAX_SUBMISSION_FILE_BYTES,
  paginatedSchema,
  storedFileSchema,
  studentAssignmentQuerySchema,
  studentAssignmentSchema,
  studentAssignmentSummarySchema,
  submitInputSchema,
} from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { authOf, type RequireAuth } from '../../plugins/auth';
import type { FilesService } from '../content/files-service';
import { errorResponses, receiveUpload, UPLOAD_BODY_LIMIT } from '../content/route-helpers';
import type { StudentAssignmentsService } from './student-service';

const tags = ['atividades do aluno'];
const errors = { ...errorResponses, 409: errorResponses[404] };

export function studentAssignmentRoutes(
  app: FastifyInstance,
  deps: {
    assignments: StudentAssignmentsService;
    files: FilesService;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { assignments } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.requireAuth({ roles: ['student'] });

  r.get(
    '/api/student/assignments/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Atividades do aluno: "todo" (prazo mais próximo primeiro) ou "done"',
        querystring: studentAssignmentQuerySchema,
        response: { 200: paginatedSchema(studentAssignmentSummarySchema), ...errors },
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query;
      const list = await assignments.list(authOf(request).user, status, page, page_size);
      return pageOf(request, deps.publicUrl, list, request.query);
    },
  );
  r.get(
    '/api/student/assignments/:id/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Uma atividade com o material do aluno (a primeira leitura marca como aberta)',
        params: idParamSchema,
        response: { 200: studentAssignmentSchema, ...errors },
      },
    },
    (request) => assignments.open(authOf(request).user, request.params.id),
  );
  r.post(
    '/api/student/assignments/:id/submit/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Entrega a atividade (depois do prazo fica "late")',
        params: idParamSchema,
        body: submitInputSchema,
        response: { 200: studentAssignmentSchema, ...errors },
      },
    },
    (request) => assignments.submit(authOf(request).user, request.params.id, request.body),
  );
  r.post(
    '/api/student/assignments/:id/unsubmit/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Desfaz a entrega enquanto a professora não devolveu',
        params: idParamSchema,
        response: { 200: studentAssignmentSchema, ...errors },
      },
    },
    (request) => assignments.unsubmit(authOf(request).user, request.params.id),
  );
  r.post(
    '/api/student/uploads/',
    {
      onRequest,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Envia uma foto ou PDF para uma entrega (até 10 MB) no campo "file"',
        consumes: ['multipart/form-data'],
        response: { 201: storedFileSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await receiveUpload(
            request,
            deps.files,
            'attachment',
            authOf(request).user.id,
            MAX_SUBMISSION_FILE_BYTES,
          ),
        ),
  );
}
