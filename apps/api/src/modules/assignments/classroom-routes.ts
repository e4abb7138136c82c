import type { FastifyInstance } from 'fastify';
import { assignmentRoutes, classroomPostRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import { sendCsv } from '../content';
import type { ClassroomPostsService } from './posts-service';
import type { ClassroomReportsService } from './reports-service';

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
  const route = contractRoutes(app, { tags: ['turmas'], publicUrl: deps.publicUrl });
  const teacher = deps.requireAuth({ roles: ['teacher'] });

  route(assignmentRoutes.progress, {
    onRequest: teacher,
    handle: ({ user, params }) => reports.progress(user, params.id),
  });
  route(assignmentRoutes.gradesCsv, {
    onRequest: teacher,
    handle: async ({ user, params, reply }) =>
      sendCsv(reply, { name: `notas-turma-${params.id}.csv`, csv: await reports.gradesCsv(user, params.id) }),
  });
  route(assignmentRoutes.bnccCoverage, {
    onRequest: teacher,
    handle: ({ user, params }) => reports.bnccCoverage(user, params.id),
  });

  route(classroomPostRoutes.posts, {
    onRequest: deps.requireAuth({ roles: ['teacher', 'student'] }),
    handle: async ({ user, params, query, page }) =>
      page(await posts.list(user, params.id, query.page, query.page_size)),
  });
  route(classroomPostRoutes.createPost, {
    onRequest: teacher,
    handle: ({ user, params, body }) => posts.create(user, params.id, body),
  });
  route(classroomPostRoutes.updatePost, {
    onRequest: teacher,
    handle: ({ user, params, body }) => posts.update(user, params.id, body),
  });
  route(classroomPostRoutes.removePost, {
    onRequest: teacher,
    handle: ({ user, params }) => posts.remove(user, params.id),
  });
}
