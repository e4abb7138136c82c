import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { correctionRoutes, reviewQueueRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { CommentsService } from './comments-service';
import type { ReviewQueueService } from './review-queue';
import type { TeacherAssignmentsService } from './teacher-service';

const tags = ['correção'];

/** The correction day: what to review, one hand-in, return the graded ones, and the private threads. */
export function correctionActivityRoutes(
  app: FastifyInstance,
  deps: {
    assignments: TeacherAssignmentsService;
    queue: ReviewQueueService;
    comments: CommentsService;
    requireAuth: RequireAuth;
  },
) {
  const { assignments, queue, comments } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teacher = deps.requireAuth({ roles: ['teacher'] });
  const student = deps.requireAuth({ roles: ['student'] });
  const meta = { tags };

  r.route({
    ...fromContract(reviewQueueRoutes.list, meta),
    onRequest: teacher,
    handler: (request) => queue.list(authOf(request).user, request.query.classroom),
  });
  r.route({
    ...fromContract(correctionRoutes.submission, meta),
    onRequest: teacher,
    handler: (request) =>
      assignments.submission(authOf(request).user, request.params.id, request.params.studentId),
  });
  r.route({
    ...fromContract(correctionRoutes.returnGraded, meta),
    onRequest: teacher,
    handler: (request) => assignments.returnGraded(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(correctionRoutes.teacherComments, meta),
    onRequest: teacher,
    handler: (request) =>
      comments.teacherList(authOf(request).user, request.params.id, request.params.studentId),
  });
  r.route({
    ...fromContract(correctionRoutes.teacherComment, meta),
    onRequest: teacher,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await comments.teacherAdd(
            authOf(request).user,
            request.params.id,
            request.params.studentId,
            request.body.text,
          ),
        ),
  });
  r.route({
    ...fromContract(correctionRoutes.studentComments, meta),
    onRequest: student,
    handler: (request) => comments.studentList(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(correctionRoutes.studentComment, meta),
    onRequest: student,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await comments.studentAdd(authOf(request).user, request.params.id, request.body.text)),
  });
}
