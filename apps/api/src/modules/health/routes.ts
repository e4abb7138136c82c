import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthRoutes as contracts } from '@aula/contracts';
import type { DatabaseHandle } from '@aula/db';
import { databaseUnavailable } from '../../lib/errors';
import { fromContract } from '../../lib/route-contract';

const tags = ['saúde'];

async function redisState(redis: Redis): Promise<'ok' | 'unavailable'> {
  try {
    return (await redis.ping()) === 'PONG' ? 'ok' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

export function healthRoutes(
  app: FastifyInstance,
  { database, redis, jobs }: { database: DatabaseHandle; redis: Redis | null; jobs: { running: boolean } },
) {
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
      // The queue lives in the same database; stopped here, this instance's jobs would pile up.
      if (!jobs.running) throw databaseUnavailable('Fila de trabalhos parada.');
      return {
        status: 'ok' as const,
        database: database.kind,
        queue: 'ok' as const,
        ...(redis ? { redis: await redisState(redis) } : {}),
      };
    },
  });
}
