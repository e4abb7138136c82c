import { accountOfToken } from './account-stores';

/**
 * What the service worker (src/sw.ts) stores, and for whom: only the worker needs these, so the
 * page's bundle does not carry them.
 */

/** The account (JWT `sub`) a request's `Authorization: JWT …` header speaks for; unverified, only a name. */
export function accountOfAuthorization(header: string | null): string | null {
  const token = header?.match(/^JWT\s+(\S+)$/)?.[1];
  return token ? accountOfToken(token) : null;
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
// (sw-rules.test.ts holds them to the contracts).
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
