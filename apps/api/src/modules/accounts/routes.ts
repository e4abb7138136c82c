import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequestSchema,
  changePasswordRequestSchema,
  deleteAccountPreviewSchema,
  deleteAccountRequestSchema,
  detailErrorSchema,
  firstTimePasswordRequestSchema,
  impersonateRequestSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetTokenSchema,
  personalDataExportSchema,
  refreshRequestSchema,
  statusOkSchema,
  teacherSignUpRequestSchema,
  tokenPairSchema,
} from '@aula/contracts';
import { forbidden } from '../../lib/errors';
import { authOf, type RequireAuth } from '../../plugins/auth';
import type { Database } from '@aula/db';
import type { AccountDeletion } from './account-deletion';
import { exportPersonalData } from './data-export';
import type { AccountsService } from './service';
import type { SessionTokens } from './session-tokens';

const errors = {
  400: badRequestSchema,
  401: detailErrorSchema,
  429: detailErrorSchema,
};
const tags = ['contas'];
const ok = { status: 'OK' as const };

export function accountsRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountsService;
    tokens: SessionTokens;
    requireAuth: RequireAuth;
    db: Database;
    deletion: AccountDeletion;
    /** Ends what an account has outside this module (e.g. its subscription) before deletion. */
    beforeAccountDeletion: (userId: number) => Promise<void>;
  },
) {
  const { accounts, tokens, requireAuth, deletion } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/accounts/login/',
    {
      schema: {
        tags,
        summary: 'Login de professor ou equipe (e-mail)',
        body: loginRequestSchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    (request) => accounts.login(request.body, 'teacher', request.ip),
  );
  r.post(
    '/api/accounts/student-login/',
    {
      schema: {
        tags,
        summary: 'Login de aluno (usuário)',
        body: loginRequestSchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    (request) => accounts.login(request.body, 'student', request.ip),
  );
  r.post(
    '/api/accounts/sign-in/',
    {
      schema: {
        tags,
        summary: 'Cadastro de professor',
        body: teacherSignUpRequestSchema,
        response: { 201: tokenPairSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.signUpTeacher(request.body, request.ip)),
  );
  r.post(
    '/api/accounts/refresh-token/',
    {
      schema: {
        tags,
        summary: 'Renova o par de tokens (rotação)',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    (request) => tokens.refresh(request.body.refresh),
  );
  r.post(
    '/api/accounts/logout/',
    {
      schema: {
        tags,
        summary: 'Encerra a sessão do token de renovação',
        body: refreshRequestSchema,
        response: { 200: statusOkSchema },
      },
    },
    async (request) => {
      await tokens.close(request.body.refresh);
      return ok;
    },
  );
  r.put(
    '/api/accounts/change-password/',
    {
      onRequest: requireAuth(),
      schema: {
        tags,
        summary: 'Troca a senha (encerra as outras sessões)',
        body: changePasswordRequestSchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    (request) =>
      accounts.changePassword(authOf(request).user, request.body.old_password, request.body.new_password),
  );
  r.post(
    '/api/accounts/password-reset/',
    {
      schema: {
        tags,
        summary: 'Pede o e-mail de redefinição de senha',
        body: passwordResetRequestSchema,
        response: { 200: statusOkSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email, request.ip);
      return ok;
    },
  );
  r.post(
    '/api/accounts/password-reset/validate_token/',
    {
      schema: {
        tags,
        summary: 'Confere um token de redefinição',
        body: passwordResetTokenSchema,
        response: { 200: statusOkSchema, 404: detailErrorSchema },
      },
    },
    async (request) => {
      await accounts.findValidResetToken(request.body.token);
      return ok;
    },
  );
  r.post(
    '/api/accounts/password-reset/confirm/',
    {
      schema: {
        tags,
        summary: 'Define a nova senha com o token',
        body: passwordResetConfirmSchema,
        response: { 200: statusOkSchema, 404: detailErrorSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.confirmPasswordReset(request.body.token, request.body.password);
      return ok;
    },
  );
  r.post(
    '/api/accounts/change-password-first-time/',
    {
      onRequest: requireAuth({ allowPendingPasswordChange: true }),
      schema: {
        tags,
        summary: 'Troca a senha temporária no primeiro acesso',
        body: firstTimePasswordRequestSchema,
        response: { 200: statusOkSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await accounts.setFirstPassword(auth.user, auth.sessionId, request.body.password);
      return ok;
    },
  );
  r.post(
    '/api/accounts/delete-account/',
    {
      onRequest: requireAuth({ allowPendingPasswordChange: true }),
      schema: {
        tags,
        summary: 'Exclui a conta e os dados pessoais (LGPD)',
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), 400: errors[400], 403: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (auth.impersonatorId)
        throw forbidden('Não é possível excluir uma conta acessada como outro usuário.');
      await accounts.deleteAccount(auth.user, request.body.password, deps.beforeAccountDeletion);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/api/accounts/delete-account/',
    {
      onRequest: requireAuth({ allowPendingPasswordChange: true }),
      schema: {
        tags,
        summary: 'O que a exclusão da conta leva junto (contas de alunos)',
        response: { 200: deleteAccountPreviewSchema, 401: detailErrorSchema },
      },
    },
    async (request) => ({ students: await deletion.studentsDeletedWith(authOf(request).user.id) }),
  );
  r.get(
    '/api/accounts/my-data/',
    {
      onRequest: requireAuth({ allowPendingPasswordChange: true }),
      schema: {
        tags,
        summary: 'Baixa todos os dados guardados sobre o usuário (LGPD art. 18)',
        response: { 200: personalDataExportSchema, 401: detailErrorSchema, 403: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      // Everything about a person is for that person: staff acting as her cannot take it away.
      if (auth.impersonatorId !== null) {
        throw forbidden('Só a própria pessoa pode baixar os seus dados. Volte para a sua conta.');
      }
      const data = await exportPersonalData(deps.db, auth.user);
      reply.header('content-disposition', 'attachment; filename="aula-meus-dados.json"');
      reply.header('cache-control', 'no-store');
      return data;
    },
  );
  r.post(
    '/api/accounts/impersonate/',
    {
      onRequest: requireAuth({ roles: ['staff'] }),
      schema: {
        tags,
        summary: 'Acessa como outro usuário (equipe)',
        body: impersonateRequestSchema,
        response: { 200: tokenPairSchema, 403: detailErrorSchema, 404: detailErrorSchema },
      },
    },
    (request) => {
      const auth = authOf(request);
      if (auth.impersonatorId) {
        throw forbidden('Volte para a sua conta antes de acessar a conta de outro usuário.');
      }
      return accounts.impersonate(auth.user, request.body.email, request.ip);
    },
  );
}
