import type { FastifyInstance } from 'fastify';
import { assignmentRoutes, classroomRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AssignmentCopyService } from './copy-service';

/** "Usar em outra turma" (an activity) and "Copiar para o próximo ano" (a class). */
export function copyRoutes(
  app: FastifyInstance,
  deps: { copies: AssignmentCopyService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { copies, publicUrl } = deps;
  const onRequest = deps.requireAuth({ roles: ['teacher'] });

  contractRoutes(app, { tags: ['atividades'], publicUrl })(assignmentRoutes.copy, {
    onRequest,
    handle: ({ user, params, body }) => copies.copyAssignment(user, params.id, body),
  });
  contractRoutes(app, { tags: ['turmas'], publicUrl })(classroomRoutes.copy, {
    onRequest,
    handle: ({ user, params, body }) => copies.copyClassroom(user, params.id, body),
  });
}
