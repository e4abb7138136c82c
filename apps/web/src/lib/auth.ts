import {
  accountRoutes,
  PASSWORD_CHANGE_REQUIRED_CODE,
  routePath,
  spaRoutes,
  type Profile,
  type TokenPair,
} from '@aula/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { areaHome, pathAfterLogin } from './access';
import { identifyUser } from './analytics';
import { ApiError, callRoute } from './api-client';
import { accountOfToken } from './offline/account-stores';
import { resetSavedAt } from './offline/saved-copy';
import { fetchProfile, profileQueryOptions, rolesOf } from './profile';
import { tellServiceWorkerAccount } from './service-worker';
import {
  clearImpersonatorTokens,
  clearOriginalUrl,
  clearSession,
  getAccessToken,
  getImpersonatorTokens,
  getOriginalUrl,
  getRefreshToken,
  markPasswordChangeRequired,
  saveImpersonatorTokens,
  setTokens,
  writeRoles,
  type Roles,
} from './session';

const noRoles: Roles = { isTeacher: false, isStudent: false, isStaff: false };

/** Ends a session on the server; failures are ignored, the browser has already forgotten it. */
function closeServerSession(refresh: string | undefined): void {
  if (!refresh) return;
  void callRoute(accountRoutes.logout, { body: { refresh }, refreshOnUnauthorized: false }).catch(
    () => undefined,
  );
}

export interface StartedSession {
  /** Null when the server wants a new password before anything else (then `roles` is the fallback). */
  profile: Profile | null;
  roles: Roles;
}

/**
 * Stores a fresh token pair and loads who it belongs to (SPEC section 4: tokens first, then the
 * profile), writing the `ua` role flags. The previous user's cached data is dropped first.
 * `fallbackRoles` stand in when the profile is refused because of a pending password change.
 */
export async function startSession(
  queryClient: QueryClient,
  pair: TokenPair,
  fallbackRoles: Roles = noRoles,
): Promise<StartedSession> {
  queryClient.clear();
  // A shared phone: whatever the previous person left offline goes before this one's pages load.
  const account = accountOfToken(pair.access);
  await import('./offline/forget-offline-data').then((m) => m.forgetOfflineData(account));
  tellServiceWorkerAccount(account);
  setTokens(pair);
  try {
    const profile = await queryClient.fetchQuery(profileQueryOptions());
    const roles = rolesOf(profile);
    writeRoles(roles);
    markPasswordChangeRequired(profile.must_change_password);
    return { profile, roles };
  } catch (error) {
    if (error instanceof ApiError && error.code === PASSWORD_CHANGE_REQUIRED_CODE) {
      writeRoles(fallbackRoles);
      return { profile: null, roles: fallbackRoles };
    }
    clearSession('logout');
    throw error;
  }
}

/** Where to go once logged in: the remembered page (then forgotten) or the user's area home. */
export function takePathAfterLogin(roles: Roles): string {
  const path = pathAfterLogin(roles, getOriginalUrl());
  clearOriginalUrl();
  return path;
}

/** Logout: forget tokens, role flags and the in-memory user, and close the server sessions. */
export function logout(): void {
  const refresh = getRefreshToken();
  const impersonator = getImpersonatorTokens();
  clearSession('logout');
  identifyUser(null);
  closeServerSession(refresh);
  closeServerSession(impersonator?.refresh);
  // "Sair" on a shared phone: saved answers, files and queued work of everyone go with it.
  tellServiceWorkerAccount(null);
  resetSavedAt();
  void import('./offline/forget-offline-data').then((m) => m.forgetOfflineData());
}

/**
 * Staff only: continue as the user with this e-mail. The staff member's own pair is kept in cookies
 * so `stopImpersonation` can bring it back. Returns where the impersonated user starts.
 */
export async function startImpersonation(queryClient: QueryClient, email: string): Promise<string> {
  const pair = await callRoute(accountRoutes.impersonate, { body: { email } });
  const saved = getImpersonatorTokens();
  const access = getAccessToken();
  const refresh = getRefreshToken();
  if (saved) closeServerSession(refresh);
  else if (access && refresh) saveImpersonatorTokens({ access, refresh });
  const { roles } = await startSession(queryClient, pair);
  return pathAfterLogin(roles, undefined);
}

/**
 * Back to the staff member's own account; the impersonated session is closed on the server.
 * The other user's screens are still mounted, and loading the staff profile through the query
 * cache would re-render them and refetch their data with the staff token (refused). So the
 * profile is read directly, and the caller loads the returned path as a new page: the admin page
 * of the user who was being impersonated, when known.
 */
export async function stopImpersonation(impersonatedUserId?: number): Promise<string> {
  const own = getImpersonatorTokens();
  const impersonatedRefresh = getRefreshToken();
  if (!own) {
    logout();
    return spaRoutes.login;
  }
  clearImpersonatorTokens();
  closeServerSession(impersonatedRefresh);
  setTokens(own);
  const profile = await fetchProfile();
  writeRoles(rolesOf(profile));
  markPasswordChangeRequired(profile.must_change_password);
  return impersonatedUserId === undefined
    ? areaHome.admin
    : routePath(spaRoutes.adminUser, { userId: impersonatedUserId });
}
