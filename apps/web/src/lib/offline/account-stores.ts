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

/** The account (JWT `sub`) a request's `Authorization: JWT …` header speaks for; unverified, only a name. */
export function accountOfAuthorization(header: string | null): string | null {
  const token = header?.match(/^JWT\s+(\S+)$/)?.[1];
  return token ? accountOfToken(token) : null;
}

export function accountOfToken(token: string): string | null {
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

/**
 * The API answers kept for reading without signal (issue 49): the profile the areas need to open,
 * the student's "Para fazer", her classes, the activities she opened and the class mural; the
 * teacher's classes, a class (its students) and the roll calls. Nothing else of the API is stored.
 */
export const OFFLINE_READABLE_PATHS = [
  '/api/profile/me',
  '/api/student/assignments/',
  '/api/student/assignments/:id/',
  '/api/content/classrooms/:id/posts/',
  '/api/content/classrooms/',
  '/api/content/classrooms/:id/',
  '/api/content/classrooms/:id/diary/:date/',
  '/api/content/diary/today/',
] as const;
// Plain paths, not the contracts' route objects: those would bring zod into the service worker
// (account-stores.test.ts holds them to the contracts).
const offlineReadableRoutes = OFFLINE_READABLE_PATHS.map(pathPattern);

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

export function isOfflineReadable(pathname: string): boolean {
  return offlineReadableRoutes.some((pattern) => pattern.test(pathname));
}

/** Private files (hand-ins, activity material) are reached by signed links: /api/content/files/<id>?…&signature=… */
export function isPrivateFile(url: URL): boolean {
  return url.pathname.startsWith('/api/content/files/') && url.searchParams.has('signature');
}

/**
 * The marking rule: the API says an answer must never be written anywhere with
 * `Cache-Control: no-store`; the service worker honours it even for the routes above, and keeps
 * only complete successful answers (a 206 range or an error would be shown as if it were the page).
 */
export function mayStore(response: Pick<Response, 'status' | 'headers'>): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && !/\bno-store\b/i.test(cacheControl);
}
