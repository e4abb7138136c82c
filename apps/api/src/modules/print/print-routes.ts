import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { printRoutes as contracts } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import { contentDisposition } from '../content';
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

  r.route({
    ...fromContract(contracts.plan, { tags }),
    onRequest: reader,
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await print.plan(authOf(request).user, request.params.lessonplanId, request.query.version),
      ),
  });
  r.route({
    ...fromContract(contracts.lesson, { tags }),
    onRequest: reader,
    handler: async (request, reply) =>
      sendPdf(reply, await print.lesson(authOf(request).user, request.params.id, request.query.version)),
  });
  r.route({
    ...fromContract(contracts.classroomPlan, { tags }),
    onRequest: deps.requireAuth({ roles: ['teacher'] }),
    handler: async (request, reply) =>
      sendPdf(reply, await print.classroomPlan(authOf(request).user, request.params.id)),
  });
  r.route({
    ...fromContract(contracts.assignment, { tags }),
    onRequest: deps.requireAuth({ roles: ['teacher'] }),
    handler: async (request, reply) =>
      sendPdf(reply, await print.assignment(authOf(request).user, request.params.id, request.query.version)),
  });
  r.route({
    ...fromContract(contracts.diary, { tags }),
    onRequest: deps.requireAuth({ roles: ['teacher'] }),
    handler: async (request, reply) =>
      sendPdf(reply, await print.diary(authOf(request).user, request.params.id, request.query.period)),
  });
}
