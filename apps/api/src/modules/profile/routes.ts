import type { FastifyInstance } from 'fastify';
import { profileRoutes as contracts, meRoutes } from '@aula/contracts';
import type { UserRow } from '../../lib/auth-context';
import { errorFields } from '../../lib/log-redaction';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { ProfileService } from './service';

export function profileRoutes(
  app: FastifyInstance,
  deps: {
    profiles: ProfileService;
    requireAuth: RequireAuth;
    publicUrl: string;
    /** Announces a new "Fale conosco" message to staff. */
    notifyContact: (sender: UserRow, message: { id: number; message: string }) => Promise<void>;
  },
) {
  const { profiles, requireAuth } = deps;
  const route = contractRoutes(app, { tags: ['perfil'], publicUrl: deps.publicUrl });
  route(meRoutes.me, {
    // Readable while a temporary password waits to be replaced, so the app knows to ask for it.
    onRequest: requireAuth({ allowPendingPasswordChange: true }),
    handle: ({ auth }) => profiles.profileOf(auth.user, auth.impersonatorId),
  });
  route(meRoutes.update, {
    onRequest: requireAuth(),
    handle: ({ auth, body, request }) => profiles.update(auth.user, auth.impersonatorId, body, request.ip),
  });
  route(contracts.statistics, {
    onRequest: requireAuth({ roles: ['teacher'] }),
    handle: ({ user }) => profiles.statistics(user),
  });
  route(contracts.sendFeedback, {
    onRequest: requireAuth({ roles: ['teacher', 'student'] }),
    handle: async ({ user, body, request }) => {
      const saved = await profiles.saveFeedback(user, body);
      // The message is kept either way; a mail failure only costs the heads-up.
      await deps.notifyContact(user, saved).catch((error: unknown) => {
        request.log.warn(errorFields(error), 'aviso de nova mensagem não enviado');
      });
      return saved;
    },
  });
}
