import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignmentPrintQuerySchema,
  idParamSchema,
  planLessonParamSchema,
  printQuerySchema,
} from '@aula/contracts';
import { authOf, type RequireAuth } from '../../plugins/auth';
import { contentDisposition, errorResponses as errors } from '../content/route-helpers';
import type { PrintedFile, PrintService } from './print-service';

const tags = ['impressão'];

function sendPdf(reply: FastifyReply, file: PrintedFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', file.name))
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/** PDFs for print: a plan or a lesson (teacher or student version) and an activity sheet. */
export function printRoutes(app: FastifyInstance, deps: { print: PrintService; requireAuth: RequireAuth }) {
  const { print } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = deps.requireAuth({ roles: ['teacher', 'staff'] });

  r.get(
    '/api/content/lessonplans/:lessonplanId/pdf/',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'O livro em PDF (A4): versão do professor ou folhas do aluno',
        params: planLessonParamSchema,
        querystring: printQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await print.plan(authOf(request).user, request.params.lessonplanId, request.query.version),
      ),
  );
  r.get(
    '/api/content/lessons/:id/pdf/',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'Uma aula em PDF (A4): versão do professor ou folha do aluno',
        params: idParamSchema,
        querystring: printQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await print.lesson(authOf(request).user, request.params.id, request.query.version)),
  );
  r.get(
    '/api/content/assignments/:id/pdf/',
    {
      onRequest: deps.requireAuth({ roles: ['teacher'] }),
      schema: {
        tags,
        summary: 'A atividade em PDF (A4): folha do aluno (padrão) ou versão do professor',
        params: idParamSchema,
        querystring: assignmentPrintQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await print.assignment(authOf(request).user, request.params.id, request.query.version)),
  );
}
