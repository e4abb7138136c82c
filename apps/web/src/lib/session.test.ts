import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, cookieValue, fakeJwt, tokenPair } from '@/test/fake-api';
import { devRuntimeConfig, setRuntimeConfig } from './runtime-config';
import {
  clearOriginalUrl,
  clearSession,
  getImpersonatorTokens,
  getOriginalUrl,
  getSessionSnapshot,
  isLoggedIn,
  onSessionEnded,
  readRoles,
  saveImpersonatorTokens,
  setOriginalUrl,
  setTokens,
  subscribeSession,
  writeRoles,
} from './session';

beforeEach(() => {
  setRuntimeConfig(devRuntimeConfig('http://localhost:3000'));
  clearCookies();
});
afterEach(clearCookies);

describe('session cookies', () => {
  it('stores the pair in accessToken/refreshToken, expiring with the refresh token, on path /', () => {
    const set = vi.spyOn(Cookies, 'set');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const pair = { access: fakeJwt({ typ: 'access' }), refresh: fakeJwt({ typ: 'refresh', exp }) };
    expect(isLoggedIn()).toBe(false);
    setTokens(pair);
    expect(isLoggedIn()).toBe(true);
    expect(cookieValue('accessToken')).toBe(pair.access);
    expect(cookieValue('refreshToken')).toBe(pair.refresh);
    for (const name of ['accessToken', 'refreshToken']) {
      expect(set).toHaveBeenCalledWith(
        name,
        expect.any(String),
        expect.objectContaining({ path: '/', secure: false, expires: new Date(exp * 1000) }),
      );
    }
  });

  it('scopes every session cookie to the configured parent domain', () => {
    const set = vi.spyOn(Cookies, 'set');
    setRuntimeConfig({ ...devRuntimeConfig('http://localhost:3000'), cookieDomain: '.aula.com.br' });
    setTokens(tokenPair('x'));
    writeRoles({ isTeacher: true, isStudent: false, isStaff: false });
    setOriginalUrl('/dashboard/account');
    expect(set).toHaveBeenCalledTimes(4);
    for (const call of set.mock.calls) expect(call[2]).toMatchObject({ domain: '.aula.com.br', path: '/' });
  });

  it('keeps the role flags as JSON in the ua cookie and ignores a malformed one', async () => {
    writeRoles({ isTeacher: true, isStudent: false, isStaff: true });
    expect(JSON.parse(cookieValue('ua') ?? '')).toEqual({ isTeacher: true, isStudent: false, isStaff: true });
    expect(readRoles()).toEqual({ isTeacher: true, isStudent: false, isStaff: true });
    // Written by someone else, as the server would: seen from the next run on (cookies.ts).
    document.cookie = 'ua=%7B%22isTeacher%22%3A%22sim%22%7D; path=/';
    await Promise.resolve();
    expect(readRoles()).toBeNull();
    document.cookie = 'ua=nada; path=/';
    await Promise.resolve();
    expect(readRoles()).toBeNull();
  });

  it('remembers and forgets the original URL', () => {
    setOriginalUrl('/dashboard/account?aba=senha');
    expect(getOriginalUrl()).toBe('/dashboard/account?aba=senha');
    clearOriginalUrl();
    expect(getOriginalUrl()).toBeUndefined();
  });

  it('logout clears both tokens, the role flags and impersonation, and tells listeners', () => {
    setTokens(tokenPair('x'));
    writeRoles({ isTeacher: true, isStudent: false, isStaff: false });
    saveImpersonatorTokens(tokenPair('equipe'));
    setOriginalUrl('/dashboard/home');
    const changed = vi.fn();
    const ended = vi.fn();
    const unsubscribe = subscribeSession(changed);
    const unsubscribeEnded = onSessionEnded(ended);

    clearSession('logout');
    unsubscribe();
    unsubscribeEnded();

    for (const name of ['accessToken', 'refreshToken', 'ua', 'impersonatorAccessToken']) {
      expect(cookieValue(name), name).toBeUndefined();
    }
    expect(getImpersonatorTokens()).toBeNull();
    expect(getOriginalUrl()).toBe('/dashboard/home');
    expect(getSessionSnapshot()).toEqual({ loggedIn: false, roles: null, passwordChangeRequired: false });
    expect(changed).toHaveBeenCalled();
    expect(ended).toHaveBeenCalledWith('logout');
  });

  it('gives a stable snapshot until something changes', () => {
    const first = getSessionSnapshot();
    expect(getSessionSnapshot()).toBe(first);
    setTokens(tokenPair('x'));
    expect(getSessionSnapshot()).not.toBe(first);
    expect(getSessionSnapshot().loggedIn).toBe(true);
  });
});
