import { reviewQueueQuerySchema, reviewQueueSchema } from '../correction';
import { defineRoute, withErrors } from '../route';

/**
 * "Para corrigir" on its own, apart from the correction routes: the teacher's home shows it and
 * should not load the schemas of a whole hand-in.
 */
export const reviewQueueRoutes = withErrors([400, 401, 403, 404], {
  list: defineRoute({
    method: 'GET',
    path: '/api/content/review-queue/',
    summary: 'Entregas esperando correção em todas as turmas da professora, a mais antiga primeiro',
    query: reviewQueueQuerySchema,
    responses: { 200: reviewQueueSchema },
  }),
});
