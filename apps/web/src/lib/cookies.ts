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

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, { ...baseAttributes(), ...(options.expires ? { expires: options.expires } : {}) });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, baseAttributes());
}
