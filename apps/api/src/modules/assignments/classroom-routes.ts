import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignmentRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
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
  const meta = { tags };

  r.route({
    ...fromContract(assignmentRoutes.progress, meta),
    onRequest: teacher,
    handler: (request) => reports.progress(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(assignmentRoutes.gradesCsv, meta),
    onRequest: teacher,
    handler: async (request, reply) => {
      const csv = await reports.gradesCsv(authOf(request).user, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="notas-turma-${request.params.id}.csv"`)
        .send(csv);
    },
  });
  r.route({
    ...fromContract(assignmentRoutes.bnccCoverage, meta),
    onRequest: teacher,
    handler: (request) => reports.bnccCoverage(authOf(request).user, request.params.id),
  });

  r.route({
    ...fromContract(assignmentRoutes.posts, meta),
    onRequest: deps.requireAuth({ roles: ['teacher', 'student'] }),
    handler: async (request) => {
      const { page, page_size } = request.query;
      const list = await posts.list(authOf(request).user, request.params.id, page, page_size);
      return pageOf(request, deps.publicUrl, list, request.query);
    },
  });
  r.route({
    ...fromContract(assignmentRoutes.createPost, meta),
    onRequest: teacher,
    handler: async (request, reply) =>
      reply.status(201).send(await posts.create(authOf(request).user, request.params.id, request.body)),
  });
  r.route({
    ...fromContract(assignmentRoutes.updatePost, meta),
    onRequest: teacher,
    handler: (request) => posts.update(authOf(request).user, request.params.id, request.body),
  });
  r.route({
    ...fromContract(assignmentRoutes.removePost, meta),
    onRequest: teacher,
    handler: async (request, reply) => {
      await posts.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
