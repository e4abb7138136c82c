import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { WebhookService } from '../payments/webhooks';
import { actorOf, adminErrors as errors, audit, dayAfter, dayStart, iso, offsetOf } from './shared';

const { webhookEvents } = schema;
type EventRow = typeof webhookEvents.$inferSelect;

const toEvent = (e: EventRow) => ({
  id: e.id,
  provider: e.provider,
  event_id: e.eventId,
  type: e.type,
  status: e.status,
  attempts: e.attempts,
  last_error: e.lastError,
  received_at: iso(e.receivedAt)!,
  processed_at: iso(e.processedAt),
});

export function adminWebhookRoutes(
  app: FastifyInstance,
  deps: { db: Database; webhooks: WebhookService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { db, webhooks, requireAuth, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth({ roles: ['staff'] });
  const superuser = requireAuth({ roles: ['superuser'] });
  const meta = { tags: ['admin: webhooks'], errors };

  async function detail(id: number) {
    const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
    if (!row) throw notFound('Evento não encontrado.');
    return {
      ...toEvent(row),
      headers: (row.headers ?? {}) as Record<string, unknown>,
      payload: row.payload,
      raw_body: row.rawBody,
    };
  }

  r.route({
    ...fromContract(adminRoutes.webhookEvents.list, meta),
    onRequest,
    handler: async (request) => {
      const q = request.query;
      const where = and(
        q.type ? eq(webhookEvents.type, q.type) : undefined,
        q.status ? eq(webhookEvents.status, q.status) : undefined,
        q.date_from ? gte(webhookEvents.receivedAt, dayStart(q.date_from)) : undefined,
        q.date_to ? lt(webhookEvents.receivedAt, dayAfter(q.date_to)) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(webhookEvents).where(where);
      const rows = await db
        .select()
        .from(webhookEvents)
        .where(where)
        .orderBy(desc(webhookEvents.receivedAt), desc(webhookEvents.id))
        .limit(q.page_size)
        .offset(offsetOf(q));
      return pageOf(request, publicUrl, { count: total?.n ?? 0, results: rows.map(toEvent) }, q);
    },
  });
  r.route({
    ...fromContract(adminRoutes.webhookEvents.detail, meta),
    onRequest,
    handler: (request) => detail(request.params.id),
  });
  r.route({
    ...fromContract(adminRoutes.webhookEvents.reprocess, meta),
    onRequest: superuser,
    handler: async (request) => {
      const id = request.params.id;
      const before = await detail(id);
      if (before.status === 'rejected') {
        throw new ApiError(
          400,
          'Eventos rejeitados (assinatura inválida) não podem ser reprocessados.',
          'rejected_event',
        );
      }
      await db.update(webhookEvents).set({ status: 'received' }).where(eq(webhookEvents.id, id));
      await webhooks.processEvent(id);
      const after = await detail(id);
      await audit(
        db,
        actorOf(request),
        'webhook_event.reprocessed',
        { type: 'webhook_event', id },
        { status: before.status, attempts: before.attempts },
        {
          status: after.status,
          attempts: after.attempts,
          last_error: after.last_error,
        },
      );
      return after;
    },
  });
}
