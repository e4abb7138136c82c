import { refreshRequestSchema, tokenPairSchema } from '../accounts';
import { defineRoute } from '../route';

/** On its own so the API client, on every page, does not carry every account route with it. */
export const refreshTokenRoute = defineRoute({
  method: 'POST',
  path: '/api/accounts/refresh-token/',
  summary: 'Renova o par de tokens (rotação)',
  body: refreshRequestSchema,
  errors: [400, 401, 429],
  responses: { 200: tokenPairSchema },
});
