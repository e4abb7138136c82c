import { eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { maskDeletedAccounts } from './provider-masking';

const { webhookEvents } = schema;

/**
 * A stored delivery carries the provider's copy of the customer (name, e-mail, CPF, address, card
 * holder). Once that person deleted the account, the copy goes too: the event keeps its ids,
 * amounts and dates. The raw body goes with it, so the old signature no longer verifies it.
 */
async function eraseDeletedCustomers(db: Database, where: SQL) {
  const rows = await db
    .select({ id: webhookEvents.id, payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(where);
  const payloads = rows.map((row) => row.payload as Record<string, unknown>);
  const masked = await maskDeletedAccounts(db, payloads);
  for (const [i, row] of rows.entries()) {
    if (masked[i] === payloads[i]) continue;
    await db
      .update(webhookEvents)
      .set({ payload: masked[i], rawBody: JSON.stringify(masked[i]) })
      .where(eq(webhookEvents.id, row.id));
  }
}

/** For an event just processed: it may have arrived after its person's account was deleted. */
export const eraseDeletedCustomersFromEvent = (db: Database, eventId: number) =>
  eraseDeletedCustomers(db, eq(webhookEvents.id, eventId));

/** After an account is erased: the events already stored about it (customers carry its id). */
export const eraseWebhookDataOnDeletion = (tx: Database, userId: number) =>
  eraseDeletedCustomers(
    tx,
    sql`jsonb_path_exists(${webhookEvents.payload}, '$.**.customer.metadata.user_id ? (@ == $id)',
      jsonb_build_object('id', ${String(userId)}::text))`,
  );
