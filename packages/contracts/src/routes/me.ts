import { profileSchema, profileUpdateSchema } from '../accounts';
import { defineRoute, withErrors } from '../route';

const ME = '/api/profile/me';

/** The signed-in person, read on every page: on its own so it does not bring the other profile routes along. */
export const meRoutes = withErrors([401], {
  me: defineRoute({
    method: 'GET',
    path: ME,
    summary: 'O usuário conectado',
    responses: { 200: profileSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: ME,
    summary: 'Edita nome, data de nascimento e e-mail',
    body: profileUpdateSchema,
    errors: [400, 401, 429],
    responses: { 200: profileSchema },
  }),
});
