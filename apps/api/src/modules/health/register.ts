import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { healthRoutes as contracts } from '@aula/contracts';
import type { DatabaseHandle } from '@aula/db';
import { databaseUnavailable } from '../../lib/errors';
import { contractRoutes } from '../../lib/route-contract';

async function redisState(redis: Redis): Promise<'ok' | 'unavailable'> {
  try {
    return (await redis.ping()) === 'PONG' ? 'ok' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** Liveness, and readiness: the database answers and this instance's job queue runs. */
export function registerHealth(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; redis: Redis | null; jobs: { running: boolean }; publicUrl: string },
) {
  const { database, redis, jobs } = deps;
  const route = contractRoutes(app, { tags: ['saúde'], publicUrl: deps.publicUrl });
  route(contracts.health, { handle: () => ({ status: 'ok' as const }) });
  route(contracts.ready, {
    handle: async () => {
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
