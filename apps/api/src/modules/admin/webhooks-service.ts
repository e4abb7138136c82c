import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminWebhookQuerySchema } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, notFound } from '../../lib/errors';
import type { WebhookService } from '../payments';
import { audit, iso, offsetOf, onDays, type Actor } from './shared';

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

export function adminWebhooksService(deps: { db: Database; webhooks: WebhookService }) {
  const { db, webhooks } = deps;

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

  return {
    detail,

    async list(q: z.output<typeof adminWebhookQuerySchema>) {
      const where = and(
        q.type ? eq(webhookEvents.type, q.type) : undefined,
        q.status ? eq(webhookEvents.status, q.status) : undefined,
        onDays(webhookEvents.receivedAt, q),
      );
      const [total] = await db.select({ n: count() }).from(webhookEvents).where(where);
      const rows = await db
        .select()
        .from(webhookEvents)
        .where(where)
        .orderBy(desc(webhookEvents.receivedAt), desc(webhookEvents.id))
        .limit(q.page_size)
        .offset(offsetOf(q));
      return { count: total?.n ?? 0, results: rows.map(toEvent) };
    },

    async reprocess(actor: Actor, id: number) {
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
        actor,
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
  };
}

export type AdminWebhooksService = ReturnType<typeof adminWebhooksService>;
