import type { FastifyInstance } from 'fastify';
import { MAX_SUBMISSION_FILE_BYTES, studentAssignmentRoutes as contract } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import { type FilesService, receiveUpload, UPLOAD_BODY_LIMIT } from '../content';
import type { StudentAssignmentsService } from './student-service';

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
  const route = contractRoutes(app, { tags: ['atividades do aluno'], publicUrl: deps.publicUrl });
  const onRequest = deps.requireAuth({ roles: ['student'] });

  route(contract.studentList, {
    onRequest,
    handle: async ({ user, query, page }) =>
      page(await assignments.list(user, query.status, query.page, query.page_size)),
  });
  route(contract.studentDetail, {
    onRequest,
    handle: ({ user, params }) => assignments.open(user, params.id),
  });
  route(contract.submit, {
    onRequest,
    handle: ({ user, params, body }) => assignments.submit(user, params.id, body),
  });
  route(contract.unsubmit, {
    onRequest,
    handle: ({ user, params }) => assignments.unsubmit(user, params.id),
  });
  route(contract.upload, {
    onRequest,
    bodyLimit: UPLOAD_BODY_LIMIT,
    handle: async ({ user, request }) => {
      await assignments.filesAllowed(user);
      return receiveUpload(request, deps.files, {
        kind: 'attachment',
        user,
        maxBytes: MAX_SUBMISSION_FILE_BYTES,
      });
    },
  });
}
