import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileRoutes as contracts, meRoutes } from '@aula/contracts';
import { errorFields } from '../../lib/log-redaction';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf, type UserRow } from '../../lib/auth-context';
import type { ProfileService } from './service';

const tags = ['perfil'];

export function profileRoutes(
  app: FastifyInstance,
  deps: {
    profiles: ProfileService;
    requireAuth: RequireAuth;
    /** Announces a new "Fale conosco" message to staff. */
    notifyContact: (sender: UserRow, message: { id: number; message: string }) => Promise<void>;
  },
) {
  const { profiles, requireAuth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...fromContract(meRoutes.me, { tags }),
    // Readable while a temporary password waits to be replaced, so the app knows to ask for it.
    onRequest: requireAuth({ allowPendingPasswordChange: true }),
    handler: (request) => {
      const auth = authOf(request);
      return profiles.profileOf(auth.user, auth.impersonatorId);
    },
  });
  r.route({
    ...fromContract(meRoutes.update, { tags }),
    onRequest: requireAuth(),
    handler: (request) => {
      const auth = authOf(request);
      return profiles.update(auth.user, auth.impersonatorId, request.body, request.ip);
    },
  });
  r.route({
    ...fromContract(contracts.statistics, { tags }),
    onRequest: requireAuth({ roles: ['teacher'] }),
    handler: (request) => profiles.statistics(authOf(request).user),
  });
  r.route({
    ...fromContract(contracts.sendFeedback, { tags }),
    onRequest: requireAuth({ roles: ['teacher', 'student'] }),
    handler: async (request, reply) => {
      const { user } = authOf(request);
      const saved = await profiles.saveFeedback(user, request.body);
      // The message is kept either way; a mail failure only costs the heads-up.
      await deps.notifyContact(user, saved).catch((error: unknown) => {
        request.log.warn(errorFields(error), 'aviso de nova mensagem não enviado');
      });
      return reply.status(201).send(saved);
    },
  });
}
