import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequestSchema,
  dbIdParam,
  detailErrorSchema,
  idParamSchema,
  resetStudentPasswordSchema,
  statusOkSchema,
  studentCardLoginSchema,
  studentLoginTokenSchema,
  studentSignUpSchema,
  studentTokenLoginSchema,
  tokenPairSchema,
} from '@aula/contracts';
import { authOf, type RequireAuth } from '../../plugins/auth';
import type { LoginLinks } from '../students/login-links';
import type { StudentsService } from '../students/service';
import type { StudentSignUp } from '../students/sign-up';

const tags = ['alunos'];
const errors = {
  400: badRequestSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  429: detailErrorSchema,
};

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

  r.post(
    '/api/accounts/reset-student-password/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Define uma senha temporária para o aluno',
        params: idParamSchema,
        body: resetStudentPasswordSchema,
        response: { 200: statusOkSchema, ...errors },
      },
    },
    async (request) => {
      await students.resetPassword(authOf(request).user, request.params.id, request.body.password);
      return { status: 'OK' as const };
    },
  );
  r.post(
    '/api/accounts/generate-student-login-token/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary:
          'Gera o link de acesso do aluno: de uso único (7 dias), ou o do cartão, reutilizável, se a turma usa entrada por cartão',
        params: idParamSchema,
        querystring: z.object({ classroom: dbIdParam().optional() }),
        response: { 200: studentLoginTokenSchema, ...errors },
      },
    },
    (request) => links.generate(authOf(request).user, request.params.id, request.query.classroom),
  );
  r.delete(
    '/api/accounts/generate-student-login-token/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Cancela os links e o cartão de acesso do aluno',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await links.revoke(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/api/accounts/student-card-login/',
    {
      schema: {
        tags,
        summary: 'Entra com o código da turma e o código do cartão',
        body: studentCardLoginSchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    (request) => links.loginWithCardCode(request.body.classroom_code, request.body.code, request.ip),
  );
  r.post(
    '/api/accounts/student-token-login/',
    {
      schema: {
        tags,
        summary: 'Entra com o link de acesso do aluno',
        body: studentTokenLoginSchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    (request) => links.loginWithToken(request.body.token, request.ip),
  );
  r.post(
    '/api/accounts/student-sign-in/',
    {
      schema: {
        tags,
        summary: 'Cadastro de aluno pelo código da turma',
        body: studentSignUpSchema,
        response: { 201: tokenPairSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await signUp(request.body, request.ip)),
  );
}
