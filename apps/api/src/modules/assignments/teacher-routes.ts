import type { FastifyInstance } from 'fastify';
import { assignmentRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { GradingService } from './grading-service';
import type { TeacherAssignmentsService } from './teacher-service';

export function teacherAssignmentRoutes(
  app: FastifyInstance,
  deps: {
    assignments: TeacherAssignmentsService;
    grading: GradingService;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { assignments, grading } = deps;
  const route = contractRoutes(app, { tags: ['atividades'], publicUrl: deps.publicUrl });
  const onRequest = deps.requireAuth({ roles: ['teacher'] });

  route(assignmentRoutes.list, {
    onRequest,
    handle: async ({ user, params, query, page }) =>
      page(await assignments.list(user, params.id, query.page, query.page_size)),
  });
  route(assignmentRoutes.create, {
    onRequest,
    handle: ({ user, params, body }) => assignments.create(user, params.id, body),
  });
  route(assignmentRoutes.detail, {
    onRequest,
    handle: ({ user, params }) => assignments.detail(user, params.id),
  });
  route(assignmentRoutes.update, {
    onRequest,
    handle: ({ user, params, body }) => assignments.update(user, params.id, body),
  });
  route(assignmentRoutes.remove, {
    onRequest,
    handle: ({ user, params }) => assignments.remove(user, params.id),
  });
  route(assignmentRoutes.submissions, {
    onRequest,
    handle: ({ user, params }) => grading.submissions(user, params.id),
  });
  route(assignmentRoutes.grade, {
    onRequest,
    handle: ({ user, params, body }) => grading.grade(user, params.id, params.studentId, body),
  });
}
