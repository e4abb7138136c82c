import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  badRequestSchema,
  detailErrorSchema,
  profileRoutes as contracts,
  validationErrorSchema,
  meRoutes,
} from '@aula/contracts';
import { errorFields } from '../../lib/log-redaction';
import { fromContract } from '../../lib/route-contract';
import { authOf, type RequireAuth, type UserRow } from '../../plugins/auth';
import type { ProfileService } from './service';

const tags = ['perfil'];
const errors = {
  400: badRequestSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
  429: detailErrorSchema,
};

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
    ...fromContract(meRoutes.me, { tags, errors: { 401: detailErrorSchema } }),
    // Readable while a temporary password waits to be replaced, so the app knows to ask for it.
    onRequest: requireAuth({ allowPendingPasswordChange: true }),
    handler: (request) => {
      const auth = authOf(request);
      return profiles.profileOf(auth.user, auth.impersonatorId);
    },
  });
  r.route({
    ...fromContract(meRoutes.update, {
      tags,
      errors: { 400: validationErrorSchema, 401: detailErrorSchema },
    }),
    onRequest: requireAuth(),
    handler: (request) => {
      const auth = authOf(request);
      return profiles.update(auth.user, auth.impersonatorId, request.body);
    },
  });
  r.route({
    ...fromContract(contracts.statistics, { tags, errors }),
    onRequest: requireAuth({ roles: ['teacher'] }),
    handler: (request) => profiles.statistics(authOf(request).user),
  });
  r.route({
    ...fromContract(contracts.sendFeedback, { tags, errors }),
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
