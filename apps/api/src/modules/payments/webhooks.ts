import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema } from '@aula/db';
import type { JwksSource } from './provider/webhook-signature';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './provider/webhook-signature';
import { syncSubscription, type SyncDeps } from './sync';

const { webhookEvents } = schema;
const STALE_PROCESSING_MS = 5 * 60_000;
const MAX_ATTEMPTS = 8;

export interface WebhookDeps extends SyncDeps {
  jwks: JwksSource;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

interface Envelope {
  id?: unknown;
  type?: unknown;
  data?: {
    id?: string;
    object?: string;
    subscription?: { id?: string } | null;
    invoice?: { subscriptionId?: string; subscription_id?: string } | null;
  };
}

/** Which subscription an event is about, whatever its type. */
export function subscriptionIdOf(type: string, data: Envelope['data']): string | undefined {
  if (!data) return undefined;
  if (type.startsWith('subscription.')) return data.id;
  if (type.startsWith('invoice.')) return data.subscription?.id;
  if (type.startsWith('charge.')) return data.invoice?.subscriptionId ?? data.invoice?.subscription_id;
  return undefined;
}

export function webhookService(deps: WebhookDeps) {
  const { db, log } = deps;

  /** Processes one stored event; claiming it first means concurrent deliveries have one effect. */
  async function processEvent(id: number) {
    const [claimed] = await db
      .update(webhookEvents)
      .set({ status: 'processing', attempts: sql`${webhookEvents.attempts} + 1` })
      .where(
        and(
          eq(webhookEvents.id, id),
          or(
            inArray(webhookEvents.status, ['received', 'failed']),
            and(
              eq(webhookEvents.status, 'processing'),
              lt(webhookEvents.receivedAt, new Date(Date.now() - STALE_PROCESSING_MS)),
            ),
          ),
        ),
      )
      .returning();
    if (!claimed) return;
    try {
      const envelope = claimed.payload as Envelope;
      const subscriptionId = subscriptionIdOf(claimed.type, envelope.data);
      const outcome = subscriptionId ? await syncSubscription(deps, subscriptionId) : 'ignored';
      await db
        .update(webhookEvents)
        .set({
          status: 'processed',
          processedAt: new Date(),
          lastError: outcome === 'unknown' ? 'Assinatura desconhecida: nada a fazer.' : null,
        })
        .where(eq(webhookEvents.id, id));
    } catch (error) {
      log.error({ err: error, webhookEventId: id }, 'falha ao processar webhook');
      await db
        .update(webhookEvents)
        .set({ status: 'failed', lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(webhookEvents.id, id));
    }
  }

  return {
    processEvent,

    /**
     * Stores every delivery before anything else. A bad signature is kept as rejected and nothing
     * is applied; a repeated event id is acknowledged without a second row.
     */
    async receive(rawBody: string, headers: Record<string, unknown>) {
      const header = headers[SIGNATURE_HEADER];
      const valid =
        typeof header === 'string' &&
        (await verifyWebhookSignature({ rawBody, header, jwks: deps.jwks }).catch(() => false));
      let envelope: Envelope | null = null;
      try {
        envelope = JSON.parse(rawBody) as Envelope;
      } catch {
        envelope = null;
      }
      const base = {
        provider: 'pagarme',
        type: typeof envelope?.type === 'string' ? envelope.type : '',
        payload: envelope,
        rawBody,
        headers: headers as Record<string, string>,
      };
      if (!valid || !envelope || typeof envelope.id !== 'string') {
        await db
          .insert(webhookEvents)
          .values({ ...base, status: 'rejected', lastError: 'Assinatura ausente ou inválida.' });
        return { accepted: false as const };
      }
      const [stored] = await db
        .insert(webhookEvents)
        .values({ ...base, eventId: envelope.id, status: 'received' })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return { accepted: true as const, storedId: stored?.id };
    },

    /** Picks up what a crash or a failure left behind; safe to run on every instance. */
    async processPending(limit = 50) {
      const pending = await db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(
          or(
            eq(webhookEvents.status, 'received'),
            and(eq(webhookEvents.status, 'failed'), lt(webhookEvents.attempts, MAX_ATTEMPTS)),
            and(
              eq(webhookEvents.status, 'processing'),
              lt(webhookEvents.receivedAt, new Date(Date.now() - STALE_PROCESSING_MS)),
            ),
          ),
        )
        .orderBy(webhookEvents.receivedAt)
        .limit(limit);
      for (const { id } of pending) await processEvent(id);
      return pending.length;
    },
  };
}

export type WebhookService = ReturnType<typeof webhookService>;
