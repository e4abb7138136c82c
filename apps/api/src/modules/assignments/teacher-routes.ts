import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignmentRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { TeacherAssignmentsService } from './teacher-service';

const tags = ['atividades'];

export function teacherAssignmentRoutes(
  app: FastifyInstance,
  deps: { assignments: TeacherAssignmentsService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { assignments } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.requireAuth({ roles: ['teacher'] });
  const meta = { tags };

  r.route({
    ...fromContract(assignmentRoutes.list, meta),
    onRequest,
    handler: async (request) => {
      const { page, page_size } = request.query;
      const list = await assignments.list(authOf(request).user, request.params.id, page, page_size);
      return pageOf(request, deps.publicUrl, list, request.query);
    },
  });
  r.route({
    ...fromContract(assignmentRoutes.create, meta),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await assignments.create(authOf(request).user, request.params.id, request.body)),
  });
  r.route({
    ...fromContract(assignmentRoutes.detail, meta),
    onRequest,
    handler: (request) => assignments.detail(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(assignmentRoutes.update, meta),
    onRequest,
    handler: (request) => assignments.update(authOf(request).user, request.params.id, request.body),
  });
  r.route({
    ...fromContract(assignmentRoutes.remove, meta),
    onRequest,
    handler: async (request, reply) => {
      await assignments.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    ...fromContract(assignmentRoutes.submissions, meta),
    onRequest,
    handler: (request) => assignments.submissions(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(assignmentRoutes.grade, meta),
    onRequest,
    handler: (request) =>
      assignments.grade(authOf(request).user, request.params.id, request.params.studentId, request.body),
  });
}
