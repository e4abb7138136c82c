import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { LoginLinks, StudentsService, StudentSignUp } from '../students';

const tags = ['alunos'];

/** How students get into their accounts: passwords and links set by the teacher, cards, sign-up. */
export function studentAccessRoutes(
  app: FastifyInstance,
  deps: {
    students: StudentsService;
    links: LoginLinks;
    signUp: StudentSignUp;
    requireAuth: RequireAuth;
  },
) {
  const { students, links, signUp } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teacher = deps.requireAuth({ roles: ['teacher'] });
  const meta = { tags };

  r.route({
    ...fromContract(accountRoutes.resetStudentPassword, meta),
    onRequest: teacher,
    handler: async (request) => {
      await students.resetPassword(authOf(request).user, request.params.id, request.body.password);
      return { status: 'OK' as const };
    },
  });
  r.route({
    ...fromContract(accountRoutes.generateStudentLoginToken, meta),
    onRequest: teacher,
    handler: (request) => links.generate(authOf(request).user, request.params.id, request.query.classroom),
  });
  r.route({
    ...fromContract(accountRoutes.revokeStudentLoginToken, meta),
    onRequest: teacher,
    handler: async (request, reply) => {
      await links.revoke(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    ...fromContract(accountRoutes.studentCardLogin, meta),
    handler: (request) => links.loginWithCardCode(request.body.classroom_code, request.body.code, request.ip),
  });
  r.route({
    ...fromContract(accountRoutes.studentTokenLogin, meta),
    handler: (request) => links.loginWithToken(request.body.token, request.ip),
  });
  r.route({
    ...fromContract(accountRoutes.studentSignUp, meta),
    handler: async (request, reply) => reply.status(201).send(await signUp(request.body, request.ip)),
  });
}
