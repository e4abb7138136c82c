import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignmentRoutes, MAX_SUBMISSION_FILE_BYTES } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import { type FilesService, receiveUpload, UPLOAD_BODY_LIMIT } from '../content';
import type { StudentAssignmentsService } from './student-service';

const tags = ['atividades do aluno'];

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
  const meta = { tags };

  r.route({
    ...fromContract(assignmentRoutes.studentList, meta),
    onRequest,
    handler: async (request) => {
      const { status, page, page_size } = request.query;
      const list = await assignments.list(authOf(request).user, status, page, page_size);
      return pageOf(request, deps.publicUrl, list, request.query);
    },
  });
  r.route({
    ...fromContract(assignmentRoutes.studentDetail, meta),
    onRequest,
    handler: (request) => assignments.open(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(assignmentRoutes.submit, meta),
    onRequest,
    handler: (request) => assignments.submit(authOf(request).user, request.params.id, request.body),
  });
  r.route({
    ...fromContract(assignmentRoutes.unsubmit, meta),
    onRequest,
    handler: (request) => assignments.unsubmit(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(assignmentRoutes.upload, meta),
    onRequest,
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async (request, reply) =>
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
  });
}
