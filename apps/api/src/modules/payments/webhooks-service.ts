import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema } from '@aula/db';
import type { JwksSource } from './provider/webhook-signature';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './provider/webhook-signature';
import type { JobQueue } from '../../lib/job-queue';
import { errorFields, safeErrorMessage } from '../../lib/log-redaction';
import { pathsWithNul } from '../../plugins/hostile-input';
import type { PaymentDeps } from './deps';
import { syncOrder } from './order-sync';
import { syncSubscription } from './subscription-sync';
import { eraseDeletedCustomersFromEvent } from './webhook-erasure';

const { webhookEvents } = schema;
/** A claim older than this was left by a crash (processing one event takes a few seconds). */
export const STALE_PROCESSING_MS = 30_000;
const MAX_ATTEMPTS = 8;
const PROCESS_WEBHOOK = 'process-webhook';

export interface WebhookDeps extends PaymentDeps {
  jwks: JwksSource;
  jobs: JobQueue;
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
    order?: { id?: string } | null;
  };
}

/** Which subscription an event is about, whatever its type. */
function subscriptionIdOf(type: string, data: Envelope['data']): string | undefined {
  if (!data) return undefined;
  if (type.startsWith('subscription.')) return data.id;
  if (type.startsWith('invoice.')) return data.subscription?.id;
  if (type.startsWith('charge.')) return data.invoice?.subscriptionId ?? data.invoice?.subscription_id;
  return undefined;
}

/** Which one-off order an event is about (`order.*`, or a charge of an order). */
function orderIdOf(type: string, data: Envelope['data']): string | undefined {
  if (!data) return undefined;
  if (type.startsWith('order.')) return data.id;
  if (type.startsWith('charge.')) return data.order?.id;
  return undefined;
}

const staleClaim = () =>
  sql`coalesce(${webhookEvents.claimedAt}, ${webhookEvents.receivedAt}) < ${new Date(Date.now() - STALE_PROCESSING_MS).toISOString()}::timestamptz`;
export type ReceiveOutcome =
  { accepted: false; reason: 'unsigned' | 'malformed' } | { accepted: true; storedId: number | undefined };

/** What a stored delivery keeps of its headers: enough to verify it again, nothing more. */
const KEPT_HEADERS = [SIGNATURE_HEADER, 'content-type'];
const keptHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    KEPT_HEADERS.filter((name) => typeof headers[name] === 'string').map((name) => [
      name,
      headers[name] as string,
    ]),
  );

/** A signed body that is not an event object (or holds text PostgreSQL cannot store) is refused. */
function parseEnvelope(rawBody: string): Envelope | null {
  if (rawBody.includes('\u0000')) return null;
  let envelope: unknown;
  try {
    envelope = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!envelope || typeof envelope !== 'object' || Array.isArray(envelope)) return null;
  const id = (envelope as Envelope).id;
  if (typeof id !== 'string' || id.length === 0 || id.length > 200) return null;
  if (pathsWithNul(envelope).length > 0) return null;
  return envelope as Envelope;
}

export function webhookService(deps: WebhookDeps) {
  const { db, log } = deps;

  /**
   * Processes one stored event; claiming it first means concurrent deliveries have one effect.
   * Answers why it failed (the event is marked failed), or null.
   */
  async function processEvent(id: number): Promise<string | null> {
    const [claimed] = await db
      .update(webhookEvents)
      .set({
        status: 'processing',
        claimedAt: new Date(),
        attempts: sql`${webhookEvents.attempts} + 1`,
      })
      .where(
        and(
          eq(webhookEvents.id, id),
          or(
            inArray(webhookEvents.status, ['received', 'failed']),
            and(eq(webhookEvents.status, 'processing'), staleClaim()),
          ),
        ),
      )
      .returning();
    if (!claimed) return null;
    try {
      const envelope = claimed.payload as Envelope;
      const subscriptionId = subscriptionIdOf(claimed.type, envelope.data);
      const orderId = subscriptionId ? undefined : orderIdOf(claimed.type, envelope.data);
      const outcome = subscriptionId
        ? await syncSubscription(deps, subscriptionId)
        : orderId
          ? await syncOrder(deps, orderId)
          : 'ignored';
      await db
        .update(webhookEvents)
        .set({
          status: 'processed',
          processedAt: new Date(),
          lastError:
            outcome === 'unknown'
              ? orderId
                ? 'Pedido desconhecido: nada a fazer.'
                : 'Assinatura desconhecida: nada a fazer.'
              : null,
        })
        .where(eq(webhookEvents.id, id));
      await eraseDeletedCustomersFromEvent(db, id);
      return null;
    } catch (error) {
      log.error(errorFields(error, { webhookEventId: id }), 'falha ao processar webhook');
      const lastError = safeErrorMessage(error);
      await db.update(webhookEvents).set({ status: 'failed', lastError }).where(eq(webhookEvents.id, id));
      return lastError;
    }
  }

  deps.jobs.define<{ id: number }>(PROCESS_WEBHOOK, async ({ id }) => {
    const failure = await processEvent(id);
    if (failure) throw new Error(failure);
  });

  return {
    processEvent,

    /**
     * Checks the signature before anything else: an unsigned or badly signed delivery is refused
     * and never stored. A signed one is stored with the job that processes it, keeping only the
     * headers that verify it; a repeated event id is acknowledged without a second row.
     */
    async receive(rawBody: string, headers: Record<string, unknown>): Promise<ReceiveOutcome> {
      const header = headers[SIGNATURE_HEADER];
      const valid =
        typeof header === 'string' &&
        (await verifyWebhookSignature({ rawBody, header, jwks: deps.jwks }).catch(() => false));
      if (!valid) return { accepted: false, reason: 'unsigned' };
      const envelope = parseEnvelope(rawBody);
      if (!envelope) return { accepted: false, reason: 'malformed' };
      return db.transaction(async (tx): Promise<ReceiveOutcome> => {
        const [stored] = await tx
          .insert(webhookEvents)
          .values({
            provider: 'pagarme',
            type: typeof envelope.type === 'string' ? envelope.type : '',
            payload: envelope,
            rawBody,
            headers: keptHeaders(headers),
            eventId: envelope.id as string,
            status: 'received',
          })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id });
        if (stored) await deps.jobs.send(PROCESS_WEBHOOK, { id: stored.id }, tx);
        return { accepted: true, storedId: stored?.id };
      });
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
            and(eq(webhookEvents.status, 'processing'), staleClaim()),
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
