import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequestSchema,
  detailErrorSchema,
  feedbackInputSchema,
  profileSchema,
  profileUpdateSchema,
  teacherStatisticsSchema,
  validationErrorSchema,
} from '@aula/contracts';
import { errorFields } from '../../lib/log-redaction';
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
  r.get(
    '/api/profile/me',
    {
      // Readable while a temporary password waits to be replaced, so the app knows to ask for it.
      onRequest: requireAuth({ allowPendingPasswordChange: true }),
      schema: {
        tags,
        summary: 'O usuário conectado',
        response: { 200: profileSchema, 401: detailErrorSchema },
      },
    },
    (request) => {
      const auth = authOf(request);
      return profiles.profileOf(auth.user, auth.impersonatorId);
    },
  );
  r.put(
    '/api/profile/me',
    {
      onRequest: requireAuth(),
      schema: {
        tags,
        summary: 'Edita nome, data de nascimento e e-mail',
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: validationErrorSchema, 401: detailErrorSchema },
      },
    },
    (request) => {
      const auth = authOf(request);
      return profiles.update(auth.user, auth.impersonatorId, request.body);
    },
  );
  r.get(
    '/api/profile/my-statistics',
    {
      onRequest: requireAuth({ roles: ['teacher'] }),
      schema: {
        tags,
        summary: 'Uso do professor e limites do plano',
        response: { 200: teacherStatisticsSchema, ...errors },
      },
    },
    (request) => profiles.statistics(authOf(request).user),
  );
  r.post(
    '/api/profile/feedbacks/',
    {
      onRequest: requireAuth({ roles: ['teacher', 'student'] }),
      schema: {
        tags,
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
      const saved = await profiles.saveFeedback(user, request.body);
      // The message is kept either way; a mail failure only costs the heads-up.
      await deps.notifyContact(user, saved).catch((error: unknown) => {
        request.log.warn(errorFields(error), 'aviso de nova mensagem não enviado');
      });
      return reply.status(201).send(saved);
    },
  );
}
