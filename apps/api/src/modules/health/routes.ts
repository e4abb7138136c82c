import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthRoutes as contracts } from '@aula/contracts';
import type { DatabaseHandle } from '@aula/db';
import { databaseUnavailable } from '../../lib/errors';
import { fromContract } from '../../lib/route-contract';

const tags = ['saúde'];

export function healthRoutes(app: FastifyInstance, database: DatabaseHandle) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...fromContract(contracts.health, { tags }),
    handler: () => ({ status: 'ok' as const }),
  });
  r.route({
    ...fromContract(contracts.ready, { tags }),
    handler: async () => {
      try {
        await database.ping();
      } catch {
        throw databaseUnavailable('Banco de dados indisponível.');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  });
}
