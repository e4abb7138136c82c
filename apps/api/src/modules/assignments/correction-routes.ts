import type { FastifyInstance } from 'fastify';
import { correctionRoutes, reviewQueueRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { CommentsService } from './comments-service';
import type { ReviewQueueService } from './review-queue';
import type { GradingService } from './grading-service';

/** The correction day: what to review, one hand-in, return the graded ones, and the private threads. */
export function correctionActivityRoutes(
  app: FastifyInstance,
  deps: {
    grading: GradingService;
    queue: ReviewQueueService;
    comments: CommentsService;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { grading, queue, comments } = deps;
  const route = contractRoutes(app, { tags: ['correção'], publicUrl: deps.publicUrl });
  const teacher = deps.requireAuth({ roles: ['teacher'] });
  const student = deps.requireAuth({ roles: ['student'] });

  route(reviewQueueRoutes.list, {
    onRequest: teacher,
    handle: ({ user, query }) => queue.list(user, query.classroom),
  });
  route(correctionRoutes.submission, {
    onRequest: teacher,
    handle: ({ user, params }) => grading.submission(user, params.id, params.studentId),
  });
  route(correctionRoutes.returnGraded, {
    onRequest: teacher,
    handle: ({ user, params }) => grading.returnGraded(user, params.id),
  });
  route(correctionRoutes.teacherComments, {
    onRequest: teacher,
    handle: ({ user, params }) => comments.teacherList(user, params.id, params.studentId),
  });
  route(correctionRoutes.teacherComment, {
    onRequest: teacher,
    handle: ({ user, params, body }) => comments.teacherAdd(user, params.id, params.studentId, body.text),
  });
  route(correctionRoutes.studentComments, {
    onRequest: student,
    handle: ({ user, params }) => comments.studentList(user, params.id),
  });
  route(correctionRoutes.studentComment, {
    onRequest: student,
    handle: ({ user, params, body }) => comments.studentAdd(user, params.id, body.text),
  });
}
