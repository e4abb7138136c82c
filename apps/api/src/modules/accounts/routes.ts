import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from '@aula/contracts';
import { forbidden } from '../../lib/errors';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { Database } from '@aula/db';
import type { AccountDeletion } from './account-deletion';
import { exportPersonalData } from './data-export';
import type { AccountDeletionHooks, AccountsService } from './service';
import type { SessionTokens } from './session-tokens';

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
    /** E.g. its subscription, ended before; the provider's copies of the person, erased after. */
    deletionHooks: AccountDeletionHooks;
    /** The refund (CDC art. 49) the deletion dialog may offer, or null. */
    withdrawalOffer: (userId: number) => Promise<{ until: string; refund_cents: number } | null>;
  },
) {
  const { accounts, tokens, requireAuth, deletion } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = { tags };

  r.route({
    ...fromContract(accountRoutes.login, meta),
    handler: (request) => accounts.login(request.body, 'teacher', request.ip),
  });
  r.route({
    ...fromContract(accountRoutes.studentLogin, meta),
    handler: (request) => accounts.login(request.body, 'student', request.ip),
  });
  r.route({
    ...fromContract(accountRoutes.signUp, meta),
    handler: async (request, reply) =>
      reply.status(201).send(await accounts.signUpTeacher(request.body, request.ip)),
  });
  r.route({
    ...fromContract(accountRoutes.refresh, meta),
    handler: (request) => tokens.refresh(request.body.refresh),
  });
  r.route({
    ...fromContract(accountRoutes.logout, { tags }),
    handler: async (request) => {
      await tokens.close(request.body.refresh);
      return ok;
    },
  });
  r.route({
    ...fromContract(accountRoutes.changePassword, meta),
    onRequest: requireAuth(),
    handler: (request) =>
      accounts.changePassword(
        authOf(request).user,
        request.body.old_password,
        request.body.new_password,
        request.ip,
      ),
  });
  r.route({
    ...fromContract(accountRoutes.requestPasswordReset, meta),
    handler: async (request) => {
      await accounts.requestPasswordReset(request.body.email, request.ip);
      return ok;
    },
  });
  r.route({
    ...fromContract(accountRoutes.validateResetToken, { tags }),
    handler: async (request) => {
      await accounts.findValidResetToken(request.body.token);
      return ok;
    },
  });
  r.route({
    ...fromContract(accountRoutes.confirmPasswordReset, { tags }),
    handler: async (request) => {
      await accounts.confirmPasswordReset(request.body.token, request.body.password);
      return ok;
    },
  });
  r.route({
    ...fromContract(accountRoutes.setFirstPassword, meta),
    onRequest: requireAuth({ allowPendingPasswordChange: true }),
    handler: async (request) => {
      const auth = authOf(request);
      await accounts.setFirstPassword(auth.user, auth.sessionId, request.body.password);
      return ok;
    },
  });
  r.route({
    ...fromContract(accountRoutes.deleteAccount, { tags }),
    onRequest: requireAuth({ allowPendingPasswordChange: true }),
    handler: async (request, reply) => {
      const auth = authOf(request);
      if (auth.impersonatorId)
        throw forbidden('Não é possível excluir uma conta acessada como outro usuário.');
      await accounts.deleteAccount(auth.user, request.body, request.ip, deps.deletionHooks);
      return reply.status(204).send(null);
    },
  });
  r.route({
    ...fromContract(accountRoutes.deleteAccountPreview, { tags }),
    onRequest: requireAuth({ allowPendingPasswordChange: true }),
    handler: async (request) => {
      const { id } = authOf(request).user;
      return {
        students: await deletion.studentsDeletedWith(id),
        withdrawal: await deps.withdrawalOffer(id),
      };
    },
  });
  r.route({
    ...fromContract(accountRoutes.myData, { tags }),
    onRequest: requireAuth({ allowPendingPasswordChange: true }),
    handler: async (request, reply) => {
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
  });
  r.route({
    ...fromContract(accountRoutes.impersonate, { tags }),
    onRequest: requireAuth({ roles: ['staff'] }),
    handler: (request) => {
      const auth = authOf(request);
      if (auth.impersonatorId) {
        throw forbidden('Volte para a sua conta antes de acessar a conta de outro usuário.');
      }
      return accounts.impersonate(auth.user, request.body.email, request.ip);
    },
  });
}
