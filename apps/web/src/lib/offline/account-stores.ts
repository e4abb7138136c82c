/**
 * What the service worker and the page agree on about a person's offline copies: every store is
 * named after the account it belongs to, so one account's copies are never read for another and
 * "Sair" can find and erase them all. Shared with src/sw.ts, so nothing here touches the DOM.
 */
const API_CACHE_PREFIX = 'aula-api-';
const FILES_CACHE_PREFIX = 'aula-files-';
const OUTBOX_DB_PREFIX = 'aula-outbox-';
const ACCOUNT_PREFIXES = [API_CACHE_PREFIX, FILES_CACHE_PREFIX, OUTBOX_DB_PREFIX];

export const apiCacheName = (accountId: string) => `${API_CACHE_PREFIX}${accountId}`;
export const filesCacheName = (accountId: string) => `${FILES_CACHE_PREFIX}${accountId}`;
export const outboxDbName = (accountId: string) => `${OUTBOX_DB_PREFIX}${accountId}`;

/** The account a cache or database belongs to, or null for stores that hold no one's data. */
export function accountOfStore(name: string): string | null {
  const prefix = ACCOUNT_PREFIXES.find((p) => name.startsWith(p));
  return prefix ? name.slice(prefix.length) || null : null;
}

/** Stamped by the service worker on an answer it gives from its copy: when that copy was saved. */
export const SAVED_AT_HEADER = 'x-aula-saved-at';

/** Asked on every request and render: the last token's account is kept. */
let lastToken: string | undefined;
let lastAccount: string | null = null;

/** The account a session's access token is for (its `sub`), or null when it names none. */
export function accountOfToken(token: string): string | null {
  if (token === lastToken) return lastAccount;
  lastToken = token;
  lastAccount = readAccount(token);
  return lastAccount;
}

function readAccount(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { sub } = JSON.parse(json) as { sub?: unknown };
    return (typeof sub === 'string' || typeof sub === 'number') && /^\d+$/.test(String(sub))
      ? String(sub)
      : null;
  } catch {
    return null;
  }
}
