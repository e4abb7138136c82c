import Cookies from 'js-cookie';
import { getRuntimeConfig } from './runtime-config';

export interface CookieOptions {
  /** Days until expiry, or the moment it expires; a session cookie when omitted. */
  expires?: number | Date;
}

function baseAttributes(): Cookies.CookieAttributes {
  let domain: string | null = null;
  try {
    domain = getRuntimeConfig().cookieDomain;
  } catch {
    domain = null;
  }
  return {
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    ...(domain ? { domain } : {}),
  };
}

/**
 * The cookies as read once per synchronous run: reading `document.cookie` asks the browser's cookie
 * store, and a screen as it renders asks for the session's cookies dozens of times. Nothing but this
 * module's own writes changes them within one run. Decoded again (js-cookie decodes every one, the
 * session's long tokens included) only when the browser's text of them has changed.
 */
let cookiesOfThisRun: Record<string, string> | undefined;
let decodedFrom: string | undefined;
let decoded: Record<string, string> = {};

export function getCookie(name: string): string | undefined {
  if (!cookiesOfThisRun) {
    // Nothing where there is no document (a build-time render).
    if (typeof document === 'undefined') return undefined;
    const text = document.cookie;
    if (text !== decodedFrom) {
      decoded = Cookies.get();
      decodedFrom = text;
    }
    cookiesOfThisRun = decoded;
    queueMicrotask(() => (cookiesOfThisRun = undefined));
  }
  return cookiesOfThisRun[name];
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  cookiesOfThisRun = undefined;
  Cookies.set(name, value, { ...baseAttributes(), ...(options.expires ? { expires: options.expires } : {}) });
}

export function removeCookie(name: string): void {
  cookiesOfThisRun = undefined;
  Cookies.remove(name, baseAttributes());
}
