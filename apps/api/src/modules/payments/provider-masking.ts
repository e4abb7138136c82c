import { sql } from 'drizzle-orm';
import { MAX_DB_INT } from '@aula/contracts';
import type { Database } from '@aula/db';

const DELETED_ACCOUNT = 'Conta excluída';

/** Fields (of a card, a charge, a customer) that identify a person; `customer` itself is replaced. */
const PERSONAL_KEYS = new Set([
  'email',
  'document',
  'phones',
  'address',
  'billing_address',
  'holder_name',
  'holder_document',
  'birthdate',
]);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function customerIdsIn(value: unknown, found: Set<string>, depth = 0): Set<string> {
  if (depth > 8) return found;
  if (Array.isArray(value)) for (const item of value) customerIdsIn(item, found, depth + 1);
  else if (isObject(value)) {
    const customer = value.customer;
    if (isObject(customer) && typeof customer.id === 'string') found.add(customer.id);
    if (typeof value.customer_id === 'string') found.add(value.customer_id);
    for (const item of Object.values(value)) customerIdsIn(item, found, depth + 1);
  }
  return found;
}

const USER_ID = /^[1-9]\d{0,9}$/;
const userIdOf = (value: unknown) =>
  typeof value === 'string' && USER_ID.test(value) && Number(value) <= MAX_DB_INT ? Number(value) : null;

/**
 * The local user each provider customer says it belongs to: the API creates customers with
 * `metadata.user_id` (and `code`) set to the user's id.
 */
function claimedUsersIn(value: unknown, found: Map<string, number>, depth = 0): Map<string, number> {
  if (depth > 8) return found;
  if (Array.isArray(value)) for (const item of value) claimedUsersIn(item, found, depth + 1);
  else if (isObject(value)) {
    const customer = value.customer;
    if (isObject(customer) && typeof customer.id === 'string' && !found.has(customer.id)) {
      const metadata = isObject(customer.metadata) ? customer.metadata : {};
      const userId = userIdOf(metadata.user_id) ?? userIdOf(customer.code);
      if (userId !== null) found.set(customer.id, userId);
    }
    for (const item of Object.values(value)) claimedUsersIn(item, found, depth + 1);
  }
  return found;
}

/**
 * Customers whose person deleted their account (the records stay, anonymised). A customer is
 * deleted when something here tied it to a person who is gone — a subscription or an orphan
 * record whose user was erased (set null), or the user id the customer itself carries no longer
 * existing — and nothing here ties it to a living account (payment data, a subscription or an
 * orphan record with a user). The last case covers customers that never had a local subscription,
 * such as a checkout that failed after the customer was created.
 */
async function deletedCustomers(
  db: Database,
  ids: Set<string>,
  claimed: Map<string, number>,
): Promise<Set<string>> {
  if (ids.size === 0) return new Set();
  const candidates = sql.join(
    [...ids].map((id) => sql`(${id}::text, ${claimed.get(id) ?? null}::int)`),
    sql`, `,
  );
  const result = await db.execute<{ id: string }>(sql`
    select c.id from (values ${candidates}) as c(id, claimed_user)
    where (
        exists (select 1 from subscriptions s where s.provider_customer_id = c.id and s.user_id is null)
        or exists (
          select 1 from orphan_subscriptions o where o.provider_customer_id = c.id and o.user_id is null)
        or (c.claimed_user is not null and not exists (select 1 from users u where u.id = c.claimed_user))
      )
      and not exists (select 1 from user_payment_data d where d.provider_customer_id = c.id)
      and not exists (
        select 1 from subscriptions s where s.provider_customer_id = c.id and s.user_id is not null)
      and not exists (
        select 1 from orphan_subscriptions o where o.provider_customer_id = c.id and o.user_id is not null)`);
  return new Set(result.rows.map((row) => row.id));
}

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'customer' && isObject(item)) out[key] = { id: item.id, name: DELETED_ACCOUNT };
    else if (!PERSONAL_KEYS.has(key)) out[key] = scrub(item, depth + 1);
  }
  return out;
}

/**
 * The provider still holds the name, e-mail and card holder of people who deleted their account;
 * the admin screens that read it live show them as the local ones do: "Conta excluída".
 */
export async function maskDeletedAccounts<T extends Json>(db: Database, objects: T[]): Promise<T[]> {
  const deleted = await deletedCustomers(
    db,
    customerIdsIn(objects, new Set()),
    claimedUsersIn(objects, new Map()),
  );
  if (deleted.size === 0) return objects;
  return objects.map((object) => {
    const ids = customerIdsIn([object], new Set());
    return [...ids].some((id) => deleted.has(id)) ? (scrub(object) as T) : object;
  });
}
