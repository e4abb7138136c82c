import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '@aula/contracts';
import type { Database } from '@aula/db';
import { forbidden } from '../../lib/errors';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { AccountDeletion } from './account-deletion';
import { exportPersonalData } from './data-export';
import type { AccountDeletionHooks, AccountsService } from './service';
import type { SessionTokens } from './session-tokens';

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
    publicUrl: string;
  },
) {
  const { accounts, tokens, requireAuth, deletion } = deps;
  const route = contractRoutes(app, { tags: ['contas'], publicUrl: deps.publicUrl });
  const evenWithTemporaryPassword = requireAuth({ allowPendingPasswordChange: true });

  route(accountRoutes.login, { handle: ({ body, request }) => accounts.login(body, 'teacher', request.ip) });
  route(accountRoutes.studentLogin, {
    handle: ({ body, request }) => accounts.login(body, 'student', request.ip),
  });
  route(accountRoutes.signUp, { handle: ({ body, request }) => accounts.signUpTeacher(body, request.ip) });
  route(accountRoutes.refresh, { handle: ({ body }) => tokens.refresh(body.refresh) });
  route(accountRoutes.logout, {
    handle: async ({ body }) => {
      await tokens.close(body.refresh);
      return ok;
    },
  });
  route(accountRoutes.changePassword, {
    onRequest: requireAuth(),
    handle: ({ user, body, request }) =>
      accounts.changePassword(user, body.old_password, body.new_password, request.ip),
  });
  route(accountRoutes.requestPasswordReset, {
    handle: async ({ body, request }) => {
      await accounts.requestPasswordReset(body.email, request.ip);
      return ok;
    },
  });
  route(accountRoutes.validateResetToken, {
    handle: async ({ body }) => {
      await accounts.findValidResetToken(body.token);
      return ok;
    },
  });
  route(accountRoutes.confirmPasswordReset, {
    handle: async ({ body }) => {
      await accounts.confirmPasswordReset(body.token, body.password);
      return ok;
    },
  });
  route(accountRoutes.setFirstPassword, {
    onRequest: evenWithTemporaryPassword,
    handle: async ({ auth, body }) => {
      await accounts.setFirstPassword(auth.user, auth.sessionId, body.password);
      return ok;
    },
  });
  route(accountRoutes.deleteAccount, {
    onRequest: evenWithTemporaryPassword,
    handle: async ({ auth, body, request }) => {
      if (auth.impersonatorId)
        throw forbidden('Não é possível excluir uma conta acessada como outro usuário.');
      await accounts.deleteAccount(auth.user, body, request.ip, deps.deletionHooks);
    },
  });
  route(accountRoutes.deleteAccountPreview, {
    onRequest: evenWithTemporaryPassword,
    handle: async ({ user: { id } }) => ({
      students: await deletion.studentsDeletedWith(id),
      withdrawal: await deps.withdrawalOffer(id),
    }),
  });
  route(accountRoutes.myData, {
    onRequest: evenWithTemporaryPassword,
    handle: async ({ auth, reply }) => {
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
  route(accountRoutes.impersonate, {
    onRequest: requireAuth({ roles: ['staff'] }),
    handle: ({ auth, body, request }) => {
      if (auth.impersonatorId) {
        throw forbidden('Volte para a sua conta antes de acessar a conta de outro usuário.');
      }
      return accounts.impersonate(auth.user, body.email, request.ip);
    },
  });
}
