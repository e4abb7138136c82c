import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailErrorSchema,
  profileSchema,
  profileUpdateSchema,
  validationErrorSchema,
} from '@aula/contracts';
import { authOf, type RequireAuth } from '../../plugins/auth';
import type { ProfileService } from './service';

const tags = ['perfil'];

export function profileRoutes(
  app: FastifyInstance,
  deps: { profiles: ProfileService; requireAuth: RequireAuth },
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
}
