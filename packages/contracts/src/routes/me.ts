import { profileSchema, profileUpdateSchema } from '../accounts';
import { defineRoute } from '../route';

const ME = '/api/profile/me';

/** The signed-in person, read on every page: on its own so it does not bring the other profile routes along. */
export const meRoutes = {
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
    responses: { 200: profileSchema },
  }),
};
