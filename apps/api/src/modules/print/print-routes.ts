import type { FastifyInstance, FastifyReply } from 'fastify';
import { printRoutes as contracts } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import { contentDisposition } from '../content';
import type { PrintedFile, PrintService } from './print-service';

function sendPdf(reply: FastifyReply, file: PrintedFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', file.name))
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/** PDFs for print: a plan or a lesson (teacher or student version) and an activity sheet. */
export function printRoutes(
  app: FastifyInstance,
  deps: { print: PrintService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { print } = deps;
  const route = contractRoutes(app, { tags: ['impressão'], publicUrl: deps.publicUrl });
  const reader = deps.requireAuth({ roles: ['teacher', 'staff'] });
  const teacher = deps.requireAuth({ roles: ['teacher'] });

  route(contracts.plan, {
    onRequest: reader,
    handle: async ({ user, params, query, reply }) =>
      sendPdf(reply, await print.plan(user, params.lessonplanId, query.version)),
  });
  route(contracts.lesson, {
    onRequest: reader,
    handle: async ({ user, params, query, reply }) =>
      sendPdf(reply, await print.lesson(user, params.id, query.version)),
  });
  route(contracts.classroomPlan, {
    onRequest: teacher,
    handle: async ({ user, params, reply }) => sendPdf(reply, await print.classroomPlan(user, params.id)),
  });
  route(contracts.assignment, {
    onRequest: teacher,
    handle: async ({ user, params, query, reply }) =>
      sendPdf(reply, await print.assignment(user, params.id, query.version)),
  });
  route(contracts.diary, {
    onRequest: teacher,
    handle: async ({ user, params, query, reply }) =>
      sendPdf(reply, await print.diary(user, params.id, query.period)),
  });
  route(contracts.conselho, {
    onRequest: teacher,
    handle: async ({ user, params, query, reply }) =>
      sendPdf(reply, await print.conselho(user, params.id, query.period)),
  });
  route(contracts.reportCards, {
    onRequest: teacher,
    handle: async ({ user, params, query, reply }) =>
      sendPdf(reply, await print.reportCards(user, params.id, query.period)),
  });
}
