import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignmentRoutes, classroomRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { AssignmentCopyService } from './copy-service';

/** "Usar em outra turma" (an activity) and "Copiar para o próximo ano" (a class). */
export function copyRoutes(
  app: FastifyInstance,
  deps: { copies: AssignmentCopyService; requireAuth: RequireAuth },
) {
  const { copies } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.requireAuth({ roles: ['teacher'] });

  r.route({
    ...fromContract(assignmentRoutes.copy, { tags: ['atividades'] }),
    onRequest,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await copies.copyAssignment(authOf(request).user, request.params.id, request.body)),
  });
  r.route({
    ...fromContract(classroomRoutes.copy, { tags: ['turmas'] }),
    onRequest,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await copies.copyClassroom(authOf(request).user, request.params.id, request.body)),
  });
}
