import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { StudentsService } from '../students';

const tags = ['alunos'];

/** The teacher's students, kept by the students module. */
export function myStudentsRoutes(
  app: FastifyInstance,
  deps: { students: StudentsService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { students, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teacher = deps.requireAuth({ roles: ['teacher'] });
  const meta = { tags };

  r.route({
    ...fromContract(profileRoutes.listStudents, meta),
    onRequest: teacher,
    handler: async (request) =>
      pageOf(request, publicUrl, await students.list(authOf(request).user, request.query), request.query),
  });
  r.route({
    ...fromContract(profileRoutes.createStudent, meta),
    onRequest: teacher,
    handler: async (request, reply) =>
      reply.status(201).send(await students.create(authOf(request).user, request.body)),
  });
  r.route({
    ...fromContract(profileRoutes.createStudents, meta),
    onRequest: teacher,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await students.createMany(authOf(request).user, request.body.students, request.body.classroom)),
  });
  r.route({
    ...fromContract(profileRoutes.updateStudent, meta),
    onRequest: teacher,
    handler: (request) => students.update(authOf(request).user, request.params.id, request.body),
  });
  r.route({
    ...fromContract(profileRoutes.removeStudent, meta),
    onRequest: teacher,
    handler: async (request, reply) => {
      await students.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
