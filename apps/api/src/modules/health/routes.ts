import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailErrorSchema, healthResponseSchema, readyResponseSchema } from '@aula/contracts';
import type { DatabaseHandle } from '@aula/db';
import { ApiError } from '../../lib/errors';

export function healthRoutes(app: FastifyInstance, database: DatabaseHandle) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    {
      schema: { tags: ['saúde'], summary: 'O processo está no ar', response: { 200: healthResponseSchema } },
    },
    () => ({ status: 'ok' as const }),
  );
  r.get(
    '/api/ready',
    {
      schema: {
        tags: ['saúde'],
        summary: 'O banco de dados responde',
        response: { 200: readyResponseSchema, 503: detailErrorSchema },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new ApiError(503, 'Banco de dados indisponível.', 'database_unavailable');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
}
