import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequestSchema,
  bulkCreatedStudentsSchema,
  createdStudentSchema,
  detailErrorSchema,
  feedbackInputSchema,
  resetStudentPasswordSchema,
  statusOkSchema,
  studentInputSchema,
  studentBulkInputSchema,
  studentCardLoginSchema,
  studentListQuerySchema,
  studentLoginTokenSchema,
  studentPageSchema,
  studentSchema,
  studentSignUpSchema,
  studentTokenLoginSchema,
  studentUpdateSchema,
  teacherStatisticsSchema,
  tokenPairSchema,
  dbIdParam,
  idParamSchema,
} from '@aula/contracts';
import type { Database } from '@aula/db';
import { errorFields } from '../../lib/log-redaction';
import { pageOf } from '../../lib/pagination';
import { authOf, type RequireAuth, type UserRow } from '../../plugins/auth';
import { saveFeedback, teacherStatistics } from '../profile/statistics';
import type { LoginLinks } from './login-links';
import type { StudentsService } from './service';
import type { studentSignUp } from './sign-up';

const errors = {
  400: badRequestSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  429: detailErrorSchema,
};

export function studentsRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    students: StudentsService;
    links: LoginLinks;
    signUp: ReturnType<typeof studentSignUp>;
    requireAuth: RequireAuth;
    publicUrl: string;
    notifyContact: (sender: UserRow, message: { id: number; message: string }) => Promise<void>;
  },
) {
  const { students, requireAuth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teacher = requireAuth({ roles: ['teacher'] });
  const tags = ['alunos'];

  r.get(
    '/api/profile/my-students/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Alunos do professor',
        querystring: studentListQuerySchema,
        response: { 200: studentPageSchema, ...errors },
      },
    },
    async (request) =>
      pageOf(
        request,
        deps.publicUrl,
        await students.list(authOf(request).user, request.query),
        request.query,
      ),
  );
  r.post(
    '/api/profile/my-students/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Cria um aluno (usuário e senha temporária gerados se omitidos)',
        body: studentInputSchema,
        response: { 201: createdStudentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await students.create(authOf(request).user, request.body)),
  );
  r.post(
    '/api/profile/my-students/bulk/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Cria vários alunos de uma lista de nomes',
        body: studentBulkInputSchema,
        response: { 201: bulkCreatedStudentsSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await students.createMany(authOf(request).user, request.body.students, request.body.classroom)),
  );
  r.put(
    '/api/profile/my-students/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Edita um aluno',
        params: idParamSchema,
        body: studentUpdateSchema,
        response: { 200: studentSchema, ...errors },
      },
    },
    (request) => students.update(authOf(request).user, request.params.id, request.body),
  );
  r.delete(
    '/api/profile/my-students/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Exclui a conta do aluno',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await students.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
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
    (request) => deps.links.generate(authOf(request).user, request.params.id, request.query.classroom),
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
      await deps.links.revoke(authOf(request).user, request.params.id);
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
    (request) => deps.links.loginWithCardCode(request.body.classroom_code, request.body.code, request.ip),
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
    (request) => deps.links.loginWithToken(request.body.token, request.ip),
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
    async (request, reply) => reply.status(201).send(await deps.signUp(request.body, request.ip)),
  );
  r.get(
    '/api/profile/my-statistics',
    {
      onRequest: teacher,
      schema: {
        tags: ['perfil'],
        summary: 'Uso do professor e limites do plano',
        response: { 200: teacherStatisticsSchema, ...errors },
      },
    },
    (request) => teacherStatistics(deps.db, authOf(request).user),
  );
  r.post(
    '/api/profile/feedbacks/',
    {
      onRequest: requireAuth({ roles: ['teacher', 'student'] }),
      schema: {
        tags: ['perfil'],
        summary: 'Envia uma mensagem para a equipe',
        body: feedbackInputSchema,
        response: {
          201: z.object({
            id: z.number(),
            message: z.string(),
            rating: z.number().nullable(),
            created_at: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const saved = await saveFeedback(deps.db, user, request.body);
      // The message is kept either way; a mail failure only costs the heads-up.
      await deps.notifyContact(user, saved).catch((error: unknown) => {
        request.log.warn(errorFields(error), 'aviso de nova mensagem não enviado');
      });
      return reply.status(201).send(saved);
    },
  );
}
