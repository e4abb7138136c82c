/**
 * Secret tokens some links carry (the card's QR token, a password-reset link, a plan's share link)
 * must never reach anything that reads the address bar — Google Tag Manager above all, but also the
 * history, screenshots and the Referer. Before anything else runs they are read, kept for this tab
 * only (sessionStorage), and taken out of the address with `history.replaceState`: a path token
 * becomes `HIDDEN_TOKEN`, a `?token=` disappears. The pages then ask `revealToken` for the real one.
 */

/** What stands in the address bar where a path token was. */
export const HIDDEN_TOKEN = 'oculto';
const STORE_KEY = 'aula.url-secrets';

/**
 * Routes whose last path segment is a secret (see spaRoutes: passwordResetConfirm, teacherSharedBook,
 * consent, family).
 */
const PATH_SECRETS = [
  /^(\/password-reset\/)([^/]+)\/?$/,
  /^(\/dashboard\/shared-books\/)([^/]+)\/?$/,
  /^(\/(?:autorizacao|familia)\/)([^/]+)\/?$/,
];
/** Routes whose `?token=` is a secret (spaRoutes.classroomCodeLoginToken). */
const QUERY_SECRET = /^\/code\/[^/]+\/student-login-token\/?$/;

type Stored = Record<string, string>;

function readStore(): Stored {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Stored;
  } catch {
    return {};
  }
}

function keep(pathname: string, token: string) {
  try {
    // One secret per page: a new link replaces what an earlier one left.
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ ...readStore(), [pathname]: token }));
  } catch {
    memory.set(pathname, token);
  }
}
/** Where sessionStorage is refused (private modes), for this page load only. */
const memory = new Map<string, string>();

/** Takes secret tokens out of the address bar; returns whether it changed the address. */
export function hideUrlSecrets(
  location: Location = window.location,
  history: History = window.history,
): boolean {
  const url = new URL(location.href);
  for (const pattern of PATH_SECRETS) {
    const match = pattern.exec(url.pathname);
    if (!match || match[2] === HIDDEN_TOKEN) continue;
    const hidden = `${match[1]}${HIDDEN_TOKEN}`;
    keep(hidden, decodeURIComponent(match[2]!));
    url.pathname = hidden;
    history.replaceState(history.state, '', url);
    return true;
  }
  const token = url.searchParams.get('token');
  if (QUERY_SECRET.test(url.pathname) && token) {
    keep(url.pathname, token);
    url.searchParams.delete('token');
    history.replaceState(history.state, '', url);
    return true;
  }
  return false;
}

/**
 * The real token of the page at `pathname`: the one taken out of the address, or `value` itself when
 * the page was reached without hiding (e.g. inside the app).
 */
export function revealToken(pathname: string, value: string | null | undefined): string {
  if (value && value !== HIDDEN_TOKEN) return value;
  const key = pathname.replace(/\/$/, '');
  return memory.get(key) ?? readStore()[key] ?? '';
}

/**
 * The path analytics may see: secret segments and query values replaced, ids of people and of
 * their things (any number or long identifier) replaced too.
 */
export function redactedPath(pathname: string, search = ''): string {
  let path = pathname;
  for (const pattern of PATH_SECRETS) path = path.replace(pattern, (_, head: string) => `${head}:token`);
  path = path
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) || /^[A-Za-z0-9_-]{20,}$/.test(segment) ? ':id' : segment))
    .join('/');
  const params = new URLSearchParams(search);
  // Searches may hold names: only the page number goes.
  const kept = [...params.keys()].filter((key) => key === 'page');
  const query =
    kept.length > 0
      ? `?${kept.map((key) => `${key}=${encodeURIComponent(params.get(key) ?? '')}`).join('&')}`
      : '';
  return path + query;
}

/**
 * The student area, the pages a child signs in or joins through, and a family's pages about its
 * child (consent, the family view): no analytics, no cookie banner.
 */
export function isStudentAreaPath(pathname: string): boolean {
  return /^\/(student-dashboard|code\/|autorizacao\/|familia\/)/.test(pathname);
}
