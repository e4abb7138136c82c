import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '@aula/db';
import type { JobQueue } from '../lib/job-queue';
import { sameSecret } from '../lib/same-secret';

export interface MetricsOptions {
  token: string;
  database: DatabaseHandle;
  jobs: Pick<JobQueue, 'counts' | 'attemptFailures'>;
}

/**
 * Prometheus metrics at GET /metrics, for whoever holds METRICS_TOKEN: request latency per route
 * (the route's pattern, never the raw URL, so ids and tokens stay out), the database pool, the job
 * queue and the process.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das requisições HTTP, por rota',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const { poolStats } = options.database;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Conexões do pool do PostgreSQL, por estado',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  const { jobs } = options;
  new Gauge({
    name: 'jobs_queue_jobs',
    help: 'Trabalhos em segundo plano por fila e estado (aguardando, rodando, falharam de vez)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const count of await jobs.counts()) {
        this.set({ queue: count.queue, state: 'waiting' }, count.waiting);
        this.set({ queue: count.queue, state: 'active' }, count.active);
        this.set({ queue: count.queue, state: 'failed' }, count.failed);
      }
    },
  });
  new Gauge({
    name: 'jobs_attempt_failures',
    help: 'Tentativas de trabalhos que falharam nesta instância desde que ela iniciou',
    labelNames: ['queue'],
    registers: [registry],
    collect() {
      for (const [queue, failures] of jobs.attemptFailures()) this.set({ queue }, failures);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'sem-rota';
    latency.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!sameSecret(header, `Bearer ${options.token}`))
      return reply.status(401).send({ detail: 'Token de métricas inválido.' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
