import { healthResponseSchema, readyResponseSchema } from '../health';
import { defineRoute, withErrors } from '../route';

/** Liveness and readiness probes. */
export const healthRoutes = withErrors([], {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'O processo está no ar',
    responses: { 200: healthResponseSchema },
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    summary: 'O banco de dados responde',
    errors: [503],
    responses: { 200: readyResponseSchema },
  }),
});
