import type { ConsentChoice } from './consent';

const GTM_URL = 'https://www.googletagmanager.com/gtm.js';

export interface AnalyticsUser {
  id: number | string;
  roles: string[];
  /** "inactive" when the user sees ads (free plan), "active" otherwise. */
  teacher_subscription: 'active' | 'inactive';
}

let activeGtmId: string | null = null;
let identity: AnalyticsUser | null = null;
let studentSignedIn = false;

function push(entry: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

function pushIdentity(user: AnalyticsUser): void {
  push({
    event: 'identify',
    user_id: String(user.id),
    roles: user.roles,
    teacher_subscription: user.teacher_subscription,
  });
}

function loadGtm(gtmId: string): void {
  push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  // Created from code because the CSP forbids inline scripts such as Google's usual snippet.
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTM_URL}?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

/**
 * Loads Google Tag Manager once, and only with a configured container and the visitor's consent;
 * never in the student area (`studentArea`) nor for a signed-in student.
 */
export function syncAnalytics(
  gtmId: string | null,
  consent: ConsentChoice | null,
  studentArea = false,
): boolean {
  if (activeGtmId || !gtmId || consent !== 'accepted' || studentArea || studentSignedIn) {
    return isAnalyticsActive();
  }
  activeGtmId = gtmId;
  loadGtm(gtmId);
  if (identity) pushIdentity(identity);
  return true;
}

export function isAnalyticsActive(): boolean {
  return activeGtmId !== null;
}

/** `pagePath` must already be redacted (url-secrets.ts `redactedPath`). */
export function trackPageView(pagePath: string): void {
  if (isAnalyticsActive() && !studentSignedIn) push({ event: 'page_view', page_path: pagePath });
}

/** Tells GTM who is using the app; kept until consent is given, dropped on logout with `null`. */
export function identifyUser(user: AnalyticsUser | null): void {
  // A student is never identified (nor tracked): children's data does not go to analytics.
  studentSignedIn = Boolean(user?.roles.includes('student'));
  identity = studentSignedIn ? null : user;
  if (studentSignedIn) return;
  if (user && isAnalyticsActive()) pushIdentity(user);
}
