import { spaRoutes } from '@aula/contracts';
import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { areaOf, hasAreaAccess, noteAccessDenied } from '@/lib/access';
import { fetchProfile, rolesOf } from '@/lib/profile';
import {
  clearOriginalUrl,
  getOriginalUrl,
  holdSignupDestination,
  isLoggedIn,
  readRoles,
  setOriginalUrl,
  writeRoles,
  type Roles,
} from '@/lib/session';

/** Role flags from the `ua` cookie; when a logged-in user lacks it, read once from the profile. */
async function currentRoles(): Promise<Roles | null> {
  if (!isLoggedIn()) return null;
  const stored = readRoles();
  if (stored) return stored;
  try {
    const roles = rolesOf(await fetchProfile());
    writeRoles(roles);
    return roles;
  } catch {
    return null;
  }
}

const sharedBookPrefix = spaRoutes.teacherSharedBook.replace(':token', '');

/**
 * Root loader (SPEC sections 4 and 6): a protected area needs its role, else the requested path is
 * remembered in `originalUrl` and the visitor goes to /login, where the alert is shown. Any other
 * public path forgets `originalUrl`. Gating is by path prefix, so it holds for every screen of an area.
 */
export async function gateRoute({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> {
  const url = new URL(request.url);
  const area = areaOf(url.pathname);
  if (!area) {
    const path = url.pathname.replace(/\/$/, '');
    if (path === spaRoutes.login) return null;
    // A colleague who opens a shared book's link and creates her account lands on that book.
    const remembered = getOriginalUrl();
    if (path === spaRoutes.signupTeacher && remembered?.startsWith(sharedBookPrefix)) {
      holdSignupDestination(remembered);
    }
    clearOriginalUrl();
    return null;
  }
  if (hasAreaAccess(area, await currentRoles())) return null;
  setOriginalUrl(url.pathname + url.search);
  noteAccessDenied();
  throw redirect(spaRoutes.login);
}

/** The gate runs on every change of path, not only when the root route's own data would. */
export const shouldRevalidateGate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
