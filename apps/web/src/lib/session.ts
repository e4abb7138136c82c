import type { TokenPair } from '@aula/contracts';
import { getCookie, removeCookie, setCookie } from './cookies';
import { accountOfToken } from './offline/account-stores';

const ACCESS_TOKEN_COOKIE = 'accessToken';
const REFRESH_TOKEN_COOKIE = 'refreshToken';
const ROLES_COOKIE = 'ua';
const ORIGINAL_URL_COOKIE = 'originalUrl';
const IMPERSONATOR_ACCESS_COOKIE = 'impersonatorAccessToken';
const IMPERSONATOR_REFRESH_COOKIE = 'impersonatorRefreshToken';

/** The role flags kept in the `ua` cookie (SPEC section 3). */
export interface Roles {
  isTeacher: boolean;
  isStudent: boolean;
  isStaff: boolean;
}

export type SessionEndReason = 'logout' | 'expired';

export interface SessionSnapshot {
  loggedIn: boolean;
  roles: Roles | null;
  /** The server answered `password_change_required`: a temporary password must be replaced first. */
  passwordChangeRequired: boolean;
}

const FALLBACK_LIFETIME_DAYS = 1;

/**
 * When the refresh token expires, so the cookies live exactly as long as the session can be renewed.
 * The access token expires much sooner, but keeping it lets the first call refresh the pair.
 */
function expiryOf(refreshToken: string): Date | number {
  try {
    const payload = refreshToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    if (typeof exp === 'number' && exp * 1000 > Date.now()) return new Date(exp * 1000);
  } catch {
    // Not a JWT we can read: fall back to the server's refresh lifetime.
  }
  return FALLBACK_LIFETIME_DAYS;
}

let passwordChangeRequired = false;
let snapshot: SessionSnapshot | undefined;
const listeners = new Set<() => void>();
const endListeners = new Set<(reason: SessionEndReason) => void>();

function changed(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | undefined {
  return getCookie(ACCESS_TOKEN_COOKIE) || undefined;
}

export function getRefreshToken(): string | undefined {
  return getCookie(REFRESH_TOKEN_COOKIE) || undefined;
}

/** Whose session this is (the access token's `sub`): the name of that person's offline stores. */
export function currentAccountId(): string | null {
  const token = getAccessToken();
  return token ? accountOfToken(token) : null;
}

/** A user counts as logged in while an access token is stored (SPEC section 4). */
export function isLoggedIn(): boolean {
  return getAccessToken() !== undefined;
}

export function setTokens(pair: TokenPair): void {
  const expires = expiryOf(pair.refresh);
  setCookie(ACCESS_TOKEN_COOKIE, pair.access, { expires });
  setCookie(REFRESH_TOKEN_COOKIE, pair.refresh, { expires });
  const roles = readRoles();
  if (roles) setCookie(ROLES_COOKIE, JSON.stringify(roles), { expires });
  changed();
}

export function readRoles(): Roles | null {
  const raw = getCookie(ROLES_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof Roles, unknown>>;
    const { isTeacher, isStudent, isStaff } = value;
    if (typeof isTeacher !== 'boolean' || typeof isStudent !== 'boolean' || typeof isStaff !== 'boolean') {
      return null;
    }
    return { isTeacher, isStudent, isStaff };
  } catch {
    return null;
  }
}

export function writeRoles(roles: Roles): void {
  const current = readRoles();
  const { isTeacher, isStudent, isStaff } = roles;
  const same =
    current?.isTeacher === isTeacher && current.isStudent === isStudent && current.isStaff === isStaff;
  // Every profile answer brings the flags: writing a cookie is a round trip to the browser's cookie
  // store, and the one there already lives as long as the tokens (setTokens writes it again with them).
  if (same) return;
  const refresh = getRefreshToken();
  setCookie(ROLES_COOKIE, JSON.stringify({ isTeacher, isStudent, isStaff }), {
    expires: refresh ? expiryOf(refresh) : FALLBACK_LIFETIME_DAYS,
  });
  changed();
}

export function getOriginalUrl(): string | undefined {
  return getCookie(ORIGINAL_URL_COOKIE) || undefined;
}

export function setOriginalUrl(path: string): void {
  setCookie(ORIGINAL_URL_COOKIE, path);
}

export function clearOriginalUrl(): void {
  if (getCookie(ORIGINAL_URL_COOKIE) !== undefined) removeCookie(ORIGINAL_URL_COOKIE);
}

const SIGNUP_DESTINATION_KEY = 'aula.signupDestination';

/**
 * The sign-up clears `originalUrl` like any public path but /login (SPEC section 4), so a page worth
 * landing on after the account exists (a shared book) is held for this tab instead.
 */
export function holdSignupDestination(path: string): void {
  sessionStorage.setItem(SIGNUP_DESTINATION_KEY, path);
}

export function takeSignupDestination(): string | undefined {
  const path = sessionStorage.getItem(SIGNUP_DESTINATION_KEY) ?? undefined;
  sessionStorage.removeItem(SIGNUP_DESTINATION_KEY);
  return path;
}

/** Keeps the staff member's own pair while they use someone else's account. */
export function saveImpersonatorTokens(pair: TokenPair): void {
  const expires = expiryOf(pair.refresh);
  setCookie(IMPERSONATOR_ACCESS_COOKIE, pair.access, { expires });
  setCookie(IMPERSONATOR_REFRESH_COOKIE, pair.refresh, { expires });
}

export function getImpersonatorTokens(): TokenPair | null {
  const access = getCookie(IMPERSONATOR_ACCESS_COOKIE);
  const refresh = getCookie(IMPERSONATOR_REFRESH_COOKIE);
  return access && refresh ? { access, refresh } : null;
}

export function clearImpersonatorTokens(): void {
  removeCookie(IMPERSONATOR_ACCESS_COOKIE);
  removeCookie(IMPERSONATOR_REFRESH_COOKIE);
}

export function markPasswordChangeRequired(required = true): void {
  if (passwordChangeRequired === required) return;
  passwordChangeRequired = required;
  changed();
}

/** Forgets the session in this browser: tokens, role flags, impersonation. The caller tells the server. */
export function clearSession(reason: SessionEndReason): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
  removeCookie(REFRESH_TOKEN_COOKIE);
  removeCookie(ROLES_COOKIE);
  clearImpersonatorTokens();
  passwordChangeRequired = false;
  changed();
  for (const listener of endListeners) listener(reason);
}

export function getSessionSnapshot(): SessionSnapshot {
  snapshot ??= { loggedIn: isLoggedIn(), roles: readRoles(), passwordChangeRequired };
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after the session was cleared (logout, or a refresh the server refused). */
export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}
