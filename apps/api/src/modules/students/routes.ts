import type { FastifyInstance } from 'fastify';
import { accountRoutes, profileRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { LoginLinks } from './login-links';
import type { StudentsService } from './service';
import type { StudentSignUp } from './sign-up';

/**
 * The teacher's students (/api/profile/my-students/) and how students get into their accounts:
 * passwords and links set by the teacher, cards, sign-up by classroom code (/api/accounts/…).
 */
export function studentsRoutes(
  app: FastifyInstance,
  deps: {
    students: StudentsService;
    links: LoginLinks;
    signUp: StudentSignUp;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { students, links, signUp } = deps;
  const route = contractRoutes(app, { tags: ['alunos'], publicUrl: deps.publicUrl });
  const teacher = deps.requireAuth({ roles: ['teacher'] });

  route(profileRoutes.listStudents, {
    onRequest: teacher,
    handle: async ({ user, query, page }) => page(await students.list(user, query)),
  });
  route(profileRoutes.createStudent, {
    onRequest: teacher,
    handle: ({ user, body }) => students.create(user, body),
  });
  route(profileRoutes.createStudents, {
    onRequest: teacher,
    handle: ({ user, body }) => students.createMany(user, body.students, body.classroom),
  });
  route(profileRoutes.updateStudent, {
    onRequest: teacher,
    handle: ({ user, params, body }) => students.update(user, params.id, body),
  });
  route(profileRoutes.removeStudent, {
    onRequest: teacher,
    handle: ({ user, params }) => students.remove(user, params.id),
  });

  route(accountRoutes.resetStudentPassword, {
    onRequest: teacher,
    handle: async ({ user, params, body }) => {
      await students.resetPassword(user, params.id, body.password);
      return { status: 'OK' as const };
    },
  });
  route(accountRoutes.generateStudentLoginToken, {
    onRequest: teacher,
    handle: ({ user, params, query }) => links.generate(user, params.id, query.classroom),
  });
  route(accountRoutes.revokeStudentLoginToken, {
    onRequest: teacher,
    handle: ({ user, params }) => links.revoke(user, params.id),
  });
  route(accountRoutes.studentCardLogin, {
    handle: ({ body, request }) => links.loginWithCardCode(body.classroom_code, body.code, request.ip),
  });
  route(accountRoutes.studentTokenLogin, {
    handle: ({ body, request }) => links.loginWithToken(body.token, request.ip),
  });
  route(accountRoutes.studentSignUp, { handle: ({ body, request }) => signUp(body, request.ip) });
}
